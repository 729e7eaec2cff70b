export { bagUrl, loadBag, type Bag } from './bag';
export { type ServiceDeps } from './call';
export {
  describeError,
  describeSubCode,
  GENERAL_ERROR,
  MISSING_CAPTCHA_PROVIDER,
  RESEND_TOO_SOON,
} from './catalogue';
export {
  isOfflineError,
  localValidationError,
  missingDependenciesError,
  missingFromStateError,
  ServiceError,
  ServiceErrorKind,
  stripQuery,
  type ValidationResult,
} from './service-error';
export { registerServiceStrings, SERVICES_NAMESPACE } from './strings';
export { clientOf, createTransport, type HttpRequest, type HttpResponse } from './transport';
export { sendFirstCalls, shareEarlyAnswers } from './first-calls';
export {
  loadCreateAccountFields,
  loadCreateAccountOptions,
  type CreateAccountFields,
  type CreateAccountOptions,
  type ServerField,
} from './calls/account';
export type { CaptchaData, CreateAccountRequest } from './calls/create-account';
export type { SplitPhoneNumber } from './calls/phone-numbers';
export {
  buildCreateAccountForm,
  checkTerms,
  createAccount,
  formatPhoneNumber,
  generateEmailCode,
  generatePhoneCode,
  givePrivacyConsent,
  linkCarrier,
  linkChannelSubscription,
  phoneTypingRules,
  preloadLaterServiceCalls,
  reportError,
  reportMetrics,
  validateCredentials,
  validateFields,
  sendChannelSms,
  splitPhoneNumber,
  validateEmailCode,
  validatePhoneCode,
  verifyChannelSms,
  withdrawPrivacyConsent,
} from './calls/on-demand';
export { type FieldValue, type FormValues } from './calls/form-values';
export { getChannelOfferParams, type ChannelOffer } from './calls/channel-offer';
export type { HostDialog } from './calls/linking';
export { activeExperiments } from './calls/experiments';
export {
  getExperimentConfig,
  NOISE_MESSAGES,
  type Experiment,
  type MetricsEvent,
} from './calls/telemetry';
export {
  getTerms,
  isPrivacyConsentRequired,
  marketingOptInFromServer,
  type Terms,
} from './calls/terms-privacy';
export { DEFAULT_MAX_TEXT_LENGTH, hasHiddenFormatting, isTooLong } from './text-rules';
