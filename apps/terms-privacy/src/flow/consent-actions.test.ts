import { BridgeCallError } from '@sheet/bridge';
import { fakeSheet, networkError, servicesKey, type HostHandlers } from '@sheet/test-support';
import { choosePrivacyConsent, openPrivacyConsent } from './consent-actions';
import { initialConsentState, usePrivacyConsentStore } from './consent-store';
import { flowMessage } from './flow-messages';

const state = () => usePrivacyConsentStore.getState();
const AUTH = { status: -1, errorKey: 'Authentication', errorType: 'Authentication' };
const HOST: HostHandlers = {
  authenticate: async () => ({ authenticated: true }),
  notifyPrivacyConsent: async () => ({}),
};

beforeEach(() => usePrivacyConsentStore.setState(initialConsentState()));

describe('openPrivacyConsent', () => {
  it('asks whether consent is required, and closes at once when it is not', async () => {
    const sheet = fakeSheet(
      { privacyConsentRequired: { status: 0, isPiplAppleTermsConsentRequired: false } },
      HOST,
    );
    await openPrivacyConsent('CHN', true);
    expect(sheet.calls('privacyConsentRequired').map((r) => r.query)).toEqual([{ cc: 'CHN' }]);
    expect(sheet.hostRequest).toHaveBeenCalledWith('notifyPrivacyConsent', {
      choice: 'notRequired',
    });
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('asks the person when consent is required', async () => {
    const sheet = fakeSheet(
      { privacyConsentRequired: { status: 0, isPiplAppleTermsConsentRequired: true } },
      HOST,
    );
    await openPrivacyConsent('CHN', true);
    expect(state().status).toBe('asking');
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it('asks without checking when the link does not ask to check', async () => {
    const sheet = fakeSheet({}, HOST);
    await openPrivacyConsent('CHN', false);
    expect(state().status).toBe('asking');
    expect(sheet.transport).not.toHaveBeenCalled();
  });

  it('asks anyway when the check fails, with the failure above the question', async () => {
    fakeSheet({ privacyConsentRequired: networkError }, HOST);
    await openPrivacyConsent('CHN', true);
    expect(state()).toMatchObject({
      status: 'asking',
      generalErrors: [servicesKey('networkError')],
      stopped: undefined,
      waiting: false,
    });
  });

  it('says another storefront has nothing to consent to', async () => {
    const sheet = fakeSheet({}, HOST);
    await openPrivacyConsent('USA', true);
    expect(state().status).toBe('unsupported');
    expect(sheet.transport).not.toHaveBeenCalled();
  });
});

describe('choosePrivacyConsent', () => {
  it.each([
    ['consented', 'privacyConsent', 'success'],
    ['dissented', 'privacyDissent', 'cancelled'],
  ] as const)(
    '%s: recorded for the storefront, the host told, the sheet closed',
    async (choice, call, result) => {
      const sheet = fakeSheet({ [call]: { status: 0 } }, HOST);
      await choosePrivacyConsent('CHN', choice);
      expect(sheet.calls(call).map((r) => r.form)).toEqual([{ cc: 'CHN' }]);
      expect(sheet.hostRequest).toHaveBeenCalledWith('notifyPrivacyConsent', { choice });
      expect(sheet.closeSheet).toHaveBeenCalledWith(result);
    },
  );

  it('signs in through the host when the service asks, then records it', async () => {
    let answers = [AUTH, { status: 0 }];
    const sheet = fakeSheet({ privacyConsent: () => answers.shift() }, HOST);
    await choosePrivacyConsent('CHN', 'consented');
    expect(sheet.hostRequest).toHaveBeenCalledWith('authenticate', { reason: 'privacyConsent' });
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
    answers = [];
  });

  it('a declined sign-in keeps the screen, with the reason', async () => {
    const declined = async () => {
      throw new BridgeCallError('authenticate', 'cancelled', 'no');
    };
    const sheet = fakeSheet({ privacyConsent: AUTH }, { ...HOST, authenticate: declined });
    await choosePrivacyConsent('CHN', 'consented');
    expect(state()).toMatchObject({
      generalErrors: [flowMessage('errors.signInDeclined')],
      stopped: undefined,
      waiting: false,
    });
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it.each([
    ['NoAccountFound', 'noAccountFound'],
    ['IneligibleStorefront', 'ineligibleStorefront'],
    ['Unauthorized', 'accountNotSupported'],
  ])('an account of an unsupported kind (%s) stops with its message', async (errorKey, i18nKey) => {
    const sheet = fakeSheet({ privacyConsent: { status: -1, errorKey } }, HOST);
    await choosePrivacyConsent('CHN', 'consented');
    expect(state()).toMatchObject({ stopped: { i18nKey }, generalErrors: [], waiting: false });
    expect(sheet.hostRequest).not.toHaveBeenCalledWith('notifyPrivacyConsent', expect.anything());
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it('any other failure keeps the question, with the message', async () => {
    fakeSheet({ privacyConsent: { status: -1, errorKey: 'SomethingElse' } }, HOST);
    await choosePrivacyConsent('CHN', 'consented');
    expect(state()).toMatchObject({ status: 'asking', stopped: undefined });
    expect(state().generalErrors).toHaveLength(1);
  });
});
