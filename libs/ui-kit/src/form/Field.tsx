import { useId, type ReactNode } from 'react';

export type FieldChromeProps = {
  /** id of the control the label names */
  controlId: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** checkboxes put their label after the control */
  labelAfter?: boolean;
  children: (describedBy: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
};

/**
 * Label, hint and error around one control. The error is tied to the control for assistive
 * technology (aria-invalid and aria-describedby), so it is read with the field, not lost on screen.
 */
export function FieldChrome({
  controlId,
  label,
  hint,
  error,
  required,
  labelAfter,
  children,
}: FieldChromeProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const labelElement = (
    <label className="sk-field__label" htmlFor={controlId}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  return (
    <div
      className={`sk-field${error ? ' sk-field--error' : ''}${labelAfter ? ' sk-field--inline' : ''}`}
    >
      {labelAfter ? null : labelElement}
      {children({
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {labelAfter ? labelElement : null}
      {hint ? (
        <p id={hintId} className="sk-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sk-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
