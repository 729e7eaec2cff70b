import {
  checkTerms,
  createAccount,
  describeError,
  generateEmailCode,
  generatePhoneCode,
  getChannelOfferParams,
  getExperimentConfig,
  getTerms,
  givePrivacyConsent,
  isPrivacyConsentRequired,
  linkCarrier,
  linkChannelSubscription,
  loadCreateAccountFields,
  loadCreateAccountOptions,
  reportError,
  reportMetrics,
  sendChannelSms,
  validateCredentials,
  validateEmailCode,
  validateFields,
  validatePhoneCode,
  verifyChannelSms,
  withdrawPrivacyConsent,
  type ServiceDeps,
} from '@sheet/services';
import { personalDetails, values } from './accounts';
import { SPAWN_TIMEOUT_MS, startEmulator, type RunningEmulator } from './emulator';

let emulator: RunningEmulator;
// A spawned emulator on a busy machine may take longer than jest's 5 s hook default
// (a project's testTimeout does not reach hooks when jest runs every project at once).
beforeAll(async () => {
  emulator = await startEmulator();
}, SPAWN_TIMEOUT_MS);
afterAll(() => emulator?.stop());

/** Each service function, called with valid parameters, and the bag name of its call. */
const calls: Array<[string, (deps: ServiceDeps) => Promise<unknown>]> = [
  ['createAccountFields', (deps) => loadCreateAccountFields(deps, { context: 'create' })],
  ['createAccountOptions', (deps) => loadCreateAccountOptions(deps)],
  ['validateFields', (deps) => validateFields(deps, personalDetails('a@example.com'))],
  [
    'validateCredentials',
    (deps) =>
      validateCredentials(
        deps,
        values({ acAccountName: 'a@example.com', acAccountPassword: 'Sheet2026pass' }),
      ),
  ],
  [
    'createAccountV2',
    (deps) =>
      createAccount(deps, {
        values: personalDetails('a@example.com'),
        accountType: 'email',
        platform: 'android',
        context: 'create',
        storefront: 'USA',
        storefrontIso2: 'US',
        pageUUID: 'p',
        captchaRequired: false,
      }),
  ],
  ['linkCarrier', (deps) => linkCarrier(deps, { guid: 'g' })],
  [
    'channelOfferParams',
    (deps) =>
      getChannelOfferParams(deps, {
        adamId: '1007',
        productCode: 'PLAIN_OFFER',
        storefront: 'usa',
        token: 'demo-token',
      }),
  ],
  [
    'channelLink',
    (deps) => linkChannelSubscription(deps, { linkParams: 'lp', productCode: 'PLAIN_OFFER' }),
  ],
  [
    'channelSendSms',
    (deps) =>
      sendChannelSms(deps, { msisdn: '+12015550100', productCode: 'SMS_OFFER', carrier: 'c' }),
  ],
  [
    'channelVerifySms',
    (deps) =>
      verifyChannelSms(deps, { msisdn: '+12015550100', productCode: 'SMS_OFFER', otp: '123456' }),
  ],
  ['termsGet', (deps) => getTerms(deps)],
  ['termsCheck', (deps) => checkTerms(deps, { accepted: '42' })],
  ['emailCodeGenerate', (deps) => generateEmailCode(deps, { email: 'a@example.com' })],
  [
    'emailCodeValidate',
    (deps) =>
      validateEmailCode(deps, { email: 'a@example.com', secretCode: '123456', clientToken: 'c' }),
  ],
  ['phoneCodeGenerate', (deps) => generatePhoneCode(deps, { phoneNumber: '2015550123' })],
  [
    'phoneCodeValidate',
    (deps) => validatePhoneCode(deps, { phoneId: 'p', phoneSecretCode: '123456' }),
  ],
  ['privacyConsentRequired', (deps) => isPrivacyConsentRequired(deps, { cc: 'CHN' })],
  ['privacyConsent', (deps) => givePrivacyConsent(deps, { cc: 'CHN' })],
  ['privacyDissent', (deps) => withdrawPrivacyConsent(deps, { cc: 'CHN' })],
  ['metricsReport', (deps) => reportMetrics(deps, [{ eventType: 'page' }])],
  ['errorReport', (deps) => reportError(deps, { message: 'Boom' })],
  ['experimentConfig', (deps) => getExperimentConfig(deps)],
];

describe('every service function turns a failing service into a typed, catalogued error', () => {
  afterEach(() => emulator.control('faults', { method: 'DELETE' }));

  it.each(calls)('%s', async (call, invoke) => {
    await emulator.control('faults', {
      json: { call, errorKey: 'SmsVerificationSessionExpiredKey' },
    });
    const failure = await invoke(emulator.deps).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      name: 'ServiceError',
      fields: { call, errorKey: 'SmsVerificationSessionExpiredKey' },
    });
    expect(describeError(failure)).toMatchObject({
      i18nKey: 'sessionExpired',
      action: 'clearSession',
    });
  });
});
