/** The create-account form: which fields a page has, by storefront, context and restricted kind. */
import { STOREFRONTS, type Storefront } from './storefronts';

export const CONTEXTS = ['create', 'cipCarrier'] as const;
export type CreateContext = (typeof CONTEXTS)[number];

export const RESTRICTED_ACCOUNT_TYPES = [
  'restrictedEmailAndroid',
  'restrictedEmailOptimizedWeb',
  'restrictedPhone',
] as const;
export type RestrictedAccountType = (typeof RESTRICTED_ACCOUNT_TYPES)[number];

/**
 * The longest value, in characters (Unicode code points), each text field takes: the `maxLength`
 * of its Field and the limit of the `TooLong` validation result. The one place these numbers live.
 */
export const FIELD_MAX_LENGTH = {
  acAccountName: 254,
  acAccountPassword: 128,
  firstName: 64,
  lastName: 64,
} as const;
type LimitedFieldId = keyof typeof FIELD_MAX_LENGTH;

/** The maximum length of a field id, or undefined when the field has none. */
export function fieldMaxLength(id: string): number | undefined {
  return Object.hasOwn(FIELD_MAX_LENGTH, id) ? FIELD_MAX_LENGTH[id as LimitedFieldId] : undefined;
}

export interface Field {
  id: string;
  label: string;
  placeholder?: string;
  hint?: string;
  required: boolean;
  isActive: boolean;
  fieldType: 'input' | 'checkbox' | 'select' | 'radio';
  options?: { value: string; label: string }[];
  autocomplete?: string;
  value?: string;
  /** Text fields with a limit (account name, password, names); never checkboxes, select, birthday. */
  maxLength?: number;
}

/** What decides a page's fields. */
export interface PageShape {
  storefront: Storefront;
  context: CreateContext;
  restrictedAccountType: RestrictedAccountType | null;
}

/** The account name must be a phone number (carrier context, restricted phone accounts). */
export function phoneOnly(page: PageShape): boolean {
  return page.context === 'cipCarrier' || page.restrictedAccountType === 'restrictedPhone';
}

/** A phone number may be the account name. */
export function phoneAllowed(page: PageShape): boolean {
  return phoneOnly(page) || page.storefront.phoneAccountName;
}

/** Required checkboxes (beyond agreedToTerms) that must be `1`, by storefront. */
export function consentFieldIds(page: PageShape): string[] {
  if (page.storefront.code === 'KOR') {
    return page.restrictedAccountType
      ? ['koreaPrivacyConsent']
      : ['koreaCollectionConsent', 'koreaTransferConsent'];
  }
  if (page.storefront.code === 'CHN') return ['piplAppleTermsConsent'];
  return [];
}

const CONSENT_LABELS: Record<string, string> = {
  koreaCollectionConsent: 'I agree to the collection and use of my personal information',
  koreaTransferConsent: 'I agree to the transfer of my personal information abroad',
  koreaPrivacyConsent: 'I agree to the collection, use and transfer of my personal information',
  piplAppleTermsConsent: 'I agree to the processing of my personal information (PIPL)',
};

function accountNameField(page: PageShape): Field {
  if (phoneOnly(page)) {
    return {
      id: 'acAccountName',
      label: 'Phone Number',
      placeholder: '(555) 555-0100',
      required: true,
      isActive: true,
      fieldType: 'input',
      autocomplete: 'tel',
      maxLength: FIELD_MAX_LENGTH.acAccountName,
    };
  }
  const phone = page.storefront.phoneAccountName;
  return {
    id: 'acAccountName',
    label: phone ? 'Email or Phone Number' : 'Email',
    placeholder: 'name@example.com',
    ...(phone ? { hint: 'You can use an email address or a mobile phone number.' } : {}),
    required: true,
    isActive: true,
    fieldType: 'input',
    autocomplete: phone ? 'username' : 'email',
    maxLength: FIELD_MAX_LENGTH.acAccountName,
  };
}

function checkbox(id: string, label: string, required: boolean, value = '0'): Field {
  return { id, label, required, isActive: true, fieldType: 'checkbox', value };
}

function input(id: string, label: string, extra: Partial<Field>): Field {
  return { id, label, required: true, isActive: true, fieldType: 'input', ...extra };
}

/** The fields of a create-account page, in display order. */
export function buildFields(page: PageShape): Field[] {
  const optIn = page.storefront.marketingOptIn;
  return [
    {
      id: 'addressOfficialCountryCode',
      label: 'Country or Region',
      required: true,
      isActive: true,
      fieldType: 'select',
      options: STOREFRONTS.map((s) => ({ value: s.code, label: s.name })),
      value: page.storefront.code,
    },
    accountNameField(page),
    input('acAccountPassword', 'Password', {
      hint: 'At least 8 characters, with an upper-case letter, a lower-case letter and a number.',
      autocomplete: 'new-password',
      maxLength: FIELD_MAX_LENGTH.acAccountPassword,
    }),
    input('firstName', 'First Name', {
      autocomplete: 'given-name',
      maxLength: FIELD_MAX_LENGTH.firstName,
    }),
    input('lastName', 'Last Name', {
      autocomplete: 'family-name',
      maxLength: FIELD_MAX_LENGTH.lastName,
    }),
    input('birthday', 'Birthday', { placeholder: 'YYYY-MM-DD', autocomplete: 'bday' }),
    checkbox(
      'marketing',
      'Get news, special offers and recommendations',
      false,
      optIn === 1 || optIn === 'true' ? '1' : '0',
    ),
    checkbox('agreedToTerms', 'I agree to the Terms and Conditions', true),
    ...consentFieldIds(page).map((id) => checkbox(id, CONSENT_LABELS[id] ?? id, true)),
  ];
}

/** Fields validateFields checks: every field except account name and password. */
export function profileFields(page: PageShape): Field[] {
  return buildFields(page).filter((f) => f.id !== 'acAccountName' && f.id !== 'acAccountPassword');
}
