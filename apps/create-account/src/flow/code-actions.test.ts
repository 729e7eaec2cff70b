import { resendEmailCode, resendPhoneCode, verifyEmailCode, verifyPhoneCode } from './code-actions';
import { useCreateAccountStore, type FieldValue } from './create-account-store';
import { CREATED, FLOW_PATHS } from './paths';
import {
  fakeSheet,
  loadedFormState,
  serverField,
  servicesKey,
  storeState as state,
  type HostHandlers,
} from './test-support';

/** The code steps only hand the new account over; every other host request is unavailable. */
const HOST: HostHandlers = { handOverDetails: async () => ({}) };
const CREATED_ANSWER = { status: 0, pageUUID: 'page-2', result: { details: {} } };
const refused = (errorKey: string) => ({ status: -1, errorKey });

/** The details form was sent and a code went to `accountName` by email and by text. */
function codeSent(
  storefront: string,
  accountName: string,
  values: Record<string, FieldValue> = {},
) {
  useCreateAccountStore.setState(
    loadedFormState({
      fields: ['acAccountName', 'acAccountPassword'].map((id) => serverField(id)),
      storefront,
      values: { acAccountName: accountName, acAccountPassword: 'Secret123', ...values },
      email: { email: accountName, clientToken: 'token-1', sentCount: 1, verified: false },
      phone: { number: accountName, phoneId: 'phone-1', sentCount: 1, verified: false },
    }),
  );
}

describe('verifyEmailCode', () => {
  it.each([
    ['wrong code', 'EmailVerificationFailedKey', 'wrongCode', 'token-1'],
    ['expired session', 'EmailVerificationSessionExpiredKey', 'sessionExpired', undefined],
    ['too many tries', 'EmailVerifyAttemptExceedsLimitKey', 'maxAttemptsExceeded', 'token-1'],
  ])(
    'shows its own message under the email code: %s',
    async (_case, errorKey, i18nKey, clientToken) => {
      const { calls } = fakeSheet({ emailCodeValidate: refused(errorKey) }, HOST);
      codeSent('USA', 'ana@example.com');
      await expect(verifyEmailCode('123456')).resolves.toBeUndefined();
      expect(calls('emailCodeValidate').map((r) => r.form)).toEqual([
        { email: 'ana@example.com', secretCode: '123456', clientToken: 'token-1' },
      ]);
      expect(state().serverErrors).toEqual({ secretCode: servicesKey(i18nKey) });
      expect(state().email).toMatchObject({ clientToken, verified: false });
      expect(state().generalErrors).toEqual([]);
    },
  );

  it('creates the account with a right code outside China', async () => {
    const { calls, closeSheet } = fakeSheet(
      {
        emailCodeValidate: { status: 0 },
        createAccountV2: CREATED_ANSWER,
      },
      HOST,
    );
    codeSent('USA', 'ana@example.com');
    useCreateAccountStore.setState({ serverErrors: { secretCode: servicesKey('wrongCode') } });
    await expect(verifyEmailCode('123456')).resolves.toBe(CREATED);
    expect(calls('createAccountV2')).toHaveLength(1);
    expect(closeSheet).toHaveBeenCalledWith('success');
    expect(state()).toMatchObject({ created: true, serverErrors: {} });
    expect(state().email.verified).toBe(true);
  });

  it('asks for a phone number next in China, creating nothing yet', async () => {
    const { calls } = fakeSheet({ emailCodeValidate: { status: 0 } }, HOST);
    codeSent('CHN', 'li@example.cn');
    await expect(verifyEmailCode('123456')).resolves.toBe(FLOW_PATHS.capturePhoneNumber);
    expect(calls('createAccountV2')).toHaveLength(0);
    expect(state().email.verified).toBe(true);
  });

  it('says no code was sent when the session is gone, without a request', async () => {
    const { calls } = fakeSheet({}, HOST);
    codeSent('USA', 'ana@example.com');
    useCreateAccountStore.setState((s) => ({ email: { ...s.email, clientToken: undefined } }));
    await verifyEmailCode('123456');
    expect(calls('emailCodeValidate')).toHaveLength(0);
    expect(state().serverErrors.secretCode).toMatchObject({ i18nKey: 'errors.codeNotSent' });
  });

  it('checks a code once when it is submitted twice at once', async () => {
    const { calls } = fakeSheet({ emailCodeValidate: { status: 0 } }, HOST);
    codeSent('CHN', 'li@example.cn');
    const outcomes = await Promise.all([verifyEmailCode('123456'), verifyEmailCode('123456')]);
    expect(outcomes).toEqual([FLOW_PATHS.capturePhoneNumber, undefined]);
    expect(calls('emailCodeValidate')).toHaveLength(1);
  });
});

