import { useSheetContext } from '@sheet/sheet-runtime';
import { ServiceError, ServiceErrorKind } from '@sheet/services';
import { fakeSheet, networkFailure } from '@sheet/test-support';
import { valueOrRefusal, withOneSignIn } from './sign-in';

const refusal = () =>
  new ServiceError('Authentication', {
    kind: ServiceErrorKind.serverError,
    errorKey: 'Authentication',
  });

/** A call answering each of `answers` in turn: a value, or an error to throw. */
function callAnswering(...answers: unknown[]) {
  return jest.fn(async () => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

function hostThatSignsIn(authenticated: boolean) {
  const sheet = fakeSheet({}, { authenticate: async () => ({ authenticated }) });
  return { sheet, bridge: useSheetContext.getState().bridge };
}

describe('withOneSignIn', () => {
  it('gives the value of a call that needs no sign-in, asking the host nothing', async () => {
    const { sheet, bridge } = hostThatSignsIn(true);
    const call = callAnswering('linked');
    await expect(withOneSignIn(call, bridge, 'linkCarrier')).resolves.toEqual({
      kind: 'done',
      value: 'linked',
    });
    expect(sheet.hostRequest).not.toHaveBeenCalled();
  });

  it('asks the host to sign in on a refusal for want of it, then calls once more', async () => {
    const { sheet, bridge } = hostThatSignsIn(true);
    const call = callAnswering(refusal(), 'linked');
    await expect(withOneSignIn(call, bridge, 'acceptTerms')).resolves.toEqual({
      kind: 'done',
      value: 'linked',
    });
    expect(sheet.hostRequest).toHaveBeenCalledWith('authenticate', { reason: 'acceptTerms' });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('says when the person declines, without calling again', async () => {
    const { bridge } = hostThatSignsIn(false);
    const first = refusal();
    const call = callAnswering(first, 'never');
    await expect(withOneSignIn(call, bridge, 'linkCarrier')).resolves.toEqual({
      kind: 'signInDeclined',
      error: first,
    });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('never asks twice: a second refusal is a failed sign-in', async () => {
    const { sheet, bridge } = hostThatSignsIn(true);
    const second = refusal();
    const call = callAnswering(refusal(), second, 'never');
    const outcome = await withOneSignIn(call, bridge, 'privacyConsent');
    expect(outcome).toEqual({ kind: 'signInFailed', error: second });
    expect(() => valueOrRefusal(outcome)).toThrow(second);
    expect(sheet.hostRequest).toHaveBeenCalledTimes(1);
  });

  it('throws any other failure, before or after signing in', async () => {
    const { bridge } = hostThatSignsIn(true);
    const down = networkFailure();
    await expect(withOneSignIn(callAnswering(down), bridge, 'linkCarrier')).rejects.toBe(down);
    const later = networkFailure();
    await expect(
      withOneSignIn(callAnswering(refusal(), later), bridge, 'linkCarrier'),
    ).rejects.toBe(later);
  });

  it('counts no host as a declined sign-in', async () => {
    fakeSheet({});
    const first = refusal();
    await expect(withOneSignIn(callAnswering(first), undefined, 'linkCarrier')).resolves.toEqual({
      kind: 'signInDeclined',
      error: first,
    });
  });
});
