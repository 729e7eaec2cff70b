import type { TFunction } from 'i18next';
import type { ServerField } from '@sheet/services';
import { iso2ByIso3 } from '@sheet/reference';
import type { FormFieldEntity } from '@sheet/ui-kit';
import { ACCOUNT_NAME, PASSWORD, phoneAllowed, phoneOnly, STOREFRONT_FIELD } from './field-rules';
import type { AccountFormState } from './form-state';
import type { Message } from '@sheet/i18n';

type Translate = (message: Message | undefined) => string | undefined;

/** What a field's entity is drawn from besides the field: the query, the storefront, the messages. */
type EntityState = Pick<AccountFormState, 'query' | 'storefront' | 'clientErrors' | 'serverErrors'>;

/** The form's own words for the fields it knows; another field keeps the server's label. */
function labelKey(field: ServerField, state: EntityState): string | undefined {
  if (field.id === ACCOUNT_NAME) {
    if (phoneOnly(state.query)) return 'fields.phone';
    return phoneAllowed(state.query, state.storefront) ? 'fields.emailOrPhone' : 'fields.email';
  }
  const known = [
    'addressOfficialCountryCode',
    'acAccountPassword',
    'firstName',
    'lastName',
    'birthday',
    'marketing',
    'agreedToTerms',
    'koreaCollectionConsent',
    'koreaTransferConsent',
    'koreaPrivacyConsent',
    'piplAppleTermsConsent',
  ];
  return known.includes(field.id) ? `fields.${field.id}` : undefined;
}

function inputType(field: ServerField, state: EntityState): string | undefined {
  if (field.id === PASSWORD) return 'password';
  if (field.id !== ACCOUNT_NAME) return undefined;
  if (phoneOnly(state.query)) return 'tel';
  return phoneAllowed(state.query, state.storefront) ? 'text' : 'email';
}

function autocomplete(field: ServerField, state: EntityState): string | undefined {
  if (field.id === PASSWORD) return 'new-password';
  if (field.id === ACCOUNT_NAME) return phoneOnly(state.query) ? 'tel' : 'username';
  if (field.id === 'addressOfficialCountryCode') return 'country';
  return field.autocomplete;
}

/** A server field as the ui-kit draws it: the flow's label, its input kind and its errors. */
export function toFieldEntity(
  field: ServerField,
  state: EntityState,
  t: TFunction,
  text: Translate,
): FormFieldEntity {
  const key = labelKey(field, state);
  const clientMessage = text(state.clientErrors[field.id]);
  const serverMessage = text(state.serverErrors[field.id]);
  return {
    id: field.id,
    label: key ? t(key) : field.label,
    placeholder: field.placeholder,
    hint: field.id === PASSWORD ? t('fields.passwordHint') : field.hint,
    required: field.required,
    isActive: field.isActive,
    fieldType: field.fieldType,
    options: field.options,
    inputType: inputType(field, state),
    autocomplete: autocomplete(field, state),
    clientError: Boolean(clientMessage),
    clientErrorMessage: clientMessage,
    serverError: Boolean(serverMessage),
    serverErrorMessage: serverMessage,
  };
}

/**
 * Every field's entity by id, the storefront's options named in the person's language. The form
 * builds them again only when one of these changes, not with each key typed (which changes values
 * alone): its elements are memoised, so a key draws its own field and nothing else (issue 33; the
 * translations and the country names are most of what a field costs to draw).
 */
export function toFieldEntities(
  fields: readonly ServerField[],
  state: EntityState,
  t: TFunction,
  text: Translate,
  language: string,
): ReadonlyMap<string, FormFieldEntity> {
  return new Map(
    fields.map((field) => {
      const entity = toFieldEntity(field, state, t, text);
      if (field.id !== STOREFRONT_FIELD) return [field.id, entity];
      return [field.id, { ...entity, options: localisedCountries(field.options, language) }];
    }),
  );
}

type Options = NonNullable<ServerField['options']>;

const regionNamesByLanguage = new Map<string, Intl.DisplayNames>();

/** The browser's country names in `language`; throws for a language it does not know. */
function regionNames(language: string): Intl.DisplayNames {
  let names = regionNamesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNamesByLanguage.set(language, names);
  }
  return names;
}

/**
 * The browser loads its country names on first use, slowly on a TV (about 60 ms at a quarter of a
 * phone's speed): a form has that done while its fields are on the way, not when it draws them.
 */
export function prepareCountryNames(language: string): void {
  try {
    regionNames(language);
  } catch {
    // The form keeps the server's names.
  }
}

/** Per server option list, its names per language: the form draws again with every key typed. */
const localisedByOptions = new WeakMap<Options, Map<string, Options>>();

/** Country names in the person's language; the server's name when the browser has none. */
export function localisedCountries(
  options: ServerField['options'],
  language: string,
): ServerField['options'] {
  if (!options) return options;
  const byLanguage = localisedByOptions.get(options) ?? new Map<string, Options>();
  localisedByOptions.set(options, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  let names: Intl.DisplayNames;
  try {
    names = regionNames(language);
  } catch {
    return options;
  }
  const localised = options.map((option) => {
    const iso2 = iso2ByIso3(option.value);
    return { value: option.value, label: (iso2 && names.of(iso2)) || option.label };
  });
  byLanguage.set(language, localised);
  return localised;
}
