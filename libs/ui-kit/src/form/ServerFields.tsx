import type { ComponentType } from 'react';
import { CheckboxField } from './CheckboxField';
import type { FieldType, FieldValue, FormFieldEntity } from './field-entity';
import type { FieldProps } from './field-props';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';
import { TextInput } from './TextInput';

const elementByType: Record<FieldType, ComponentType<FieldProps>> = {
  input: TextInput,
  select: SelectField,
  checkbox: CheckboxField,
  radio: RadioGroup,
};

export function ServerField(props: FieldProps) {
  if (props.field.isActive === false) return null;
  const Element = elementByType[props.field.fieldType];
  return <Element {...props} />;
}

type ServerFieldsProps = {
  fields: readonly FormFieldEntity[];
  values: Readonly<Record<string, FieldValue>>;
  onChange: (id: string, value: FieldValue) => void;
  disabled?: boolean;
};

/** A server-driven field list, rendered as it comes (inactive fields left out). */
export function ServerFields({ fields, values, onChange, disabled }: ServerFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <ServerField
          key={field.id}
          field={field}
          value={values[field.id] ?? field.value}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </>
  );
}
