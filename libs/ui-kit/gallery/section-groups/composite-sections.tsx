// Sections of the composite elements: names, birthday, terms, Korean consents, privacy, code.
import { useState } from 'react';
import {
  BirthdayInput,
  CodeVerificationForm,
  KoreanComplianceBlock,
  NameFields,
  PrivacyConsent,
  PrivacyNotice,
  TermsCheckbox,
  type FieldProps,
  type FieldValue,
  type FormFieldEntity,
} from '@sheet/ui-kit';
import {
  ElementSection,
  EveryState,
  FieldDemo,
  fieldInState,
  isInactive,
  StateCard,
  useFieldValues,
  useSamples,
  valueInState,
  type State,
} from '../demo';

export const EXAMPLE_URL = 'https://www.example.com/legal/';
const noop = () => undefined;

function NameFieldsDemo({ state, locale }: { state: State; locale: string }) {
  const { samples } = useSamples();
  const suffix = `${state}-${locale}`;
  const firstName: FormFieldEntity = {
    id: `gallery-first-name-${suffix}`,
    fieldType: 'input',
    label: samples.firstName,
    required: true,
    ...(state === 'error' ? { clientError: true, clientErrorMessage: samples.nameError } : {}),
  };
  const lastName: FormFieldEntity = {
    id: `gallery-last-name-${suffix}`,
    fieldType: 'input',
    label: samples.lastName,
    required: true,
  };
  const [values, onChange] = useFieldValues(
    valueInState<Record<string, FieldValue>>(
      state,
      { [firstName.id]: 'Ana', [lastName.id]: 'Lima' },
      { [firstName.id]: '', [lastName.id]: 'Lima' },
      {},
    ),
  );
  return (
    <NameFields
      firstName={firstName}
      lastName={lastName}
      values={values}
      onChange={onChange}
      locale={locale}
      disabled={isInactive(state)}
    />
  );
}

export function NameFieldsSection() {
  const { samples, language } = useSamples();
  return (
    <ElementSection name="NameFields">
      <EveryState render={(state) => <NameFieldsDemo state={state} locale={language} />} />
      <StateCard title={samples.variants.familyFirst}>
        <NameFieldsDemo state="filled" locale="ko" />
      </StateCard>
    </ElementSection>
  );
}

function BirthdayDemo({ state }: { state: State }) {
  const { samples, language } = useSamples();
  const [value, setValue] = useState(valueInState(state, '1990-03-14', '2020-01-01', ''));
  return (
    <BirthdayInput
      id={`gallery-birthday-${state}`}
      label={samples.birthday}
      value={value}
      onChange={setValue}
      locale={language}
      required
      minimumAge={13}
      error={state === 'error' ? samples.birthdayError : undefined}
      disabled={isInactive(state)}
    />
  );
}

export function BirthdayInputSection() {
  return (
    <ElementSection name="BirthdayInput">
      <EveryState render={(state) => <BirthdayDemo state={state} />} />
    </ElementSection>
  );
}

export function TermsElement(props: FieldProps) {
  const { samples } = useSamples();
  return (
    <TermsCheckbox {...props} termsUrl={`${EXAMPLE_URL}terms`} termsLinkText={samples.termsLink} />
  );
}

export function TermsCheckboxSection() {
  const { samples } = useSamples();
  const base: FormFieldEntity = {
    id: 'gallery-terms',
    fieldType: 'checkbox',
    label: samples.terms,
  };
  return (
    <ElementSection name="TermsCheckbox">
      <EveryState
        render={(state) => (
          <FieldDemo
            Element={TermsElement}
            base={base}
            state={state}
            filled
            wrong={false}
            error={samples.termsError}
          />
        )}
      />
    </ElementSection>
  );
}

function KoreanDemo({ state, combined }: { state: State; combined?: boolean }) {
  const { samples } = useSamples();
  const consent = (id: string, label: string): FormFieldEntity =>
    fieldInState(
      { id: `gallery-kr-${id}`, fieldType: 'checkbox', label },
      state,
      samples.consentError,
    );
  const consents = combined
    ? { privacy: consent('privacy', samples.privacyCombined) }
    : {
        collection: consent('collection', samples.collection),
        transfer: consent('transfer', samples.transfer),
      };
  const ids = Object.values(consents).map((field) => field.id);
  const [values, onChange] = useFieldValues(
    Object.fromEntries(
      ids.map((id, index) => [id, valueInState(state, true, index === 0, false) as FieldValue]),
    ),
  );
  return (
    <KoreanComplianceBlock
      title={samples.korea}
      consents={consents}
      values={values}
      onChange={onChange}
      cloudTermsUrl={`${EXAMPLE_URL}cloud`}
      cloudTermsLinkText={samples.cloudTerms}
      disabled={isInactive(state)}
    />
  );
}

export function KoreanComplianceBlockSection() {
  const { samples } = useSamples();
  return (
    <ElementSection name="KoreanComplianceBlock">
      <EveryState render={(state) => <KoreanDemo state={state} />} />
      <StateCard title={samples.variants.combined}>
        <KoreanDemo state="empty" combined />
      </StateCard>
    </ElementSection>
  );
}

export function PrivacyNoticeSection() {
  const { samples } = useSamples();
  return (
    <ElementSection name="PrivacyNotice">
      <StateCard title={samples.variants.withLink}>
        <PrivacyNotice
          id="gallery-notice-link"
          title={samples.noticeTitle}
          text={samples.noticeText}
          linkText={samples.noticeLink}
          linkUrl={`${EXAMPLE_URL}privacy`}
        />
      </StateCard>
      <StateCard title={samples.variants.noLink}>
        <PrivacyNotice id="gallery-notice" title={samples.noticeTitle} text={samples.noticeText} />
      </StateCard>
    </ElementSection>
  );
}

export function PiplElement(props: FieldProps) {
  const { samples } = useSamples();
  return (
    <PrivacyConsent
      {...props}
      notice={{
        id: `${props.field.id}-notice`,
        title: samples.noticeTitle,
        text: samples.noticeText,
        linkText: samples.noticeLink,
        linkUrl: `${EXAMPLE_URL}privacy`,
      }}
    />
  );
}

export function PrivacyConsentSection() {
  const { samples } = useSamples();
  const base: FormFieldEntity = { id: 'gallery-pipl', fieldType: 'checkbox', label: samples.pipl };
  return (
    <ElementSection name="PrivacyConsent">
      <EveryState
        render={(state) => (
          <FieldDemo
            Element={PiplElement}
            base={base}
            state={state}
            filled
            wrong={false}
            error={samples.consentError}
          />
        )}
      />
    </ElementSection>
  );
}

function CodeDemo({ state }: { state: State }) {
  const { samples } = useSamples();
  const [code, setCode] = useState(valueInState(state, '123456', '654321', ''));
  return (
    <CodeVerificationForm
      value={code}
      onChange={setCode}
      label={samples.code}
      error={state === 'error' ? samples.codeError : undefined}
      attemptsMessage={state === 'error' ? samples.attempts : undefined}
      disabled={state === 'disabled'}
      busy={state === 'busy'}
      onResend={noop}
      // The empty state shows the countdown; the others can resend at once.
      resendAfterSeconds={state === 'empty' ? 30 : 0}
    />
  );
}

export function CodeVerificationFormSection() {
  return (
    <ElementSection name="CodeVerificationForm">
      <EveryState render={(state) => <CodeDemo state={state} />} />
    </ElementSection>
  );
}
