export {
  bagUrl,
  BagValueMissingError,
  loadBag,
  PROVIDERS,
  providerForContext,
  type Bag,
  type Provider,
} from './bag';
export { callService, requireParams, type ServiceDeps } from './call';
export {
  describeError,
  describeSubCode,
  ERROR_CATALOGUE,
  errorMessageOf,
  type ErrorMessage,
  GENERAL_ERROR,
  MISSING_CAPTCHA_PROVIDER,
  RESEND_TOO_SOON,
  type ErrorAction,
  type ErrorDescription,
} from './catalogue';
export { assertSuccess, isEnvelope, type Envelope } from './envelope';
export {
  missingDependenciesError,
  missingFromStateError,
  missingParametersError,
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
  DEFAULT_TIMEOUT_MS,
  encodeParams,
  type HostHttp,
  type HttpRequest,
  type HttpResponse,
  type Params,
  type Transport,
  type TransportOptions,
} from './transport';
export { mapValidationResults, type MappedValidation } from './validation';
export {
  loadCreateAccountFields,
  loadCreateAccountOptions,
  validateCredentials,
  validateFields,
  type CreateAccountFields,
  type CreateAccountOptions,
  type ServerField,
} from './calls/account';
export {
  generateEmailCode,
  generatePhoneCode,
  validateEmailCode,
  validatePhoneCode,
} from './calls/codes';
export {
  buildCreateAccountForm,
  createAccount,
  splitPhoneNumber,
  type CaptchaData,
  type SplitPhoneNumber,
  type CreateAccountRequest,
  type CreateAccountResult,
} from './calls/create-account';
export { displayPhoneNumber, isPhoneNumberText, phoneDigits } from './calls/phone-text';
export {
  formValue,
  formValuesToParams,
  type FieldValue,
  type FormValues,
} from './calls/form-values';
export {
  getChannelOfferParams,
  linkCarrier,
  linkChannelSubscription,
  sendChannelSms,
  verifyChannelSms,
  type ChannelLinkOutcome,
  type ChannelOffer,
  type HostDialog,
} from './calls/linking';
export { activeExperiments } from './calls/experiments';
export {
  getExperimentConfig,
  NOISE_MESSAGES,
  reportError,
  reportMetrics,
  withoutSecrets,
  type ErrorReport,
  type Experiment,
  type MetricsEvent,
} from './calls/telemetry';
export {
  checkTerms,
  getTerms,
  givePrivacyConsent,
  isPrivacyConsentRequired,
  marketingOptInFromServer,
  withdrawPrivacyConsent,
  type Terms,
} from './calls/terms-privacy';
export { DEFAULT_MAX_TEXT_LENGTH, hasHiddenFormatting, isTooLong, textLength } from './text-rules';
