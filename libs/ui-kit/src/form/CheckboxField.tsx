import type { ReactNode } from 'react';
import { FieldChrome } from './Field';
import { fieldErrorMessage } from './field-entity';
import type { FieldProps } from './field-props';

export function CheckboxField({
  field,
  value,
  onChange,
  disabled,
  after,
}: FieldProps & { after?: ReactNode }) {
  const controlId = `field-${field.id}`;
  return (
    <FieldChrome
      controlId={controlId}
      label={field.label}
      hint={field.hint}
      error={fieldErrorMessage(field)}
      required={field.required}
      labelAfter
    >
      {(described) => (
        <>
          <input
            id={controlId}
            name={field.id}
            className="sk-checkbox"
            type="checkbox"
            checked={value === true}
            required={field.required}
            disabled={disabled}
            onChange={(event) => onChange(field.id, event.target.checked)}
            {...described}
          />
          {after}
        </>
      )}
    </FieldChrome>
  );
}
