import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertBox,
  BirthdayInput,
  CheckboxField,
  CodeVerificationForm,
  ErrorPanel,
  FieldChrome,
  KoreanComplianceBlock,
  NameFields,
  PageHeader,
  PrivacyConsent,
  PrivacyNotice,
  RadioGroup,
  SelectField,
  ServerField,
  ServerFields,
  Spinner,
  StickyCallToAction,
  TermsCheckbox,
  TextInput,
  UI_KIT_NAMESPACE,
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
} from './demo';

export const EXAMPLE_URL = 'https://www.example.com/legal/';
const noop = () => undefined;

export type GallerySection = {
  /** the section's id in `?section=` */
  name: string;
  /** the kit's exports it shows */
  covers: string[];
  render: () => ReactNode;
};

function PageHeaderSection() {
  const { samples } = useSamples();
  return (
    <ElementSection name="PageHeader">
      <StateCard title={samples.variants.subtitle}>
        <PageHeader title={samples.pageTitle} subtitle={samples.pageSubtitle} />
      </StateCard>
      <StateCard title={samples.variants.titleOnly}>
        <PageHeader title={samples.pageTitle} />
      </StateCard>
    </ElementSection>
  );
}

function AlertBoxSection() {
  const { samples } = useSamples();
  return (
    <ElementSection name="AlertBox">
      <StateCard title={samples.variants.oneMessage}>
        <AlertBox messages={[samples.alertOne, samples.alertOne]} />
      </StateCard>
      <StateCard title={samples.variants.manyMessages}>
        <AlertBox title={samples.alertTitle} messages={[samples.alertOne, samples.alertTwo]} />
      </StateCard>
      <StateCard title={samples.variants.noMessage}>
        <AlertBox messages={[]} />
      </StateCard>
    </ElementSection>
  );
}

function ErrorPanelSection() {
  const { samples } = useSamples();
  const [pressed, setPressed] = useState(0);
  return (
    <ElementSection name="ErrorPanel">
      <StateCard title={samples.variants.retry}>
        {/* The panel takes the focus when it mounts (as on a failed screen). */}
        <ErrorPanel
          title={samples.errorTitle}
          message={samples.errorMessage}
          actionLabel={samples.tryAgain}
          onAction={() => setPressed((count) => count + 1)}
        />
        <p className="gallery-note" aria-live="polite">
          {pressed ? `× ${pressed}` : ''}
        </p>
      </StateCard>
    </ElementSection>
  );
}

function SpinnerSection() {
  const { samples } = useSamples();
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  return (
    <ElementSection name="Spinner">
      <StateCard title={samples.variants.withLabel}>
        <div className="gallery-spinner">
          <Spinner label={t('loading')} />
        </div>
      </StateCard>
    </ElementSection>
  );
}

function TextInputSection() {
  const { samples } = useSamples();
  const base: FormFieldEntity = {
    id: 'gallery-email',
    fieldType: 'input',
    inputType: 'email',
    label: samples.email,
    placeholder: 'name@example.com',
    hint: samples.emailHint,
    required: true,
    autocomplete: 'email',
  };
  return (
    <ElementSection name="TextInput">
      <EveryState
        render={(state) => (
          <FieldDemo
            Element={TextInput}
            base={base}
            state={state}
            filled="ana@example.com"
            wrong="ana@example"
            error={samples.emailError}
          />
        )}
      />
    </ElementSection>
  );
}

function SelectFieldSection() {
  const { samples } = useSamples();
  const base: FormFieldEntity = {
    id: 'gallery-country',
    fieldType: 'select',
    label: samples.country,
    placeholder: samples.countryPlaceholder,
    options: samples.countries,
    required: true,
  };
  return (
    <ElementSection name="SelectField">
      <EveryState
        render={(state) => (
          <FieldDemo
            Element={SelectField}
            base={base}
            state={state}
            filled="KR"
            wrong=""
            error={samples.countryError}
          />
        )}
      />
    </ElementSection>
  );
}

function CheckboxFieldSection() {
  const { samples } = useSamples();
  const base: FormFieldEntity = {
    id: 'gallery-marketing',
    fieldType: 'checkbox',
    label: samples.marketing,
  };
  return (
    <ElementSection name="CheckboxField">
      <EveryState
        render={(state) => (
          <FieldDemo
            Element={CheckboxField}
            base={base}
            state={state}
            filled
            wrong={false}
            error={samples.marketingError}
          />
        )}
      />
    </ElementSection>
  );
}

function RadioGroupSection() {
  const { samples } = useSamples();
  const base: FormFieldEntity = {
    id: 'gallery-contact',
    fieldType: 'radio',
    label: samples.contact,
    options: samples.contactOptions,
    required: true,
  };
  return (
    <ElementSection name="RadioGroup">
      <EveryState
        render={(state) => (
          <FieldDemo
            Element={RadioGroup}
            base={base}
            state={state}
            filled="sms"
            wrong=""
            error={samples.contactError}
          />
        )}
      />
    </ElementSection>
  );
}

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

