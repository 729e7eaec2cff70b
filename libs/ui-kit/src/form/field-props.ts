import type { FieldValue, FormFieldEntity } from './field-entity';

/** What every form element takes: the server's field entity, its value and a change callback. */
export type FieldProps = {
  field: FormFieldEntity;
  value: FieldValue | undefined;
  onChange: (id: string, value: FieldValue) => void;
  disabled?: boolean;
};
