// Sections of the single fields and the server-driven field list.
import { useState } from 'react';
import {
  CheckboxField,
  FieldChrome,
  RadioGroup,
  SelectField,
  ServerField,
  TextInput,
  type FieldValue,
  type FormFieldEntity,
} from '@sheet/ui-kit';
import { ServerFields } from '../server-fields';
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
const noop = () => undefined;

export function TextInputSection() {
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

export function SelectFieldSection() {
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

export function CheckboxFieldSection() {
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

export function RadioGroupSection() {
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

export function ServerFieldsSection() {
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

export function FieldChromeSection() {
  return (
    <ElementSection name="FieldChrome">
      <EveryState render={(state) => <NoteDemo state={state} />} />
    </ElementSection>
  );
}
