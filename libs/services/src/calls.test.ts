import {
  buildCreateAccountForm,
  checkTerms,
  createAccount,
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
  type CreateAccountRequest,
  type FormValues,
} from './index';
import { fakeServices } from './test-support';

const values = (entries: Record<string, string | boolean>): FormValues =>
  Object.fromEntries(Object.entries(entries).map(([id, value]) => [id, { id, value }]));

const MISSING = 'Missing required parameters: ';

describe('parameter rules (checked before anything is sent)', () => {
  const { deps, requests } = fakeServices();
  it.each([
    [
      'loadCreateAccountFields',
      () => loadCreateAccountFields(deps, { context: '' as 'create' }),
      'context',
    ],
    ['validateFields', () => validateFields(deps, {}), 'formValues'],
    ['validateCredentials without values', () => validateCredentials(deps, {}), 'formValues'],
    [
      'validateCredentials without password',
      () => validateCredentials(deps, values({ acAccountName: 'a@b.co' })),
      'acAccountPassword',
    ],
    ['generateEmailCode', () => generateEmailCode(deps, { email: '' }), 'email'],
    [
      'validateEmailCode',
      () => validateEmailCode(deps, { email: 'a@b.co', secretCode: '', clientToken: '' }),
      'secretCode, clientToken',
    ],
    ['generatePhoneCode', () => generatePhoneCode(deps, { phoneNumber: ' ' }), 'phoneNumber'],
    [
      'validatePhoneCode',
      () => validatePhoneCode(deps, { phoneId: '', phoneSecretCode: '' }),
      'phoneId, phoneSecretCode',
    ],
    ['linkCarrier', () => linkCarrier(deps, { guid: '' }), 'guid'],
    [
      'getChannelOfferParams',
      () => getChannelOfferParams(deps, { adamId: '', productCode: '' }),
      'adamId, productCode',
    ],
    [
      'linkChannelSubscription',
      () => linkChannelSubscription(deps, { linkParams: '', productCode: 'P' }),
      'linkParams',
    ],
    [
      'sendChannelSms',
      () => sendChannelSms(deps, { msisdn: '', productCode: '', carrier: '' }),
      'msisdn, productCode, carrier',
    ],
    [
      'verifyChannelSms',
      () => verifyChannelSms(deps, { msisdn: '1', productCode: 'P', otp: '' }),
      'otp',
    ],
    ['checkTerms', () => checkTerms(deps, { accepted: '' }), 'accepted'],
    ['isPrivacyConsentRequired', () => isPrivacyConsentRequired(deps, { cc: '' }), 'cc'],
    ['givePrivacyConsent', () => givePrivacyConsent(deps, { cc: '' }), 'cc'],
    ['withdrawPrivacyConsent', () => withdrawPrivacyConsent(deps, { cc: '' }), 'cc'],
    ['reportMetrics', () => reportMetrics(deps, []), 'events'],
  ])('%s', async (_name, call, missing) => {
    await expect(call()).rejects.toMatchObject({
      kind: 'MISSING_PARAMETERS',
      message: `${MISSING}${missing}`,
    });
    expect(requests).toHaveLength(0);
  });

  it('refuses an unknown create-account context', async () => {
    await expect(
      loadCreateAccountFields(deps, { context: 'other' as 'create' }),
    ).rejects.toMatchObject({ kind: 'UNSUPPORTED_VALUE' });
  });
});

