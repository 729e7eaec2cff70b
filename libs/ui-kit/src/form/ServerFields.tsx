import { memo, type ComponentType } from 'react';
import { CheckboxField } from './CheckboxField';
import type { FieldType } from './field-entity';
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

/** A server field, drawn by the element of its type. Memoised (see TextInput). */
export const ServerField = memo(function ServerField(props: FieldProps) {
  if (props.field.isActive === false) return null;
  const Element = elementByType[props.field.fieldType];
  return <Element {...props} />;
});
