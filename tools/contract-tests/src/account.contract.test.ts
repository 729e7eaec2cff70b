import {
  createAccount,
  describeError,
  generateEmailCode,
  generatePhoneCode,
  loadCreateAccountFields,
  loadCreateAccountOptions,
  validateCredentials,
  validateEmailCode,
  validateFields,
  validatePhoneCode,
  type ValidationResult,
} from '@sheet/services';
import { createSignedInAccount, PASSWORD, personalDetails, values, verifyEmail } from './accounts';
import { SPAWN_TIMEOUT_MS, startEmulator, type RunningEmulator } from './emulator';
import { failureOf } from './failure';

/** The fields validation results name (`propertyName`, or `field`), as the form attaches them. */
const fieldsNamedBy = (results: readonly ValidationResult[]) =>
  results.flatMap((result) => result.propertyName || result.field || []);

let emulator: RunningEmulator;
// A spawned emulator on a busy machine may take longer than jest's 5 s hook default
// (a project's testTimeout does not reach hooks when jest runs every project at once).
beforeAll(async () => {
  emulator = await startEmulator();
}, SPAWN_TIMEOUT_MS);
afterAll(() => emulator?.stop());

describe('create-account fields and options', () => {
  it('serves the USA fields by default, with the required terms checkbox', async () => {
    const fields = await loadCreateAccountFields(emulator.deps, { context: 'create' });
    const ids = fields.fields.map((field) => field.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'addressOfficialCountryCode',
        'acAccountName',
        'acAccountPassword',
        'firstName',
        'lastName',
        'birthday',
        'marketing',
        'agreedToTerms',
      ]),
    );
    expect(fields.fields.find((field) => field.id === 'agreedToTerms')).toMatchObject({
      required: true,
      fieldType: 'checkbox',
    });
    expect(fields.pageUUID).toEqual(expect.any(String));
  });

  it('adds the Korean consents and cloud terms link for KOR, and the privacy consent for CHN', async () => {
    const korea = await loadCreateAccountFields(emulator.deps, {
      context: 'create',
      addressOfficialCountryCode: 'KOR',
    });
    expect(korea.fields.map((field) => field.id)).toEqual(
      expect.arrayContaining(['koreaCollectionConsent', 'koreaTransferConsent']),
    );
    expect(korea.links.cloudTerms).toEqual(expect.any(String));
    const china = await loadCreateAccountFields(emulator.deps, {
      context: 'create',
      addressOfficialCountryCode: 'CHN',
    });
    expect(china.fields.map((field) => field.id)).toContain('piplAppleTermsConsent');
  });

  it('refuses an unknown storefront with a clear key', async () => {
    const error = await failureOf(
      loadCreateAccountFields(emulator.deps, {
        context: 'create',
        addressOfficialCountryCode: 'XYZ',
      }),
    );
    expect(error.fields.errorKey).toBe('UnsupportedStorefront');
  });

  it('lists storefronts with their ids', async () => {
    const options = await loadCreateAccountOptions(emulator.deps, { source: 'contract' });
    expect(options.storefronts).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'USA', storefrontId: 143441 })]),
    );
  });
});

describe('validation', () => {
  it('accepts good details and maps bad ones to field and general errors', async () => {
    await expect(
      validateFields(emulator.deps, personalDetails('ana@example.com')),
    ).resolves.toBeUndefined();
    const error = await failureOf(
      validateFields(
        emulator.deps,
        personalDetails('ana@example.com', {
          birthday: '2020-01-01',
          firstName: '',
          agreedToTerms: false,
        }),
      ),
    );
    expect(error.kind).toBe('SERVER_VALIDATION_ERROR');
    const results = error.fields.validationErrors ?? [];
    expect(fieldsNamedBy(results)).toEqual(expect.arrayContaining(['birthday', 'firstName']));
    expect(results.length).toBeGreaterThanOrEqual(3);
  });

  it('checks credentials: a weak password is an error on the password field', async () => {
    await expect(
      validateCredentials(
        emulator.deps,
        values({ acAccountName: 'new@example.com', acAccountPassword: PASSWORD }),
      ),
    ).resolves.toBeUndefined();
    const error = await failureOf(
      validateCredentials(
        emulator.deps,
        values({ acAccountName: 'new@example.com', acAccountPassword: 'short' }),
      ),
    );
    expect(fieldsNamedBy(error.fields.validationErrors ?? [])).toContain('acAccountPassword');
  });
});

