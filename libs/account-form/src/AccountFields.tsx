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
import { localisedCountries, toFieldEntity } from './field-entities';
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

/**
 * The server's fields in the server's order, each drawn by the ui-kit element made for it, for the
 * flow whose store is `store`.
 */
export function AccountFields({ store }: { store: AccountFormStore }) {
  const { t, i18n } = useTranslation(ACCOUNT_FORM_NAMESPACE);
  const text = useMessageText();
  const state = store((current) => current);
  const language = i18n.language;
  // Only a field that takes nothing but a phone number formats as typed: an email typed in the
  // China storefront's "email or phone number" field must keep every character.
  const phoneTyping = usePhoneTyping(state.storefront, phoneOnly(state.query));
  const fields = visibleFields(state.fields, state.privacyConsentRequired);
  const entity = (field: ServerField): FormFieldEntity => toFieldEntity(field, state, t, text);
  const byId = (id: string) => fields.find((field) => field.id === id);
  const onChange = (id: string, value: FieldValue) => changeFieldValue(store, id, value);
  const common = { values: state.values, onChange, disabled: state.waiting };
  const openInHost = (url: string) => {
    const { bridge } = useSheetContext.getState();
    if (bridge) void bridge.request('openUrl', { url }).catch(() => window.open(url, '_blank'));
    else window.open(url, '_blank', 'noreferrer');
  };

  return (
    <>
      {fields.map((field) => {
        const props = { ...common, field: entity(field), value: state.values[field.id] };
        switch (field.id) {
          case STOREFRONT_FIELD:
            return (
              <SelectField
                key={field.id}
                {...props}
                field={{
                  ...props.field,
                  options: localisedCountries(field.options, language),
                }}
              />
            );
          case ACCOUNT_NAME:
          case PASSWORD:
            return (
              <div
                key={field.id}
                onFocus={preloadCredentialsCheck}
                onBlur={() => void validateCredentialsOnLeave(store)}
              >
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
                onChange={(value) => onChange(field.id, value)}
                onValidate={(result) => setBirthdayInvalid(store, !result.ok)}
                locale={language}
                error={props.field.serverErrorMessage ?? props.field.clientErrorMessage}
                required={field.required}
                disabled={state.waiting}
              />
            );
          case AGREED_TO_TERMS:
            return (
              <TermsCheckbox
                key={field.id}
                {...props}
                termsUrl={state.links.terms}
                termsLinkText={t('fields.termsLink')}
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
}
