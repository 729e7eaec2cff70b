export { isValidCnpj, isValidCpf, CNPJ_LENGTH, CPF_LENGTH } from './brazil-tax-ids';
export {
  CHINA_CALLING_CODE,
  CHINA_STOREFRONT,
  COUNTRIES,
  COUNTRY_NAME_ALIASES,
  countryByIso2,
  countryByIso3,
  countryByStorefrontId,
  DEFAULT_STOREFRONT,
  DEFAULT_STOREFRONT_ID,
  iso3ByCountryName,
  KOREA_STOREFRONT,
  storefrontIdByCountry,
  type Country,
  type CountryIso2,
  type CountryIso3,
  type StorefrontId,
} from './countries';
export { iso2ByIso3, ISO2_BY_ISO3, normaliseCountryCode, type Iso3 } from './country-codes';
export { isValueOf } from './enum-guards';
export {
  AccountEligibilityErrorKind,
  AccountType,
  APP_VERSION,
  AUTH_ERROR_STATUS,
  CANCELLED_CODE,
  CarrierStatus,
  ContactType,
  CreateAccountContext,
  DEFAULT_COUNTRY_DIAL_CODE,
  DEFAULT_STORE_DOMAIN,
  isAccountType,
  isCarrierStatus,
  isContactType,
  isCreateAccountContext,
  isPhoneVerificationMode,
  isProductContext,
  isRestrictedSignupKind,
  isUnsupportedAccountType,
  PHONE_DELIVERY_METHOD,
  PHONE_FEATURE_VERSION,
  PhoneVerificationMode,
  ProductContext,
  RestrictedSignupKind,
  STATUS_FAILURE,
  STATUS_SUCCESS,
  UNKNOWN_SERVER_ERROR,
  UnsupportedAccountType,
  VERIFY_SUCCESS_SUBCODE,
  type ResponseStatus,
} from './enums';
export {
  EUROPE_COPYRIGHT_STOREFRONTS,
  hasEuropeCopyright,
  type EuropeCopyrightStorefront,
} from './europe-copyright';
export {
  LANGUAGES_BY_SCRIPT,
  languageScript,
  LanguageScript,
  languagesForStorefront,
  primarySubtag,
  STOREFRONT_LANGUAGES,
  type StorefrontLanguage,
  type StorefrontWithLanguages,
} from './languages';
export {
  CardBrand,
  CardKind,
  isCardBrand,
  isCardKind,
  isChinaCardNetworkKind,
  isPaymentChallengeResultCode,
  isPaymentType,
  isWalletType,
  PaymentChallengeResultCode,
  PaymentType,
  WalletType,
  type ChinaCardNetworkKind,
} from './payments';
export { pathUnderBase, SHEET_BASE_PATH } from './base-path';
export { matchesPattern } from './path-pattern';
export { displayPhoneNumber, isPhoneNumberText } from './phone-text';
export { shortHash } from './short-hash';
export {
  DEFAULT_LANGUAGE,
  languageFor,
  productContextOf,
  readLaunchParams,
  type Device,
  type LaunchParams,
  type Theme,
} from './launch-params';
export {
  applyDocumentLanguage,
  applyPresentation,
  textDirection,
  type TextDirection,
} from './presentation';
export {
  callHeaders,
  clientOf,
  DEFAULT_SERVICE_TIMEOUT_MS,
  isBag,
  encodeParams,
  providerForContext,
  serviceAddress,
  withQuery,
  type Bag,
  type ClientInfo,
  type Params,
} from './service-requests';
export {
  firstCallRequests,
  isFirstCallList,
  type FirstCall,
  type FirstCallRequest,
  type LaunchValueName,
} from './first-calls';
