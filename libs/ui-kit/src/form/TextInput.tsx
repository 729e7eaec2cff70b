import { FieldChrome } from './Field';
import { fieldErrorMessage } from './field-entity';
import type { FieldProps } from './field-props';

export function TextInput({ field, value, onChange, disabled }: FieldProps) {
  const controlId = `field-${field.id}`;
  return (
    <FieldChrome
      controlId={controlId}
      label={field.label}
      hint={field.hint}
      error={fieldErrorMessage(field)}
      required={field.required}
    >
      {(described) => (
        <input
          id={controlId}
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
