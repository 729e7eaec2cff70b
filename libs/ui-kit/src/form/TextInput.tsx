import { FieldChrome } from './Field';
import { chromeOfField } from './field-entity';
import type { FieldProps } from './field-props';

export function TextInput({ field, value, onChange, disabled }: FieldProps) {
  const chrome = chromeOfField(field);
  return (
    <FieldChrome {...chrome}>
      {(described) => (
        <input
          id={chrome.controlId}
          name={field.id}
          className="sk-input"
          type={field.inputType ?? 'text'}
          value={typeof value === 'string' ? value : ''}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          required={field.required}
          disabled={disabled}
          onChange={(event) => onChange(field.id, event.target.value)}
          {...described}
        />
      )}
    </FieldChrome>
  );
}
