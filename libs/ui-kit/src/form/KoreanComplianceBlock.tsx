import { CheckboxField } from './CheckboxField';
import type { FieldValue, FormFieldEntity } from './field-entity';

type KoreanComplianceBlockProps = {
  title: string;
  /** separate consents to collection and to transfer, or one combined privacy consent */
  consents:
    { collection: FormFieldEntity; transfer: FormFieldEntity } | { privacy: FormFieldEntity };
  values: Readonly<Record<string, FieldValue>>;
  onChange: (id: string, value: FieldValue) => void;
  cloudTermsUrl: string;
  cloudTermsLinkText: string;
  disabled?: boolean;
};

/** The Korean storefront's required consents (spec §2) and the secondary cloud terms link. */
export function KoreanComplianceBlock(props: KoreanComplianceBlockProps) {
  const fields =
    'privacy' in props.consents
      ? [props.consents.privacy]
      : [props.consents.collection, props.consents.transfer];
  return (
    <fieldset className="sk-compliance">
      <legend className="sk-compliance__title">{props.title}</legend>
      {fields.map((field) => (
        <CheckboxField
          key={field.id}
          field={{ required: true, ...field }}
          value={props.values[field.id] ?? field.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      ))}
      <a className="sk-link" href={props.cloudTermsUrl} target="_blank" rel="noreferrer">
        {props.cloudTermsLinkText}
      </a>
    </fieldset>
  );
}
