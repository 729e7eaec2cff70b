/** Field and credential rules of account creation (validateFields, validateCredentials, create). */
import {
  consentFieldIds,
  FIELD_MAX_LENGTH,
  fieldMaxLength,
  phoneAllowed,
  phoneOnly,
  profileFields,
  type PageShape,
} from './fields';
import type { AccountType } from './store';

/** validateFields / create result: without `propertyName` it is a general error. */
export interface FieldResult {
  propertyName?: string;
  errorString: string;
  localizedMessage: string;
}

/** validateCredentials result (note `field` / `error`). */
export interface CredentialResult {
  field: 'acAccountName' | 'acAccountPassword';
  error: string;
  localizedMessage: string;
}

export type FormValues = Readonly<Record<string, string | undefined>>;

/** Letters, marks, spaces and `'` `-` `.`; the length is FIELD_MAX_LENGTH's (`TooLong`). */
const NAME = /^[\p{L}\p{M} '.-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Invisible formatting characters refused in account names: bidi controls (U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069) and zero-width characters (U+200B–U+200D, U+FEFF).
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** Whether a value contains a bidi control or zero-width character (account names refuse them). */
export function hasInvisibleFormatting(value: string): boolean {
  return INVISIBLE.test(value);
}

/** Length in characters as the limits count them: Unicode code points (as ajv's `maxLength`). */
function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Whether a value is longer than its field's limit (fields without a limit never are). */
function isTooLong(fieldId: string, value: string): boolean {
  const max = fieldMaxLength(fieldId);
  return max !== undefined && charLength(value) > max;
}

function tooLongMessage(fieldId: string): string {
  return `Use at most ${fieldMaxLength(fieldId) ?? 0} characters.`;
}

const INVISIBLE_MESSAGE =
  'Remove the invisible formatting characters from the email or phone number.';

/** Digits with an optional leading `+`, after removing brackets, hyphens and spaces; 8–15 digits. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?\d{8,15}$/.test(value.replace(/[()\- ]/g, ''));
}

export function isEmail(value: string): boolean {
  return (
    charLength(value) <= FIELD_MAX_LENGTH.acAccountName &&
    !hasInvisibleFormatting(value) &&
    EMAIL.test(value)
  );
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function result(
  propertyName: string | undefined,
  errorString: string,
  message: string,
): FieldResult {
  return propertyName === undefined
    ? { errorString, localizedMessage: message }
    : { propertyName, errorString, localizedMessage: message };
}

/** Age in whole years on `now`, or null when `birthday` is not a real YYYY-MM-DD date. */
function ageOn(birthday: string, now: number): number | null {
  const match = DATE.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const today = new Date(now);
  if (date.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function checkName(id: string, value: string, out: FieldResult[]): void {
  if (!NAME.test(value) || value.trim() === '') {
    const max = fieldMaxLength(id) ?? 0;
    out.push(
      result(id, 'InvalidName', `Use 1 to ${max} letters, spaces and the characters ' - . only.`),
    );
  }
}

/** validateFields rules (also part of account creation). `storefrontKnown` false adds its error. */
export function validateProfile(
  page: PageShape,
  values: FormValues,
  now: number,
  storefrontKnown = true,
): FieldResult[] {
  const out: FieldResult[] = [];
  if (!storefrontKnown) {
    out.push(
      result(
        'addressOfficialCountryCode',
        'UnsupportedStorefront',
        'Choose a supported country or region.',
      ),
    );
  }
  for (const field of profileFields(page)) {
    const value = values[field.id];
    if (field.fieldType === 'checkbox') {
      if (value !== undefined && value !== '0' && value !== '1') {
        out.push(result(field.id, 'InvalidValue', 'This value must be 1 or 0.'));
      }
      continue;
    }
    if (value !== undefined && isTooLong(field.id, value)) {
      out.push(result(field.id, 'TooLong', tooLongMessage(field.id)));
      continue;
    }
    if (field.required && (value === undefined || value.trim() === '')) {
      out.push(result(field.id, 'FieldRequired', 'Fill in this field.'));
      continue;
    }
    if (value === undefined) continue;
    if (field.id === 'firstName' || field.id === 'lastName') checkName(field.id, value, out);
    if (field.id === 'birthday') {
      const age = ageOn(value, now);
      if (age === null) {
        out.push(result('birthday', 'InvalidBirthday', 'Enter a valid date as YYYY-MM-DD.'));
      } else if (age < page.storefront.minAge) {
        out.push(
          result(
            'birthday',
            'TooYoung',
            `You must be at least ${page.storefront.minAge} years old.`,
          ),
        );
      }
    }
  }
  if (values.agreedToTerms !== '1') {
    out.push(result(undefined, 'TermsNotAccepted', 'You must accept the terms.'));
  }
  for (const id of consentFieldIds(page)) {
    if (values[id] !== '1') out.push(result(id, 'ConsentRequired', 'You must give this consent.'));
  }
  return out;
}

export interface CredentialInput {
  accountName: string;
  password: string;
  /** Explicit account type (create); otherwise the page decides what the name may be. */
  accountType?: AccountType | undefined;
  isTaken(accountName: string, type: AccountType): boolean;
}

/** The account type the name is, or null when it is neither an allowed email nor phone number. */
function accountNameType(
  page: PageShape,
  name: string,
  explicit?: AccountType,
): AccountType | null {
  const mustBePhone = explicit === 'phone' || (explicit === undefined && phoneOnly(page));
  const mayBePhone = mustBePhone || (explicit === undefined && phoneAllowed(page));
  if (mustBePhone) return isPhoneNumber(name) ? 'phone' : null;
  if (isEmail(name)) return 'email';
  return mayBePhone && isPhoneNumber(name) ? 'phone' : null;
}

/** validateCredentials rules (also part of account creation). */
export function validateCredentials(page: PageShape, input: CredentialInput): CredentialResult[] {
  const out: CredentialResult[] = [];
  const { accountName, password } = input;
  const name = accountName.trim();
  let type: AccountType | null = null;
  if (isTooLong('acAccountName', accountName)) {
    out.push({
      field: 'acAccountName',
      error: 'TooLong',
      localizedMessage: tooLongMessage('acAccountName'),
    });
  } else if (hasInvisibleFormatting(accountName)) {
    out.push({
      field: 'acAccountName',
      error: 'InvalidCharacters',
      localizedMessage: INVISIBLE_MESSAGE,
    });
  } else if (name === '') {
    out.push({
      field: 'acAccountName',
      error: 'FieldRequired',
      localizedMessage: 'Enter your account name.',
    });
  } else {
    type = accountNameType(page, name, input.accountType);
    if (type === null) {
      const phone = input.accountType === 'phone' || (!input.accountType && phoneOnly(page));
      const either = !phone && !input.accountType && phoneAllowed(page);
      out.push({
        field: 'acAccountName',
        error: phone ? 'InvalidPhoneNumber' : 'InvalidEmail',
        localizedMessage: phone
          ? 'Enter a valid phone number.'
          : either
            ? 'Enter a valid email address or phone number.'
            : 'Enter a valid email address.',
      });
    } else if (input.isTaken(name, type)) {
      out.push({
        field: 'acAccountName',
        error: 'AccountNameTaken',
        localizedMessage: 'An account with this email or phone number already exists.',
      });
    }
  }
  if (isTooLong('acAccountPassword', password)) {
    out.push({
      field: 'acAccountPassword',
      error: 'TooLong',
      localizedMessage: tooLongMessage('acAccountPassword'),
    });
  } else if (password === '') {
    out.push({
      field: 'acAccountPassword',
      error: 'FieldRequired',
      localizedMessage: 'Enter a password.',
    });
  } else if (
    password.length < 8 ||
    !/[A-Z]/.test(password) ||
    !/[a-z]/.test(password) ||
    !/\d/.test(password)
  ) {
    out.push({
      field: 'acAccountPassword',
      error: 'WeakPassword',
      localizedMessage:
        'Use at least 8 characters, with an upper-case letter, a lower-case letter and a number.',
    });
  } else if (name !== '' && password.toLowerCase().includes(name.toLowerCase())) {
    out.push({
      field: 'acAccountPassword',
      error: 'PasswordContainsAccountName',
      localizedMessage: 'Your password can’t contain your email or phone number.',
    });
  }
  return out;
}

/** A credential result in the validateFields shape (create answers one list). */
export function asFieldResult(r: CredentialResult): FieldResult {
  return { propertyName: r.field, errorString: r.error, localizedMessage: r.localizedMessage };
}
