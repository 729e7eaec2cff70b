import {
  AUTH_ERROR_STATUS,
  CANCELLED_CODE,
  UNKNOWN_SERVER_ERROR,
  VERIFY_SUCCESS_SUBCODE,
} from '@sheet/reference';
import { ServiceError, ServiceErrorKind } from './service-error';

/** What the sheet does about an error, besides showing its text. */
type ErrorAction =
  /** `stop`: nothing on this screen can change it; the flow ends with the message and Close */
  'show' | 'showServerMessage' | 'reauthenticate' | 'clearSession' | 'ignore' | 'stop';

type ErrorDescription = {
  /** key in the `services` i18n namespace */
  i18nKey: string;
  action: ErrorAction;
  /** values for @@name@@ placeholders of the text */
  params?: Record<string, string>;
  /** the service's own text, for action showServerMessage */
  serverMessage?: string;
};

const show = (i18nKey: string): ErrorDescription => ({ i18nKey, action: 'show' });
const stop = (i18nKey: string): ErrorDescription => ({ i18nKey, action: 'stop' });

/** The key (and message) of the error a captcha-guarded call raises with no one to ask (spec §5). */
export const MISSING_CAPTCHA_PROVIDER = 'missing getCaptchaData';
const reauthenticate: ErrorDescription = { i18nKey: 'signInRequired', action: 'reauthenticate' };
const sessionExpired: ErrorDescription = { i18nKey: 'sessionExpired', action: 'clearSession' };

/** Every error key of spec §8 (and the emulator's email/phone twins) and what it means to a person. */
export const ERROR_CATALOGUE: Readonly<Record<string, ErrorDescription>> = {
  SmsSendingAttemptExceedsLimitKey: show('maxAttemptsExceeded'),
  SmsVerifyAttemptExceedsLimitKey: show('maxAttemptsExceeded'),
  SmsVerificationInvalidSessionKey: sessionExpired,
  SmsVerificationSessionExpiredKey: sessionExpired,
  SendSmsInvalidSessionKey: sessionExpired,
  SmsSendingTooFrequentKey: show('sendingTooFrequent'),
  SmsVerificationFailedKey: show('wrongCode'),
  EmailSendingAttemptExceedsLimitKey: show('maxAttemptsExceeded'),
  EmailVerifyAttemptExceedsLimitKey: show('maxAttemptsExceeded'),
  EmailVerificationSessionExpiredKey: sessionExpired,
  EmailVerificationFailedKey: show('wrongCode'),
  PhoneSendingAttemptExceedsLimitKey: show('maxAttemptsExceeded'),
  PhoneVerifyAttemptExceedsLimitKey: show('maxAttemptsExceeded'),
  PhoneVerificationSessionExpiredKey: sessionExpired,
  PhoneSendingTooFrequentKey: show('sendingTooFrequent'),
  PhoneVerificationFailedKey: show('wrongCode'),
  Authentication: reauthenticate,
  'MZFinance.TermsCheckLoginRequired': reauthenticate,
  'MZCommerce.NoAuthorization': reauthenticate,
  MEDIA_LINK_INVALID_SESSION: show('linkExpired'),
  'MZCommerce.HardBundleAlreadyClaimed': stop('bundleAlreadyClaimed'),
  // Accounts of a kind these flows do not support (spec §6).
  NoAccountFound: stop('noAccountFound'),
  IneligibleStorefront: stop('ineligibleStorefront'),
  Unauthorized: stop('accountNotSupported'),
  // Captcha (spec §5): the host shows the challenge; without a host that can, it cannot be done.
  [MISSING_CAPTCHA_PROVIDER]: show('captchaUnavailable'),
  CaptchaFailed: show('captchaFailed'),
  CaptchaCancelled: show('captchaCancelled'),
  CaptchaRequired: show('captchaRequired'),
  [String(AUTH_ERROR_STATUS)]: reauthenticate,
  [String(UNKNOWN_SERVER_ERROR)]: show('unknownServerError'),
  [String(CANCELLED_CODE)]: { i18nKey: 'cancelled', action: 'ignore' },
  Timeout: show('networkError'),
  Network: show('networkError'),
  // The sheet's own notice says it (flow-kit); a caller without one shows the network error.
  Offline: show('networkError'),
};

export const GENERAL_ERROR: ErrorDescription = show('generalError');
/** An email code resend that answered false (spec §8). */
export const RESEND_TOO_SOON: ErrorDescription = show('resendTooSoon');

const CONTACT_SUPPORT_SUBCODE = 5;
const PHONE_CALLS = ['phoneCodeGenerate', 'phoneCodeValidate'];

/** Channel SMS verify subCodes: 5 asks to contact the carrier, others (not success) failed. */
export function describeSubCode(
  subCode: number,
  carrierName: string,
): ErrorDescription | undefined {
  if (subCode < 0 || subCode === VERIFY_SUCCESS_SUBCODE) return undefined;
  const i18nKey = subCode === CONTACT_SUPPORT_SUBCODE ? 'contactSupport' : 'verificationFailed';
  return { i18nKey, action: 'show', params: { carrierName } };
}

/**
 * Whether a server's message is words a person can read: not empty, and not one of the answer's
 * keys or another identifier (a server without a text for a key may send the key itself).
 */
function isReadable(
  message: string | undefined,
  fields: { errorKey?: string; errorMessageKey?: string },
): message is string {
  if (!message?.trim()) return false;
  if (message === fields.errorKey || message === fields.errorMessageKey) return false;
  // An identifier is letters, digits, dots, dashes and underscores only; words have a space or a
  // character no identifier has (a sentence in Chinese or Japanese has no spaces).
  return !/^[\w.-]+$/.test(message.trim());
}

/** Maps any failure to one description: its key, else its status or code, else the general error. */
export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof ServiceError)) return GENERAL_ERROR;
  const { fields } = error;
  for (const key of [
    fields.errorMessageKey,
    fields.errorKey,
    fields.errorType,
    fields.amsErrorCode,
  ]) {
    const entry = key && ERROR_CATALOGUE[key];
    if (entry) return entry;
  }
  if (fields.kind === ServiceErrorKind.missingFromState) return show('missingFromState');
  const byStatus = fields.status !== undefined && ERROR_CATALOGUE[String(fields.status)];
  if (byStatus) return byStatus;
  if (
    fields.kind === ServiceErrorKind.serverError &&
    isReadable(fields.errorMessage, fields) &&
    PHONE_CALLS.includes(fields.call ?? '')
  ) {
    return {
      i18nKey: 'serverMessage',
      action: 'showServerMessage',
      serverMessage: fields.errorMessage,
    };
  }
  return GENERAL_ERROR;
}