describe('what each call sends', () => {
  it.each([
    [
      'createAccountFields',
      'GET',
      (s: ReturnType<typeof fakeServices>) =>
        loadCreateAccountFields(s.deps, { context: 'cipCarrier', simpleCarrierBundling: true }),
    ],
    [
      'createAccountOptions',
      'GET',
      (s: ReturnType<typeof fakeServices>) => loadCreateAccountOptions(s.deps, { extra: 'x' }),
    ],
    ['termsGet', 'GET', (s: ReturnType<typeof fakeServices>) => getTerms(s.deps)],
    [
      'experimentConfig',
      'GET',
      (s: ReturnType<typeof fakeServices>) => getExperimentConfig(s.deps),
    ],
    [
      'privacyConsentRequired',
      'GET',
      (s: ReturnType<typeof fakeServices>) => isPrivacyConsentRequired(s.deps, { cc: 'CHN' }),
    ],
  ])('%s is a %s', async (bagKey, method, call) => {
    const services = fakeServices({ status: 0, terms: {} });
    await call(services);
    expect(services.last()).toMatchObject({ bagKey, method });
  });

  it('validates fields form-encoded without the credentials, and credentials with only their three values', async () => {
    const { deps, last } = fakeServices();
    const form = values({
      acAccountName: 'a@b.co',
      acAccountPassword: 'Secret123',
      firstName: 'Ana',
      marketing: true,
    });
    await validateFields(deps, form);
    expect(last()).toMatchObject({
      bagKey: 'validateFields',
      method: 'POST',
      form: { firstName: 'Ana', marketing: true },
    });
    expect(last().form).not.toHaveProperty('acAccountPassword');
    await validateCredentials(deps, form, 'page-1');
    expect(last().form).toEqual({
      acAccountName: 'a@b.co',
      acAccountPassword: 'Secret123',
      pageUUID: 'page-1',
    });
  });

  it('sends codes in bodies, never in the URL', async () => {
    const { deps, last } = fakeServices();
    await validateEmailCode(deps, { email: 'a@b.co', secretCode: '123456', clientToken: 'ct' });
    expect(last()).toMatchObject({ method: 'POST', form: { secretCode: '123456' } });
    expect(last().url).not.toContain('123456');
    await verifyChannelSms(deps, { msisdn: '+15550100', productCode: 'P', otp: '654321' });
    expect(last()).toMatchObject({ method: 'POST', json: { otp: '654321' } });
    await validatePhoneCode(deps, { phoneId: 'p1', phoneSecretCode: '111111' });
    expect(last().form).toEqual({
      deliveryMethod: 20,
      featureVersion: 10,
      phoneId: 'p1',
      phoneSecretCode: '111111',
    });
  });

  it('reads the channel link outcome and the offer', async () => {
    const services = fakeServices({
      status: 0,
      action: 'verifyCarrierSms',
      msisdn: '+1555',
      extra: 'ignored',
    });
    await expect(
      linkChannelSubscription(services.deps, { linkParams: 'lp', productCode: 'P' }),
    ).resolves.toEqual({
      action: 'verifyCarrierSms',
      msisdn: '+1555',
      dialog: undefined,
      showChinaSuccess: undefined,
      isFamily: undefined,
      familySuccessUrl: undefined,
    });
    services.answer({ status: 0, offer: { carrierId: 'c', productCode: 'P' } });
    await getChannelOfferParams(services.deps, {
      adamId: '1',
      productCode: 'P',
      storefront: 'usa',
      token: 't',
    });
    expect(services.last().query).toEqual({ a: '1', p: 'P', c: 'usa', t: 't' });
  });

  it('takes terms marketing opt-in from 1 or true, and email resend refusals as sent: false', async () => {
    const services = fakeServices({
      status: 0,
      terms: { termsVersionId: 'v1', marketingOptIn: '1' },
    });
    await expect(getTerms(services.deps)).resolves.toMatchObject({ marketingOptIn: true });
    expect(services.last().query).toEqual({ cc: 'USA', termsType: undefined });
    services.answer({ status: 0, terms: { termsVersionId: 'v1', marketingOptIn: 0 } });
    await expect(getTerms(services.deps, { cc: 'KOR' })).resolves.toMatchObject({
      marketingOptIn: false,
    });
    services.answer({ status: 0, result: false });
    await expect(generateEmailCode(services.deps, { email: 'a@b.co' })).resolves.toEqual({
      sent: false,
      clientToken: undefined,
    });
  });

  it('keeps secrets out of metrics and error reports, and drops known noise', async () => {
    const { deps, last, requests } = fakeServices();
    await reportMetrics(deps, [
      { page: 'Credentials', otp: '123456', password: 'x', eventType: 'page' },
    ]);
    expect(last().json).toEqual({ events: [{ page: 'Credentials', eventType: 'page' }] });
    await expect(reportError(deps, { message: 'Script error.' })).resolves.toBe(false);
    const before = requests.length;
    await reportError(deps, {
      message: 'Failed https://svc.test/v?secretCode=1 x',
      url: 'https://sheet.test/a?t=tok',
    });
    expect(requests.length).toBe(before + 1);
    expect(JSON.stringify(last().json)).not.toMatch(/secretCode|tok/);
  });
});

