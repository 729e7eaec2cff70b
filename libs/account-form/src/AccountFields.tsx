import { memo, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheetContext } from '@sheet/sheet-runtime';
import { type ServerField } from '@sheet/services';
import {
  BirthdayInput,
  CheckboxField,
  KoreanComplianceBlock,
  NameFields,
  PrivacyConsent,
  SelectField,
  ServerField as GenericField,
  TermsCheckbox,
  TextInput,
  type FormFieldEntity,
} from '@sheet/ui-kit';
import {
  ACCOUNT_NAME,
  AGREED_TO_TERMS,
  BIRTHDAY,
  KOREAN_CONSENTS,
  PASSWORD,
  phoneOnly,
  PIPL_CONSENT,
  STOREFRONT_FIELD,
  visibleFields,
} from './field-rules';
import { toFieldEntities } from './field-entities';
import {
  changeFieldValue,
  preloadCredentialsCheck,
  setBirthdayInvalid,
  validateCredentialsOnLeave,
} from './form-actions';
import type { AccountFormStore, FieldValue } from './form-state';
import { ACCOUNT_FORM_NAMESPACE } from './strings';
import { useMessageText } from '@sheet/i18n';
import { usePhoneTyping } from './use-phone-typing';

const isKoreanConsent = (id: string) => (KOREAN_CONSENTS as readonly string[]).includes(id);

/** A link in the form: inside the host it opens through it; else (or if that fails) in a tab. */
function openInHost(url: string) {
  const { bridge } = useSheetContext.getState();
  if (bridge) void bridge.request('openUrl', { url }).catch(() => window.open(url, '_blank'));
  else window.open(url, '_blank', 'noreferrer');
}

/**
 * What the fields show, each part taken on its own: the store's other parts (a press's busy flag,
 * the general errors) change without drawing the fields again, which on a TV-class CPU made
 * Continue's press slower (issue 33; the profile is in ADR 0007).
 */
function useFieldsView(store: AccountFormStore) {
  return {
    query: store((state) => state.query),
    storefront: store((state) => state.storefront),
    fields: store((state) => state.fields),
    privacyConsentRequired: store((state) => state.privacyConsentRequired),
    links: store((state) => state.links),
    values: store((state) => state.values),
    clientErrors: store((state) => state.clientErrors),
    serverErrors: store((state) => state.serverErrors),
    fieldsLocked: store((state) => state.fieldsLocked),
    formLoading: store((state) => state.formLoading),
  };
}

/**
 * The server's fields in the server's order, each drawn by the ui-kit element made for it, for the
 * flow whose store is `store`. What each element gets stays the same object until what it shows
 * changes (the entities, the callbacks), and the elements are memoised: a key typed in one field
 * draws that field alone, not the whole form (issue 33).
 */