describe('resendEmailCode', () => {
  it('tells the person to wait when the service refuses a resend this soon', async () => {
    const { calls } = fakeSheet({ emailCodeGenerate: { status: 0, result: false } }, HOST);
    codeSent('USA', 'ana@example.com');
    await expect(resendEmailCode()).resolves.toBeUndefined();
    expect(calls('emailCodeGenerate').map((r) => r.query)).toEqual([{ email: 'ana@example.com' }]);
    expect(state().generalErrors).toEqual([servicesKey('resendTooSoon')]);
    expect(state().email).toEqual({
      email: 'ana@example.com',
      clientToken: 'token-1',
      sentCount: 1,
      verified: false,
    });
  });

  it('counts a new code, takes its session and clears the last code error', async () => {
    fakeSheet({ emailCodeGenerate: { status: 0, result: true, clientToken: 'token-2' } }, HOST);
    codeSent('USA', 'ana@example.com');
    useCreateAccountStore.setState({ serverErrors: { secretCode: servicesKey('wrongCode') } });
    await resendEmailCode();
    expect(state().email).toMatchObject({ clientToken: 'token-2', sentCount: 2 });
    expect(state().serverErrors).toEqual({});
    expect(state().generalErrors).toEqual([]);
  });
});

describe('phone codes', () => {
  it.each([
    ['wrong code', 'PhoneVerificationFailedKey', 'wrongCode', 'phone-1'],
    ['expired session', 'PhoneVerificationSessionExpiredKey', 'sessionExpired', undefined],
    ['too many tries', 'PhoneVerifyAttemptExceedsLimitKey', 'maxAttemptsExceeded', 'phone-1'],
  ])(
    'shows its own message under the phone code: %s',
    async (_case, errorKey, i18nKey, phoneId) => {
      const { calls } = fakeSheet({ phoneCodeValidate: refused(errorKey) }, HOST);
      codeSent('CHN', '13800138000');
      await expect(verifyPhoneCode('654321')).resolves.toBeUndefined();
      expect(calls('phoneCodeValidate')[0]!.form).toMatchObject({
        phoneId: 'phone-1',
        phoneSecretCode: '654321',
      });
      expect(state().serverErrors).toEqual({ phoneSecretCode: servicesKey(i18nKey) });
      expect(state().phone).toMatchObject({ phoneId, verified: false });
      expect(state().phone.phoneSecretCode).toBeUndefined();
    },
  );

  it('creates a phone account with the code it validated', async () => {
    const { calls } = fakeSheet(
      {
        phoneCodeValidate: { status: 0 },
        createAccountV2: CREATED_ANSWER,
      },
      HOST,
    );
    codeSent('CHN', '13800138000');
    await expect(verifyPhoneCode('654321')).resolves.toBe(CREATED);
    expect(calls('createAccountV2')[0]!.form).toMatchObject({
      accountType: 'phone',
      acAccountName: '+8613800138000',
      phoneId: 'phone-1',
      phoneSecretCode: '654321',
    });
    expect(state().phone).toMatchObject({ verified: true, phoneSecretCode: '654321' });
  });

  it('resends to the number it has, or asks for one', async () => {
    const { calls } = fakeSheet({ phoneCodeGenerate: { status: 0, phoneId: 'phone-2' } }, HOST);
    codeSent('CHN', 'li@example.cn');
    useCreateAccountStore.setState((s) => ({ phone: { ...s.phone, number: '+86 138 0013 8000' } }));
    await expect(resendPhoneCode()).resolves.toBeUndefined();
    expect(calls('phoneCodeGenerate')[0]!.form).toMatchObject({ phoneNumber: '13800138000' });
    expect(state().phone).toMatchObject({ phoneId: 'phone-2', sentCount: 2 });

    useCreateAccountStore.setState((s) => ({ phone: { ...s.phone, number: undefined } }));
    await expect(resendPhoneCode()).resolves.toBe(FLOW_PATHS.capturePhoneNumber);
    expect(calls('phoneCodeGenerate')).toHaveLength(1);
  });
});