function NameFieldsSection() {
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

function BirthdayInputSection() {
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

function TermsCheckboxSection() {
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

function KoreanComplianceBlockSection() {
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

function PrivacyNoticeSection() {
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

function PrivacyConsentSection() {
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

function CodeVerificationFormSection() {
  return (
    <ElementSection name="CodeVerificationForm">
      <EveryState render={(state) => <CodeDemo state={state} />} />
    </ElementSection>
  );
}

function serverFieldList(samples: ReturnType<typeof useSamples>['samples'], state: State) {
  const list: FormFieldEntity[] = [
    { id: 'gallery-referral', fieldType: 'input', label: samples.referral },
    {
      id: 'gallery-plan',
      fieldType: 'select',
      label: samples.plan,
      options: samples.plans,
      required: true,
    },
    { id: 'gallery-hidden', fieldType: 'input', label: 'inactive', isActive: false },
  ];
  return list.map((field, index) =>
    fieldInState(field, state, index === 0 ? samples.referralError : samples.countryError),
  );
}

function ServerFieldsDemo({ state }: { state: State }) {
  const { samples } = useSamples();
  const fields = serverFieldList(samples, state);
  const [values, onChange] = useFieldValues(
    valueInState<Record<string, FieldValue>>(
      state,
      { [fields[0]!.id]: 'FRIEND-2026', [fields[1]!.id]: 'family' },
      { [fields[0]!.id]: 'OLD-2019', [fields[1]!.id]: 'family' },
      {},
    ),
  );
  return (
    <ServerFields
      fields={fields}
      values={values}
      onChange={onChange}
      disabled={isInactive(state)}
    />
  );
}

function ServerFieldsSection() {
  const { samples } = useSamples();
  const [plan, setPlan] = useState<FieldValue | undefined>('individual');
  return (
    <ElementSection name="ServerFields">
      <EveryState render={(state) => <ServerFieldsDemo state={state} />} />
      <StateCard title="ServerField">
        <ServerField
          field={{
            id: 'gallery-server-plan',
            fieldType: 'radio',
            label: samples.plan,
            options: samples.plans,
          }}
          value={plan}
          onChange={(_id, value) => setPlan(value)}
        />
      </StateCard>
      <StateCard title={samples.variants.inactive}>
        <ServerField
          field={{ id: 'gallery-server-off', fieldType: 'input', label: 'off', isActive: false }}
          value=""
          onChange={noop}
        />
      </StateCard>
    </ElementSection>
  );
}

function NoteDemo({ state }: { state: State }) {
  const { samples } = useSamples();
  const [note, setNote] = useState(valueInState(state, 'Call after 6 pm.', '', ''));
  const id = `gallery-note-${state}`;
  return (
    <FieldChrome
      controlId={id}
      label={samples.note}
      hint={samples.passwordHint}
      error={state === 'error' ? samples.consentError : undefined}
      required
    >
      {(described) => (
        <textarea
          id={id}
          className="sk-input gallery-textarea"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={isInactive(state)}
          {...described}
        />
      )}
    </FieldChrome>
  );
}

function FieldChromeSection() {
  return (
    <ElementSection name="FieldChrome">
      <EveryState render={(state) => <NoteDemo state={state} />} />
    </ElementSection>
  );
}

function StickyCallToActionSection() {
  const { samples } = useSamples();
  const [pressed, setPressed] = useState(0);
  const onAction = () => setPressed((count) => count + 1);
  const card = (title: string, state: State | undefined, props: object) => (
    <StateCard title={title} state={state}>
      <div className="gallery-sticky-frame">
        <StickyCallToAction label={samples.continue} onAction={onAction} {...props} />
      </div>
    </StateCard>
  );
  return (
    <ElementSection name="StickyCallToAction">
      {card(samples.states.filled, 'filled', {})}
      {card(samples.states.disabled, 'disabled', { disabled: true })}
      {card(samples.states.busy, 'busy', { busy: true, busyLabel: samples.creating })}
      {card(samples.variants.secondary, undefined, {
        secondary: { label: samples.cancel, onAction },
      })}
      <p className="gallery-note" aria-live="polite">
        {pressed ? `× ${pressed}` : ''}
      </p>
    </ElementSection>
  );
}

/** Every section, in the order a screen uses them; `covers` is what each shows of the kit. */
export const SECTIONS: GallerySection[] = [
  { name: 'PageHeader', covers: ['PageHeader'], render: () => <PageHeaderSection /> },
  { name: 'AlertBox', covers: ['AlertBox'], render: () => <AlertBoxSection /> },
  { name: 'ErrorPanel', covers: ['ErrorPanel'], render: () => <ErrorPanelSection /> },
  { name: 'Spinner', covers: ['Spinner'], render: () => <SpinnerSection /> },
  { name: 'TextInput', covers: ['TextInput'], render: () => <TextInputSection /> },
  { name: 'SelectField', covers: ['SelectField'], render: () => <SelectFieldSection /> },
  { name: 'CheckboxField', covers: ['CheckboxField'], render: () => <CheckboxFieldSection /> },
  { name: 'RadioGroup', covers: ['RadioGroup'], render: () => <RadioGroupSection /> },
  { name: 'NameFields', covers: ['NameFields'], render: () => <NameFieldsSection /> },
  { name: 'BirthdayInput', covers: ['BirthdayInput'], render: () => <BirthdayInputSection /> },
  {
    name: 'CodeVerificationForm',
    covers: ['CodeVerificationForm'],
    render: () => <CodeVerificationFormSection />,
  },
  { name: 'TermsCheckbox', covers: ['TermsCheckbox'], render: () => <TermsCheckboxSection /> },
  {
    name: 'KoreanComplianceBlock',
    covers: ['KoreanComplianceBlock'],
    render: () => <KoreanComplianceBlockSection />,
  },
  { name: 'PrivacyNotice', covers: ['PrivacyNotice'], render: () => <PrivacyNoticeSection /> },
  { name: 'PrivacyConsent', covers: ['PrivacyConsent'], render: () => <PrivacyConsentSection /> },
  {
    name: 'ServerFields',
    covers: ['ServerFields', 'ServerField'],
    render: () => <ServerFieldsSection />,
  },
  { name: 'FieldChrome', covers: ['FieldChrome'], render: () => <FieldChromeSection /> },
  {
    name: 'StickyCallToAction',
    covers: ['StickyCallToAction'],
    render: () => <StickyCallToActionSection />,
  },
];
