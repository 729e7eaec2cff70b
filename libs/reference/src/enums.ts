import { isValueOf } from './enum-guards';

/** Value of the `context` query of the create-account field and option calls (spec section 7). */
export const CreateAccountContext = {
  create: 'create',
  // Account creation started from carrier linking: the carrier bundle is linked right after.
  cipCarrier: 'cipCarrier',
} as const;

export type CreateAccountContext = (typeof CreateAccountContext)[keyof typeof CreateAccountContext];

export const isCreateAccountContext = /*#__PURE__*/ isValueOf(CreateAccountContext);

/** Restricted sign-up kinds, sent as `restrictedAccountType` with the create-account calls. */
export const RestrictedSignupKind = {
  restrictedEmailAndroid: 'restrictedEmailAndroid',
  restrictedEmailOptimizedWeb: 'restrictedEmailOptimizedWeb',
  restrictedPhone: 'restrictedPhone',
} as const;

export type RestrictedSignupKind = (typeof RestrictedSignupKind)[keyof typeof RestrictedSignupKind];

export const isRestrictedSignupKind = /*#__PURE__*/ isValueOf(RestrictedSignupKind);

/** How a user is contacted for a verification code. */
export const ContactType = {
  email: 'email',
  phone: 'phone',
} as const;

export type ContactType = (typeof ContactType)[keyof typeof ContactType];

export const isContactType = /*#__PURE__*/ isValueOf(ContactType);

/** What the account name is (the create-account payload's `accountType`). */
export const AccountType = {
  email: 'email',
  phone: 'phone',
} as const;

export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const isAccountType = /*#__PURE__*/ isValueOf(AccountType);

/** Phone verification modes: whether and how a phone number still has to be verified. */
export const PhoneVerificationMode = {
  dontChange: 'dontchange',
  otp: 'otp',
  otpVerified: 'otpVerified',
  sms: 'sms',
  http: 'http',
} as const;

export type PhoneVerificationMode =
  (typeof PhoneVerificationMode)[keyof typeof PhoneVerificationMode];

export const isPhoneVerificationMode = /*#__PURE__*/ isValueOf(PhoneVerificationMode);

/** A carrier bundle's link status (spec section 3); linking sets `eligible` on success. */
export const CarrierStatus = {
  eligible: 'eligible',
  disabled: 'disabled',
  unlinked: 'unlinked',
  cancel: 'cancel',
  needsManualVerification: 'needsManualVerification',
  unknown: 'unknown',
} as const;

export type CarrierStatus = (typeof CarrierStatus)[keyof typeof CarrierStatus];

export const isCarrierStatus = /*#__PURE__*/ isValueOf(CarrierStatus);

/**
 * Account types these flows cannot serve (spec section 6). The spec names them but not their wire
 * values, so the values here are descriptive; map the server's codes onto them at the call site.
 */
export const UnsupportedAccountType = {
  volumePurchaseLicenseBuyerOrManager: 'volumePurchaseLicenseBuyerOrManager',
  volumeEducationOrEnterpriseStoreShopper: 'volumeEducationOrEnterpriseStoreShopper',
  conversionRequired: 'conversionRequired',
  managedAccount: 'managedAccount',
  specialEducationAccount: 'specialEducationAccount',
  securityUpgradeRequired: 'securityUpgradeRequired',
  liteAccount: 'liteAccount',
  dormantAccount: 'dormantAccount',
} as const;

export type UnsupportedAccountType =
  (typeof UnsupportedAccountType)[keyof typeof UnsupportedAccountType];

export const isUnsupportedAccountType = /*#__PURE__*/ isValueOf(UnsupportedAccountType);

/** Why an account cannot go through a flow besides its type (spec section 6). */
export const AccountEligibilityErrorKind = {
  noAccountFound: 'noAccountFound',
  ineligibleStorefront: 'ineligibleStorefront',
  unauthorized: 'unauthorized',
} as const;

export type AccountEligibilityErrorKind =
  (typeof AccountEligibilityErrorKind)[keyof typeof AccountEligibilityErrorKind];

/** Product the sheet was opened for (spec section 1); chooses strings and service hosts. */
export const ProductContext = {
  music: 'music',
  tv: 'tv',
  apps: 'apps',
  podcasts: 'podcasts',
  books: 'books',
  business: 'business',
  education: 'education',
  sharedBusiness: 'sharedBusiness',
  sharedEducation: 'sharedEducation',
} as const;

export type ProductContext = (typeof ProductContext)[keyof typeof ProductContext];

export const isProductContext = /*#__PURE__*/ isValueOf(ProductContext);

// Business constants of spec sections 8 and 9.

/** `subCode` of a successful channel SMS verification; it triggers linking. */
export const VERIFY_SUCCESS_SUBCODE = 1;
/** Response envelope `status` values. */
export const STATUS_SUCCESS = 0;
export const STATUS_FAILURE = -1;
/** Defaults sent with phone code generation and validation. */
export const PHONE_FEATURE_VERSION = 10;
export const PHONE_DELIVERY_METHOD = 20;
export const DEFAULT_COUNTRY_DIAL_CODE = 1;
/** App version reported for the Android platform. */
export const APP_VERSION = '2534.14.0';
export const DEFAULT_STORE_DOMAIN = 'itunes';
/** Status of an authentication error; the flow asks the host to sign in and retries. */
export const AUTH_ERROR_STATUS = 401;
export const UNKNOWN_SERVER_ERROR = 5002;
/** Code of a cancelled operation (spec section 8). */
export const CANCELLED_CODE = 6;

export type ResponseStatus = typeof STATUS_SUCCESS | typeof STATUS_FAILURE;