export const AccountFields = memo(function AccountFields({ store }: { store: AccountFormStore }) {
  const { t, i18n } = useTranslation(ACCOUNT_FORM_NAMESPACE);
  const text = useMessageText();
  const state = useFieldsView(store);
  const { query, storefront, clientErrors, serverErrors } = state;
  const language = i18n.language;
  // Only a field that takes nothing but a phone number formats as typed: an email typed in the
  // China storefront's "email or phone number" field must keep every character.
  const phoneTyping = usePhoneTyping(storefront, phoneOnly(query));
  const fields = useMemo(
    () => visibleFields(state.fields, state.privacyConsentRequired),
    [state.fields, state.privacyConsentRequired],
  );
  const entities = useMemo(
    () =>
      toFieldEntities(fields, { query, storefront, clientErrors, serverErrors }, t, text, language),
    [fields, query, storefront, clientErrors, serverErrors, t, text, language],
  );
  const entity = (field: ServerField): FormFieldEntity => entities.get(field.id)!;
  const byId = (id: string) => fields.find((field) => field.id === id);
  const onChange = useCallback(
    (id: string, value: FieldValue) => changeFieldValue(store, id, value),
    [store],
  );
  const onBirthday = useCallback((value: string) => onChange(BIRTHDAY, value), [onChange]);
  const onBirthdayChecked = useCallback(
    (result: { ok: boolean }) => setBirthdayInvalid(store, !result.ok),
    [store],
  );
  const onLeaveCredentials = useCallback(() => void validateCredentialsOnLeave(store), [store]);
  // The check on leaving the credentials loads once the fields are on screen: loaded as a box took
  // the focus, its chunk ran inside that key or tap (the D-pad's move onto the email box at 6x CPU:
  // 64–112 ms against about 32 for the other moves, issue 33).
  useEffect(preloadCredentialsCheck, []);
  // Looked up once per language: a lookup costs about 2 ms on a TV-class CPU, at every key typed.
  const termsLinkText = useMemo(() => t('fields.termsLink'), [t]);
  const common = { values: state.values, onChange, disabled: state.fieldsLocked };
  // A field's own props: not the whole `values`, which changes with every key typed anywhere.
  const propsOf = (field: ServerField) => ({
    field: entity(field),
    value: state.values[field.id],
    onChange,
    disabled: state.fieldsLocked,
  });

  return (
    <>
      {fields.map((field) => {
        const props = propsOf(field);
        switch (field.id) {
          case STOREFRONT_FIELD:
            return <SelectField key={field.id} {...props} busy={state.formLoading} />;
          case ACCOUNT_NAME:
          case PASSWORD:
            return (
              <div key={field.id} onBlur={onLeaveCredentials}>
                <TextInput
                  {...props}
                  typing={field.id === ACCOUNT_NAME ? phoneTyping : undefined}
                />
              </div>
            );
          case 'firstName': {
            const lastName = byId('lastName');
            return lastName ? (
              <NameFields
                key={field.id}
                {...common}
                firstName={props.field}
                lastName={entity(lastName)}
                locale={language}
              />
            ) : (
              <TextInput key={field.id} {...props} />
            );
          }
          case 'lastName':
            return byId('firstName') ? null : <TextInput key={field.id} {...props} />;
          case BIRTHDAY:
            return (
              <BirthdayInput
                key={field.id}
                id={`field-${field.id}`}
                label={props.field.label}
                value={typeof props.value === 'string' ? props.value : ''}
                onChange={onBirthday}
                onValidate={onBirthdayChecked}
                locale={language}
                error={props.field.serverErrorMessage ?? props.field.clientErrorMessage}
                required={field.required}
                disabled={state.fieldsLocked}
              />
            );
          case AGREED_TO_TERMS:
            return (
              <TermsCheckbox
                key={field.id}
                {...props}
                termsUrl={state.links.terms}
                termsLinkText={termsLinkText}
                onOpenTerms={openInHost}
              />
            );
          case PIPL_CONSENT:
            return (
              <PrivacyConsent
                key={field.id}
                {...props}
                notice={{
                  id: 'pipl-notice',
                  title: t('privacyNotice.title'),
                  text: t('privacyNotice.text'),
                  linkText: t('privacyNotice.link'),
                  linkUrl: state.links.privacy,
                }}
              />
            );
          default:
            if (isKoreanConsent(field.id)) return koreanBlock(field);
            return field.fieldType === 'checkbox' ? (
              <CheckboxField key={field.id} {...props} />
            ) : (
              <GenericField key={field.id} {...props} />
            );
        }
      })}
    </>
  );

  // The Korean consents render as one block, where the first of them stands in the list.
  function koreanBlock(field: ServerField) {
    const first = fields.find((candidate) => isKoreanConsent(candidate.id));
    if (first?.id !== field.id) return null;
    const privacy = byId('koreaPrivacyConsent');
    const collection = byId('koreaCollectionConsent');
    const transfer = byId('koreaTransferConsent');
    const consents = privacy
      ? { privacy: entity(privacy) }
      : collection && transfer
        ? { collection: entity(collection), transfer: entity(transfer) }
        : undefined;
    if (!consents) return null;
    return (
      <KoreanComplianceBlock
        key="korean-consents"
        {...common}
        title={t('fields.koreaTitle')}
        consents={consents}
        cloudTermsUrl={state.links.cloudTerms ?? state.links.terms}
        cloudTermsLinkText={t('fields.cloudTermsLink')}
      />
    );
  }
});
