import { memo } from 'react';
import { FieldChrome } from './Field';
import { chromeOfField } from './field-entity';
import type { FieldProps } from './field-props';

/**
 * A select of the field's options. Memoised, as every form element (see TextInput). `busy`: what
 * was chosen is being applied (a form loading again for it); the select keeps its focus and value.
 */
export const SelectField = memo(function SelectField({
  field,
  value,
  onChange,
  disabled,
  busy,
}: FieldProps & { busy?: boolean }) {
  const chrome = chromeOfField(field);
  return (
    <FieldChrome {...chrome}>
      {(described) => (
        <select
          id={chrome.controlId}
          name={field.id}
          className="sk-select"
          aria-busy={busy}
          value={typeof value === 'string' ? value : ''}
          required={field.required}
          disabled={disabled}
          autoComplete={field.autocomplete}
          onChange={(event) => onChange(field.id, event.target.value)}
          {...described}
        >
          {field.placeholder || !value ? <option value="">{field.placeholder ?? ''}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldChrome>
  );
});
