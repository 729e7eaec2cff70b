import {
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
} from './enums';

const sortedValues = (enumeration: Record<string, string>): string[] =>
  Object.values(enumeration).sort();

describe('enumerations of spec section 3', () => {
  it('create-account contexts', () => {
    expect(sortedValues(CreateAccountContext)).toEqual(['cipCarrier', 'create']);
    expect(isCreateAccountContext('cipCarrier')).toBe(true);
    expect(isCreateAccountContext('carrier')).toBe(false);
  });

  it('restricted sign-up kinds', () => {
    expect(sortedValues(RestrictedSignupKind)).toEqual([
      'restrictedEmailAndroid',
      'restrictedEmailOptimizedWeb',
      'restrictedPhone',
    ]);
    expect(isRestrictedSignupKind('restrictedPhone')).toBe(true);
    expect(isRestrictedSignupKind('restrictedEmail')).toBe(false);
  });

  it('contact and account types', () => {
    expect(sortedValues(ContactType)).toEqual(['email', 'phone']);
    expect(sortedValues(AccountType)).toEqual(['email', 'phone']);
    expect(isContactType('phone')).toBe(true);
    expect(isAccountType('email')).toBe(true);
    expect(isAccountType('Email')).toBe(false);
  });

  it('phone verification modes, with dontchange in lower case as sent', () => {
    expect(sortedValues(PhoneVerificationMode)).toEqual(
      ['dontchange', 'otp', 'otpVerified', 'sms', 'http'].sort(),
    );
    expect(isPhoneVerificationMode('dontchange')).toBe(true);
    expect(isPhoneVerificationMode('dontChange')).toBe(false);
  });

  it('carrier statuses', () => {
    expect(sortedValues(CarrierStatus)).toEqual(
      ['eligible', 'disabled', 'unlinked', 'cancel', 'needsManualVerification', 'unknown'].sort(),
    );
    expect(isCarrierStatus('needsManualVerification')).toBe(true);
    expect(isCarrierStatus('linked')).toBe(false);
  });
});

describe('account limits of spec section 6', () => {
  it('lists the eight unsupported account types', () => {
    expect(Object.values(UnsupportedAccountType)).toHaveLength(8);
    expect(isUnsupportedAccountType(UnsupportedAccountType.dormantAccount)).toBe(true);
    expect(isUnsupportedAccountType('email')).toBe(false);
  });

  it('lists the related error kinds', () => {
    expect(sortedValues(AccountEligibilityErrorKind)).toEqual([
      'ineligibleStorefront',
      'noAccountFound',
      'unauthorized',
    ]);
  });
});

describe('ProductContext', () => {
  it('holds the product contexts', () => {
    expect(sortedValues(ProductContext)).toEqual(
      [
        'music',
        'tv',
        'apps',
        'podcasts',
        'books',
        'business',
        'education',
        'sharedBusiness',
        'sharedEducation',
      ].sort(),
    );
    expect(isProductContext('tv')).toBe(true);
    expect(isProductContext('TV')).toBe(false);
  });
});

describe('business constants of spec sections 8 and 9', () => {
  it('have the specified values', () => {
    expect(VERIFY_SUCCESS_SUBCODE).toBe(1);
    expect(STATUS_SUCCESS).toBe(0);
    expect(STATUS_FAILURE).toBe(-1);
    expect(PHONE_FEATURE_VERSION).toBe(10);
    expect(PHONE_DELIVERY_METHOD).toBe(20);
    expect(DEFAULT_COUNTRY_DIAL_CODE).toBe(1);
    expect(APP_VERSION).toBe('2534.14.0');
    expect(DEFAULT_STORE_DOMAIN).toBe('itunes');
    expect(AUTH_ERROR_STATUS).toBe(401);
    expect(UNKNOWN_SERVER_ERROR).toBe(5002);
    expect(CANCELLED_CODE).toBe(6);
  });
});
