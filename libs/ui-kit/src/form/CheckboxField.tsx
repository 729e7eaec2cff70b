import { memo, type ReactNode } from 'react';
import { FieldChrome } from './Field';
import { chromeOfField } from './field-entity';
import type { FieldProps } from './field-props';

/** A checkbox, its label beside it. Memoised, as every form element (see TextInput). */
export const CheckboxField = memo(function CheckboxField({
  field,
  value,
  onChange,
  disabled,
  below,
}: FieldProps & { below?: ReactNode }) {
  const chrome = chromeOfField(field);
  return (
    <FieldChrome {...chrome} labelAfter below={below}>
      {(described) => (
        <input
          id={chrome.controlId}
          name={field.id}
          className="sk-checkbox"
          type="checkbox"
          checked={value === true}
          required={field.required}
          disabled={disabled}
          onChange={(event) => onChange(field.id, event.target.checked)}
          {...described}
        />
      )}
    </FieldChrome>
  );
});
