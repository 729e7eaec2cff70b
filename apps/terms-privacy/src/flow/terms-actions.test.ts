import { BridgeCallError } from '@sheet/bridge';
import { fakeSheet, SMS_OFFER, type HostHandlers } from '@sheet/test-support';
import { marketingOptInFromServer } from '@sheet/services';
import { flowMessage } from './flow-messages';
import { acceptTerms, leaveTerms, loadTerms } from './terms-actions';
import { initialTermsState, useTermsStore } from './terms-store';

const state = () => useTermsStore.getState();
const TERMS = { termsVersionId: '42', title: 'Terms', text: '<p>Terms</p>' };
const LOGIN_REQUIRED = {
  status: -1,
  errorKey: 'MZFinance.TermsCheckLoginRequired',
  errorMessageKey: 'MZFinance.TermsCheckLoginRequired',
};
const HOST: HostHandlers = {
  authenticate: async () => ({ authenticated: true }),
  notifyTermsAgreed: async () => ({}),
  invalidateSubscriptionStatus: async () => ({}),
};

/** Services whose terms checks answer one after another (the last repeats). */
function checks(...answers: unknown[]) {
  let next = 0;
  return { termsCheck: () => answers[Math.min(next++, answers.length - 1)] };
}

beforeEach(() => useTermsStore.setState(initialTermsState()));

describe('loadTerms', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('starts the marketing box from the server’s %p as %p', async (value, expected) => {
    const sheet = fakeSheet({
      termsGet: { status: 0, terms: { ...TERMS, marketingOptIn: value } },
    });
    await loadTerms('KOR');
    expect(state().marketing).toBe(expected);
    expect(marketingOptInFromServer(value)).toBe(expected);
    expect(sheet.calls('termsGet').map((r) => r.query)).toEqual([
      { cc: 'KOR', termsType: 'newTermsStatement' },
    ]);
  });

  it('asks for the USA terms when the sheet has no storefront', async () => {
    const sheet = fakeSheet({ termsGet: { status: 0, terms: { ...TERMS, marketingOptIn: 1 } } });
    await loadTerms(undefined);
    expect(sheet.calls('termsGet')[0]!.query).toMatchObject({ cc: 'USA' });
  });
});

describe('acceptTerms', () => {
  beforeEach(() =>
    useTermsStore.setState({ terms: { ...TERMS, marketingOptIn: true }, marketing: false }),
  );

  it('without an offer: checks the version and the marketing choice, tells the host, closes', async () => {
    const sheet = fakeSheet(checks({ status: 0 }), HOST);
    await expect(acceptTerms('USA', undefined)).resolves.toEqual({ kind: 'closed' });
    expect(sheet.calls('termsCheck').map((r) => r.form)).toEqual([
      { accepted: '42', marketing: false, cc: 'USA' },
    ]);
    expect(sheet.hostRequest).toHaveBeenCalledWith('notifyTermsAgreed', {
      agreed: true,
      termsVersionId: '42',
    });
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('with an offer handed over: links it and follows where it leads', async () => {
    const sheet = fakeSheet({ ...checks({ status: 0 }), channelLink: { status: 0 } }, HOST);
    const outcome = await acceptTerms('USA', { offer: SMS_OFFER, storefront: 'usa' });
    expect(outcome).toEqual({ kind: 'closed' });
    expect(sheet.calls('channelLink')).toHaveLength(1);
    expect(sheet.hostRequest).not.toHaveBeenCalledWith('notifyTermsAgreed', expect.anything());
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('login required: signs in through the host once, then checks again', async () => {
    const sheet = fakeSheet(checks(LOGIN_REQUIRED, { status: 0 }), HOST);
    await acceptTerms('USA', undefined);
    expect(sheet.hostRequest).toHaveBeenCalledWith('authenticate', { reason: 'acceptTerms' });
    expect(sheet.calls('termsCheck')).toHaveLength(2);
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('login still required after signing in: says so, no loop', async () => {
    const sheet = fakeSheet(checks(LOGIN_REQUIRED), HOST);
    await acceptTerms('USA', undefined);
    expect(sheet.calls('termsCheck')).toHaveLength(2);
    expect(state().generalErrors).toEqual([flowMessage('errors.signInFailed')]);
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it('sign-in declined: says so and keeps the choice made', async () => {
    const declined = async () => {
      throw new BridgeCallError('authenticate', 'cancelled', 'no');
    };
    const sheet = fakeSheet(checks(LOGIN_REQUIRED), { ...HOST, authenticate: declined });
    useTermsStore.setState({ marketing: true });
    await acceptTerms('USA', undefined);
    expect(state().generalErrors).toEqual([flowMessage('errors.signInDeclined')]);
    expect(state().marketing).toBe(true);
    expect(sheet.calls('termsCheck')).toHaveLength(1);
  });
});

describe('leaveTerms', () => {
  it('tells the host nothing was agreed, then closes', async () => {
    const sheet = fakeSheet({}, HOST);
    await leaveTerms();
    expect(sheet.hostRequest).toHaveBeenCalledWith('notifyTermsAgreed', { agreed: false });
    expect(sheet.closeSheet).toHaveBeenCalledWith('cancelled');
  });
});
