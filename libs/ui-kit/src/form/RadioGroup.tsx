import { useId } from 'react';
import { fieldErrorMessage } from './field-entity';
import type { FieldProps } from './field-props';

/** A set of radios is a fieldset: its legend names the choice, its error is tied to every option. */
export function RadioGroup({ field, value, onChange, disabled }: FieldProps) {
  const errorId = useId();
  const hintId = useId();
  const error = fieldErrorMessage(field);
  const describedBy =
    [field.hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset
      className={`sk-field sk-radio-group${error ? ' sk-field--error' : ''}`}
      aria-describedby={describedBy}
    >
      <legend className="sk-field__label">
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {(field.options ?? []).map((option) => {
        const optionId = `field-${field.id}-${option.value}`;
        return (
          <div key={option.value} className="sk-radio">
            <input
              id={optionId}
              type="radio"
              name={field.id}
              value={option.value}
              checked={value === option.value}
              required={field.required}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(field.id, option.value)}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      {field.hint ? (
        <p id={hintId} className="sk-field__hint">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sk-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
