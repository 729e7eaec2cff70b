import strings from './locales/en-us.json';
import {
  describeError,
  describeSubCode,
  GENERAL_ERROR,
  RESEND_TOO_SOON,
  ServiceError,
} from './index';
import { ERROR_CATALOGUE } from './catalogue';

const failure = (fields: Partial<ServiceError['fields']>) =>
  new ServiceError('x failed', { kind: 'SERVER_ERROR', ...fields });

describe('error catalogue', () => {
  it.each(Object.entries(ERROR_CATALOGUE))(
    '%s has a text in every language we ship',
    (_key, entry) => {
      expect((strings as Record<string, string>)[entry.i18nKey]).toEqual(expect.any(String));
    },
  );

  it.each([
    ['SmsSendingAttemptExceedsLimitKey', 'maxAttemptsExceeded', 'show'],
    ['SmsVerifyAttemptExceedsLimitKey', 'maxAttemptsExceeded', 'show'],
    ['SmsVerificationInvalidSessionKey', 'sessionExpired', 'clearSession'],
    ['SmsVerificationSessionExpiredKey', 'sessionExpired', 'clearSession'],
    ['SendSmsInvalidSessionKey', 'sessionExpired', 'clearSession'],
    ['SmsSendingTooFrequentKey', 'sendingTooFrequent', 'show'],
    ['SmsVerificationFailedKey', 'wrongCode', 'show'],
    ['Authentication', 'signInRequired', 'reauthenticate'],
    ['MZFinance.TermsCheckLoginRequired', 'signInRequired', 'reauthenticate'],
    ['MZCommerce.NoAuthorization', 'signInRequired', 'reauthenticate'],
    ['MEDIA_LINK_INVALID_SESSION', 'linkExpired', 'show'],
    ['MZCommerce.HardBundleAlreadyClaimed', 'bundleAlreadyClaimed', 'stop'],
    ['NoAccountFound', 'noAccountFound', 'stop'],
    ['IneligibleStorefront', 'ineligibleStorefront', 'stop'],
    ['Unauthorized', 'accountNotSupported', 'stop'],
    ['missing getCaptchaData', 'captchaUnavailable', 'show'],
    ['CaptchaFailed', 'captchaFailed', 'show'],
    ['CaptchaCancelled', 'captchaCancelled', 'show'],
  ])('the spec key %s -> %s (%s)', (key, i18nKey, action) => {
    expect(describeError(failure({ errorMessageKey: key }))).toEqual({ i18nKey, action });
    expect(describeError(failure({ errorKey: key }))).toEqual({ i18nKey, action });
  });

  it('maps 401, 5002 and the cancelled code 6', () => {
    expect(describeError(failure({ status: 401 }))).toMatchObject({ action: 'reauthenticate' });
    expect(describeError(failure({ amsErrorCode: '5002' }))).toMatchObject({
      i18nKey: 'unknownServerError',
    });
    expect(describeError(failure({ status: 6 }))).toMatchObject({ action: 'ignore' });
  });

  it('shows the server message of a failed phone code call', () => {
    expect(
      describeError(
        failure({ call: 'phoneCodeGenerate', errorMessage: 'This number can’t receive messages.' }),
      ),
    ).toEqual({
      i18nKey: 'serverMessage',
      action: 'showServerMessage',
      serverMessage: 'This number can’t receive messages.',
    });
  });

  it('shows a server message in a language written without spaces', () => {
    expect(
      describeError(
        failure({ call: 'phoneCodeGenerate', errorMessage: '此手机号码无法接收短信。' }),
      ),
    ).toMatchObject({ action: 'showServerMessage', serverMessage: '此手机号码无法接收短信。' });
  });

  it('does not show a phone call\'s "message" that is only a key', () => {
    const key = 'MZCommerce.InjectedFault';
    for (const errorMessage of [key, 'PhoneNumberUnreachable', '   ']) {
      expect(
        describeError(failure({ call: 'phoneCodeValidate', errorKey: key, errorMessage })),
      ).toBe(GENERAL_ERROR);
    }
  });

  it('falls back to the general error for anything else', () => {
    expect(describeError(failure({ errorKey: 'SomethingNew' }))).toBe(GENERAL_ERROR);
    expect(describeError(new Error('boom'))).toBe(GENERAL_ERROR);
    expect(describeError(failure({ call: 'termsGet', errorMessage: 'raw server text' }))).toBe(
      GENERAL_ERROR,
    );
    expect(strings.generalError).toBe('Something went wrong. Try again later.');
  });

  it('maps SMS verify subCodes with the carrier name', () => {
    expect(describeSubCode(1, 'Carrier')).toBeUndefined();
    expect(describeSubCode(-1, 'Carrier')).toBeUndefined();
    expect(describeSubCode(5, 'Carrier')).toEqual({
      i18nKey: 'contactSupport',
      action: 'show',
      params: { carrierName: 'Carrier' },
    });
    expect(describeSubCode(0, 'Carrier')).toMatchObject({ i18nKey: 'verificationFailed' });
    expect(describeSubCode(2, 'Carrier')).toMatchObject({ i18nKey: 'verificationFailed' });
    expect(strings[RESEND_TOO_SOON.i18nKey as keyof typeof strings]).toBeDefined();
  });
});
