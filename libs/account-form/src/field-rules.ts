import type { ServerField } from '@sheet/services';
import { CHINA_STOREFRONT, isPhoneNumberText, RestrictedSignupKind } from '@sheet/reference';
import type { AccountFormQuery, AccountType, FieldValue } from './form-state';

export const ACCOUNT_NAME = 'acAccountName';
export const PASSWORD = 'acAccountPassword';
export const STOREFRONT_FIELD = 'addressOfficialCountryCode';
export const AGREED_TO_TERMS = 'agreedToTerms';
export const BIRTHDAY = 'birthday';
export const PIPL_CONSENT = 'piplAppleTermsConsent';
export const KOREAN_CONSENTS = [
  'koreaCollectionConsent',
  'koreaTransferConsent',
  'koreaPrivacyConsent',
] as const;

const TRUE_TEXT = new Set(['1', 'true']);

/** A server value as the form holds it: checkboxes as booleans ("1"/"true" ticked), else text. */
export function initialValue(field: ServerField): FieldValue {
  if (field.fieldType === 'checkbox') return TRUE_TEXT.has(String(field.value ?? '').toLowerCase());
  return field.value ?? '';
}

/**
 * The values for a freshly loaded field list: what the person typed is kept for text fields that
 * are still there, the server's defaults fill the rest. Checkboxes are never carried over: the
 * agreement to terms resets on a storefront change (spec §4), and consents and the marketing
 * default belong to the storefront that asked for them.
 */
export function valuesForFields(
  fields: readonly ServerField[],
  typed: Readonly<Record<string, FieldValue>>,
  storefront: string,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const keep = field.fieldType !== 'checkbox';
    values[field.id] = keep && field.id in typed ? typed[field.id]! : initialValue(field);
  }
  if (STOREFRONT_FIELD in values) values[STOREFRONT_FIELD] = storefront;
  return values;
}

/** Contexts where the account name can only be a phone number (restricted phone accounts). */
export function phoneOnly(query: AccountFormQuery): boolean {
  return (
    query.context === 'cipCarrier' ||
    query.restrictedAccountType === RestrictedSignupKind.restrictedPhone
  );
}

/** Spec §9: a phone number as account name applies only to China (and phone-only contexts). */
export function phoneAllowed(query: AccountFormQuery, storefront: string): boolean {
  return phoneOnly(query) || storefront === CHINA_STOREFRONT;
}

export function accountTypeOf(
  accountName: string,
  query: AccountFormQuery,
  storefront: string,
): AccountType {
  if (phoneOnly(query)) return 'phone';
  if (accountName.includes('@')) return 'email';
  return phoneAllowed(query, storefront) && isPhoneNumberText(accountName) ? 'phone' : 'email';
}

/** The fields the person sees: active ones, and China's consent only when the service wants it. */
export function visibleFields(
  fields: readonly ServerField[],
  privacyConsentRequired: boolean,
): ServerField[] {
  return fields.filter(
    (field) => field.isActive && (field.id !== PIPL_CONSENT || privacyConsentRequired),
  );
}

/** Values as the services take them (spec §3: a map of entries each with id and value). */
export function toFormValues(
  fields: readonly ServerField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, { id: string; value: FieldValue }> {
  return Object.fromEntries(
    fields.map((field) => [field.id, { id: field.id, value: values[field.id] ?? '' }]),
  );
}

export function textValue(values: Readonly<Record<string, FieldValue>>, id: string): string {
  const value = values[id];
  return typeof value === 'string' ? value.trim() : '';
}
