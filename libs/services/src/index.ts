export { bagUrl, loadBag, type Bag, type Provider } from './bag';
export { type ServiceDeps } from './call';
export {
  describeError,
  describeSubCode,
  GENERAL_ERROR,
  MISSING_CAPTCHA_PROVIDER,
  RESEND_TOO_SOON,
  type ErrorAction,
  type ErrorDescription,
} from './catalogue';
export { type Envelope } from './envelope';
export {
  missingDependenciesError,
  missingFromStateError,
  ServiceError,
  ServiceErrorKind,
  stripQuery,
  type ServiceErrorFields,
  type ValidationResult,
} from './service-error';
export { registerServiceStrings, SERVICES_NAMESPACE } from './strings';
export {
  clientOf,
  createTransport,
  type ClientInfo,
  type HostHttp,
  type HttpRequest,
  type HttpResponse,
  type Params,
  type Transport,
  type TransportOptions,
} from './transport';
export {
  loadCreateAccountFields,
  loadCreateAccountOptions,
  validateCredentials,
  validateFields,
  type CreateAccountFields,
  type CreateAccountOptions,
  type ServerField,
} from './calls/account';
export type {
  CaptchaData,
  SplitPhoneNumber,
  CreateAccountRequest,
  CreateAccountResult,
} from './calls/create-account';
export {
  buildCreateAccountForm,
  checkTerms,
  createAccount,
  generateEmailCode,
  generatePhoneCode,
  givePrivacyConsent,
  linkCarrier,
  linkChannelSubscription,
  preloadLaterServiceCalls,
  sendChannelSms,
  splitPhoneNumber,
  validateEmailCode,
  validatePhoneCode,
  verifyChannelSms,
  withdrawPrivacyConsent,
} from './calls/on-demand';
export { displayPhoneNumber, isPhoneNumberText } from './calls/phone-text';
export { type FieldValue, type FormValues } from './calls/form-values';
export { getChannelOfferParams, type ChannelOffer } from './calls/channel-offer';
export type { ChannelLinkOutcome, HostDialog } from './calls/linking';
export { activeExperiments } from './calls/experiments';
export {
  getExperimentConfig,
  NOISE_MESSAGES,
  reportError,
  reportMetrics,
  type ErrorReport,
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