describe('email codes', () => {
  it('verifies with the code sent, and refuses a wrong one', async () => {
    const email = 'codes@example.com';
    const { sent, clientToken } = await generateEmailCode(emulator.deps, { email });
    expect(sent).toBe(true);
    const code = await emulator.latestCode('email', email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const error = await failureOf(
      validateEmailCode(emulator.deps, { email, secretCode: wrong, clientToken: clientToken! }),
    );
    expect(describeError(error).i18nKey).toBe('wrongCode');
    await expect(
      validateEmailCode(emulator.deps, { email, secretCode: code, clientToken: clientToken! }),
    ).resolves.toBeUndefined();
  });

  it('answers false to a resend within 30 s, and sends again after', async () => {
    const email = 'resend@example.com';
    await generateEmailCode(emulator.deps, { email });
    await expect(generateEmailCode(emulator.deps, { email })).resolves.toMatchObject({
      sent: false,
    });
    await emulator.advanceClock(31_000);
    await expect(generateEmailCode(emulator.deps, { email })).resolves.toMatchObject({
      sent: true,
    });
  });
});

describe('email send limit', () => {
  it('refuses a sixth send within 10 minutes', async () => {
    const email = 'limit@example.com';
    for (let send = 1; send <= 5; send += 1) {
      await expect(generateEmailCode(emulator.deps, { email })).resolves.toMatchObject({
        sent: true,
      });
      await emulator.advanceClock(31_000);
    }
    const error = await failureOf(generateEmailCode(emulator.deps, { email }));
    expect(error.fields.errorKey).toBe('EmailSendingAttemptExceedsLimitKey');
    expect(describeError(error).i18nKey).toBe('maxAttemptsExceeded');
  });
});

describe('phone codes', () => {
  it('refuses a wrong phone code', async () => {
    const { phoneId } = await generatePhoneCode(emulator.deps, {
      phoneNumber: '2015550166',
      countryIso3Code: 'USA',
    });
    const code = await emulator.latestCode('phone', '2015550166');
    const error = await failureOf(
      validatePhoneCode(emulator.deps, {
        phoneId,
        phoneSecretCode: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(describeError(error).i18nKey).toBe('wrongCode');
  });

  it('sends a code and validates it; a number that cannot receive shows the server message', async () => {
    const { phoneId } = await generatePhoneCode(emulator.deps, {
      phoneNumber: '2015550123',
      countryIso3Code: 'USA',
    });
    const code = await emulator.latestCode('phone', '2015550123');
    await expect(
      validatePhoneCode(emulator.deps, { phoneId, phoneSecretCode: code }),
    ).resolves.toBeUndefined();
    const error = await failureOf(
      generatePhoneCode(emulator.deps, { phoneNumber: '2015550000', countryIso3Code: 'USA' }),
    );
    expect(describeError(error)).toMatchObject({
      action: 'showServerMessage',
      serverMessage: expect.any(String),
    });
  });
});

describe('create account', () => {
  it('creates a verified email account (v2) and refuses the same name twice', async () => {
    const token = await createSignedInAccount(emulator, 'first@example.com');
    expect(token).toEqual(expect.any(String));
    await verifyEmail(emulator, 'first@example.com');
    const fields = await loadCreateAccountFields(emulator.deps, { context: 'create' });
    const again = createAccount(emulator.deps, {
      values: personalDetails('first@example.com'),
      accountType: 'email',
      platform: 'android-tv',
      context: 'create',
      storefront: 'USA',
      storefrontIso2: 'US',
      pageUUID: fields.pageUUID,
      captchaRequired: false,
      device: { guid: 'tv-guid' },
    });
    const error = await failureOf(again);
    expect(JSON.stringify(error.fields.body)).toContain('AccountNameTaken');
  });

  it('refuses an email account whose address was never verified', async () => {
    const fields = await loadCreateAccountFields(emulator.deps, { context: 'create' });
    const error = await failureOf(
      createAccount(emulator.deps, {
        values: personalDetails('unverified@example.com'),
        accountType: 'email',
        platform: 'android',
        context: 'create',
        storefront: 'USA',
        storefrontIso2: 'US',
        pageUUID: fields.pageUUID,
        captchaRequired: false,
      }),
    );
    expect(error.fields.errorKey).toBe('EmailNotVerified');
  });

  it('creates a phone account with a validated phone code', async () => {
    const { phoneId } = await generatePhoneCode(emulator.deps, {
      phoneNumber: '2015550177',
      countryIso3Code: 'USA',
    });
    const phoneSecretCode = await emulator.latestCode('phone', '2015550177');
    await validatePhoneCode(emulator.deps, { phoneId, phoneSecretCode });
    const fields = await loadCreateAccountFields(emulator.deps, {
      context: 'create',
      restrictedAccountType: 'restrictedPhone',
    });
    const result = await createAccount(emulator.deps, {
      values: personalDetails('(201) 555-0177'),
      accountType: 'phone',
      platform: 'android',
      context: 'create',
      storefront: 'USA',
      storefrontIso2: 'US',
      pageUUID: fields.pageUUID,
      captchaRequired: false,
      restrictedAccountType: 'restrictedPhone',
      phoneVerification: { phoneId, phoneSecretCode },
    });
    expect(result.details).toMatchObject({ accountName: '+12015550177' });
  });

  it('requires a captcha when the service says so', async () => {
    await emulator.control('captcha', { json: { required: true } });
    try {
      const fields = await loadCreateAccountFields(emulator.deps, { context: 'create' });
      expect(fields.captchaRequired).toBe(true);
      await verifyEmail(emulator, 'captcha@example.com');
      const request = {
        values: personalDetails('captcha@example.com'),
        accountType: 'email' as const,
        platform: 'android' as const,
        context: 'create' as const,
        storefront: 'USA',
        storefrontIso2: 'US',
        pageUUID: fields.pageUUID,
        captchaRequired: fields.captchaRequired,
      };
      await expect(createAccount(emulator.deps, request)).rejects.toThrow('missing getCaptchaData');
      await expect(
        createAccount(emulator.deps, {
          ...request,
          getCaptchaData: async () => ({ captchaToken: 'solved' }),
        }),
      ).resolves.toMatchObject({
        details: { accountName: 'captcha@example.com' },
      });
    } finally {
      await emulator.control('captcha', { json: { required: false } });
    }
  });
});
