import { useState, type FormEvent } from 'react';
import {
  BirthdayInput,
  CheckboxField,
  CodeVerificationForm,
  FieldChrome,
  KoreanComplianceBlock,
  NameFields,
  RadioGroup,
  SelectField,
  StickyCallToAction,
  TextInput,
  type FieldValue,
  type FormFieldEntity,
} from '@sheet/ui-kit';
import { useSamples } from './demo';
import { ServerFields, toFormValueMap, type FormValueMap } from './server-fields';
import { EXAMPLE_URL, PiplElement, TermsElement } from './sections';

/** Every value of the form, by field id, before anything is typed. */
function initialFormValues(): Record<string, FieldValue> {
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    country: '',
    phoneNumber: '',
    birthday: '',
    contact: '',
    code: '',
    note: '',
    referral: '',
    marketing: false,
    koreaCollection: false,
    koreaTransfer: false,
    pipl: false,
    terms: false,
  };
}

/**
 * One of each input element in a real <form>; submitting shows the value map the product would
 * send (spec §3: entries of id and value). The TV keyboard test fills it with the D-pad keys.
 */
export function KeyboardForm() {
  const { samples, language } = useSamples();
  const [values, setValues] = useState(initialFormValues);
  const [submitted, setSubmitted] = useState<FormValueMap | null>(null);
  const onChange = (id: string, value: FieldValue) =>
    setValues((current) => ({ ...current, [id]: value }));
  const field = (entity: FormFieldEntity) => ({
    field: entity,
    value: values[entity.id],
    onChange,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(toFormValueMap(values));
  };

  return (
    <section className="gallery-section" id="form" aria-labelledby="form-title">
      <h2 className="gallery-section__title" id="form-title">
        {samples.keyboardForm}
      </h2>
      <p className="gallery-note">{samples.keyboardFormIntro}</p>
      <form className="gallery-form" onSubmit={onSubmit} noValidate aria-labelledby="form-title">
        <NameFields
          firstName={{ id: 'firstName', fieldType: 'input', label: samples.firstName }}
          lastName={{ id: 'lastName', fieldType: 'input', label: samples.lastName }}
          values={values}
          onChange={onChange}
          locale={language}
        />
        <TextInput
          {...field({
            id: 'email',
            fieldType: 'input',
            inputType: 'email',
            label: samples.email,
            autocomplete: 'email',
          })}
        />
        <TextInput
          {...field({
            id: 'password',
            fieldType: 'input',
            inputType: 'password',
            label: samples.password,
            hint: samples.passwordHint,
            autocomplete: 'new-password',
          })}
        />
        <div className="gallery-row">
          <SelectField
            {...field({
              id: 'country',
              fieldType: 'select',
              label: samples.country,
              placeholder: samples.countryPlaceholder,
              options: samples.countries,
            })}
          />
          <TextInput
            {...field({
              id: 'phoneNumber',
              fieldType: 'input',
              inputType: 'tel',
              label: samples.phoneNumber,
              autocomplete: 'tel-national',
            })}
          />
        </div>
        <BirthdayInput
          id="birthday"
          label={samples.birthday}
          value={String(values.birthday ?? '')}
          onChange={(value) => onChange('birthday', value)}
          locale={language}
        />
        <RadioGroup
          {...field({
            id: 'contact',
            fieldType: 'radio',
            label: samples.contact,
            options: samples.contactOptions,
          })}
        />
        <CodeVerificationForm
          value={String(values.code ?? '')}
          onChange={(value) => onChange('code', value)}
          label={samples.code}
          onResend={() => undefined}
          resendAfterSeconds={0}
        />
        <FieldChrome controlId="note" label={samples.note}>
          {(described) => (
            <textarea
              id="note"
              name="note"
              className="sk-input gallery-textarea"
              value={String(values.note ?? '')}
              onChange={(event) => onChange('note', event.target.value)}
              {...described}
            />
          )}
        </FieldChrome>
        <ServerFields
          fields={[{ id: 'referral', fieldType: 'input', label: samples.referral }]}
          values={values}
          onChange={onChange}
        />
        <CheckboxField
          {...field({ id: 'marketing', fieldType: 'checkbox', label: samples.marketing })}
        />
        <KoreanComplianceBlock
          title={samples.korea}
          consents={{
            collection: { id: 'koreaCollection', fieldType: 'checkbox', label: samples.collection },
            transfer: { id: 'koreaTransfer', fieldType: 'checkbox', label: samples.transfer },
          }}
          values={values}
          onChange={onChange}
          cloudTermsUrl={`${EXAMPLE_URL}cloud`}
          cloudTermsLinkText={samples.cloudTerms}
        />
        <PiplElement {...field({ id: 'pipl', fieldType: 'checkbox', label: samples.pipl })} />
        <TermsElement {...field({ id: 'terms', fieldType: 'checkbox', label: samples.terms })} />
        <StickyCallToAction label={samples.submit} submit />
      </form>
      {submitted ? (
        <section className="gallery-submitted" id="submitted" aria-labelledby="submitted-title">
          <h3 id="submitted-title">{samples.submitted}</h3>
          <pre lang="en" dir="ltr">
            {JSON.stringify(submitted, null, 2)}
          </pre>
        </section>
      ) : null}
    </section>
  );
}
