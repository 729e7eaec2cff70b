import {
  BridgeCallError,
  BridgeUnavailableError,
  type HostBridge,
  type HostRequestName,
} from '@sheet/bridge';
import { useSheetContext } from '@sheet/routing';
import type { HttpRequest, HttpResponse } from '@sheet/services';
import { initialCreateAccountState, useCreateAccountStore } from '../flow/create-account-store';
import { FLOW_PATHS } from '../flow/paths';
import { NAMESPACE } from '../namespace';
import { CAPTURED_NUMBER, prefillPhoneNumber, submitCapturedNumber } from './capture-actions';

const keyOf = (request: HttpRequest) => new URL(request.url).pathname.slice(1);

/** Services answering by bag key; a host whose getPhoneNumber does what the test says. */
function fakeSheet(
  answers: Record<string, unknown>,
  getPhoneNumber?: () => Promise<{ phoneNumber: string | null }>,
) {
  const transport = jest.fn(async (request: HttpRequest): Promise<HttpResponse> => {
    const key = keyOf(request);
    if (!(key in answers)) throw new Error(`unexpected call ${key}`);
    return { httpStatus: 200, body: answers[key] };
  });
  const hostRequest = jest.fn(async (name: HostRequestName) => {
    if (name === 'getPhoneNumber' && getPhoneNumber) return getPhoneNumber();
    throw new BridgeUnavailableError(name);
  });
  const bridge: HostBridge = {
    kind: 'simulator',
    request: hostRequest as unknown as HostBridge['request'],
    onBack: () => () => undefined,
    dispose: () => undefined,
  };
  const paths = new Proxy({} as Record<string, string>, { get: (_t, key) => `/${String(key)}` });
  const hosts = { default: 'https://svc.test', business: '', education: '' };
  useSheetContext.setState({
    services: {
      bag: { hosts: { ...hosts, sharedBusiness: '', sharedEducation: '' }, paths },
      transport,
    },
    ...{ bridge, reportError: jest.fn() },
  });
  const calls = (key: string) =>
    transport.mock.calls.map(([r]) => r).filter((r) => keyOf(r) === key);
  return { calls, transport, hostRequest };
}

const state = () => useCreateAccountStore.getState();
const typed = (text: string) =>
  useCreateAccountStore.setState((s) => ({ values: { ...s.values, [CAPTURED_NUMBER]: text } }));

beforeEach(() => {
  useCreateAccountStore.setState({
    ...initialCreateAccountState(),
    fieldsLoaded: true,
    storefront: 'CHN',
    values: { acAccountName: 'li@example.cn' },
    email: { email: 'li@example.cn', clientToken: 't', sentCount: 1, verified: true },
  });
});

describe('prefillPhoneNumber', () => {
  it('fills an empty number from the host', async () => {
    const { hostRequest } = fakeSheet({}, async () => ({ phoneNumber: '+86 138 0013 8000' }));
    await prefillPhoneNumber();
    expect(hostRequest).toHaveBeenCalledWith('getPhoneNumber', {});
    expect(state().values[CAPTURED_NUMBER]).toBe('+86 138 0013 8000');
    expect(state().values.acAccountName).toBe('li@example.cn');
  });

  it('never writes over what the person typed, before or while the host answers', async () => {
    const { hostRequest } = fakeSheet({}, async () => ({ phoneNumber: '+86 139 0000 0000' }));
    typed('138');
    await prefillPhoneNumber();
    expect(hostRequest).not.toHaveBeenCalled();
    expect(state().values[CAPTURED_NUMBER]).toBe('138');

    typed('');
    const pending = prefillPhoneNumber();
    typed('1380');
    await pending;
    expect(state().values[CAPTURED_NUMBER]).toBe('1380');
  });

  it.each([
    ['declines', () => Promise.reject(new BridgeCallError('getPhoneNumber', 'cancelled', 'no'))],
    ['has no number', async () => ({ phoneNumber: null })],
    ['has no such service', undefined],
  ])('leaves the number empty when the host %s', async (_case, getPhoneNumber) => {
    fakeSheet({}, getPhoneNumber);
    await expect(prefillPhoneNumber()).resolves.toBeUndefined();
    expect(state().values).not.toHaveProperty(CAPTURED_NUMBER);
  });
});

describe('submitCapturedNumber', () => {
  it.each([
    ['', 'errors.FieldRequired'],
    ['call me', 'errors.InvalidPhoneNumber'],
    ['123', 'errors.InvalidPhoneNumber'],
  ])('refuses %j before any request', async (text, i18nKey) => {
    const { transport } = fakeSheet({});
    typed(text);
    await expect(submitCapturedNumber()).resolves.toBeUndefined();
    expect(state().clientErrors).toEqual({ [CAPTURED_NUMBER]: { ns: NAMESPACE, i18nKey } });
    expect(transport).not.toHaveBeenCalled();
  });

  it('sends the phone code to a valid number and goes on to verify it', async () => {
    const { calls } = fakeSheet({ phoneCodeGenerate: { status: 0, phoneId: 'phone-1' } });
    typed('+86 138-0013-8000');
    useCreateAccountStore.setState({
      clientErrors: { [CAPTURED_NUMBER]: { ns: NAMESPACE, i18nKey: 'errors.InvalidPhoneNumber' } },
    });
    await expect(submitCapturedNumber()).resolves.toBe(FLOW_PATHS.verifyPhone);
    expect(calls('phoneCodeGenerate').map((r) => r.form)).toEqual([
      {
        countryDialCode: 86,
        featureVersion: 10,
        phoneNumber: '13800138000',
        countryIso3Code: 'CHN',
      },
    ]);
    expect(state().clientErrors).toEqual({});
    expect(state().phone).toEqual({
      number: '+86 138-0013-8000',
      phoneId: 'phone-1',
      sentCount: 1,
      verified: false,
    });
  });

  it('shows the service’s own words when the number cannot get a code', async () => {
    const message = 'This number cannot receive texts.';
    fakeSheet({ phoneCodeGenerate: { status: -1, errorMessage: message } });
    typed('13800138000');
    await expect(submitCapturedNumber()).resolves.toBeUndefined();
    expect(state().generalErrors).toEqual([{ text: message }]);
    expect(state().phone.phoneId).toBeUndefined();
    expect(state().waiting).toBe(false);
  });
});