describe('create account payload rules', () => {
  const base: CreateAccountRequest = {
    values: values({
      acAccountName: 'ana@example.com',
      acAccountPassword: 'Secret123',
      phoneNumber: '5550100',
      agreedToTerms: true,
    }),
    accountType: 'email',
    platform: 'android',
    context: 'create',
    storefront: 'USA',
    storefrontIso2: 'US',
    pageUUID: 'page-1',
    captchaRequired: false,
  };

  it('uses address v3 for android-tv and v2 otherwise', async () => {
    const services = fakeServices({
      status: 0,
      pageUUID: 'page-1',
      result: { details: { dsid: '1' } },
    });
    await expect(createAccount(services.deps, base)).resolves.toEqual({
      pageUUID: 'page-1',
      details: { dsid: '1' },
    });
    expect(services.last().bagKey).toBe('createAccountV2');
    await createAccount(services.deps, { ...base, platform: 'android-tv' });
    expect(services.last().bagKey).toBe('createAccountV3');
  });

  it('an email account drops the phone fields; payment method is none', async () => {
    const form = await buildCreateAccountForm(base);
    expect(form).not.toHaveProperty('phoneNumber');
    expect(form).toMatchObject({
      paymentMethodType: 'none',
      accountType: 'email',
      featureVersion: 10,
      agreedToTerms: true,
    });
  });

  it('a phone account sends the full number as account name and the national number', async () => {
    const form = await buildCreateAccountForm({
      ...base,
      accountType: 'phone',
      values: values({ acAccountName: '(201) 555-0123' }),
      phoneVerification: { phoneId: 'p1', phoneSecretCode: '123456' },
    });
    expect(form).toMatchObject({
      acAccountName: '+12015550123',
      phoneNumber: '2015550123',
      phoneId: 'p1',
      deliveryMethod: 20,
    });
  });

  it('a phone account without a usable number, or a China email account without its office number, is an error', async () => {
    await expect(
      buildCreateAccountForm({
        ...base,
        accountType: 'phone',
        values: values({ acAccountName: '12' }),
      }),
    ).rejects.toThrow('Missing required parameters: phoneNumber');
    const china = { ...base, storefront: 'CHN', storefrontIso2: 'CN' };
    await expect(buildCreateAccountForm(china)).rejects.toThrow(
      'Missing required parameters: phoneOfficeNumber',
    );
    const form = await buildCreateAccountForm({
      ...china,
      values: values({ acAccountName: 'li@example.cn', phoneOfficeNumber: '+86 138 0013 8000' }),
    });
    expect(form.phoneOfficeNumber).toBe('13800138000');
  });

  it("fails with 'missing getCaptchaData' when a captcha is required and nobody provides one", async () => {
    await expect(buildCreateAccountForm({ ...base, captchaRequired: true })).rejects.toMatchObject({
      kind: 'MISSING_DEPENDENCIES',
      message: 'missing getCaptchaData',
    });
    const form = await buildCreateAccountForm({
      ...base,
      captchaRequired: true,
      getCaptchaData: async () => ({ captchaToken: 'c1' }),
    });
    expect(form.captchaToken).toBe('c1');
  });
});
