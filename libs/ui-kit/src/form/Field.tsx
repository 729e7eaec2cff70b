import { useId, type ReactNode } from 'react';

type FieldChromeProps = {
  /** id of the control the label names */
  controlId: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** checkboxes put their label beside the control, after it */
  labelAfter?: boolean;
  /** shown under the label, apart from it (e.g. a link to the terms a checkbox agrees to) */
  below?: ReactNode;
  children: (describedBy: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
};

/**
 * Label, hint and error around one control. The error is tied to the control for assistive
 * technology (aria-invalid and aria-describedby), so it is read with the field, not lost on screen.
 *
 * A field whose label sits above its control keeps a line for its error even while it has none:
 * an error that appears when the person leaves the field (a date, a taken name) must not push
 * down the control they are reaching for, or their click lands on something else.
 */
export function FieldChrome({
  controlId,
  label,
  hint,
  error,
  required,
  labelAfter,
  below,
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
      {below}
      <FieldError id={errorId} message={error} reserved={!labelAfter} />
    </div>
  );
}

/**
 * A field's error line. `reserved` keeps its room while there is no error (see FieldChrome), so
 * the form does not move when one appears.
 */
export function FieldError({
  id,
  message,
  reserved,
}: {
  id: string;
  message: string | undefined;
  reserved: boolean;
}) {
  if (!message && !reserved) return null;
  return (
    <p id={id} className={`sk-field__error${reserved ? ' sk-field__error--reserved' : ''}`}>
      {message}
    </p>
  );
}
