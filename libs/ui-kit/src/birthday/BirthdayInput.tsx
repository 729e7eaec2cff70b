import { memo, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { onlyDigits } from '../text/digits';
import { FieldError } from '../form/Field';
import { UI_KIT_NAMESPACE } from '../strings';
import {
  isoToParts,
  monthNames,
  partOrder,
  validateBirthday,
  type BirthdayPart,
  type BirthdayParts,
  type BirthdayValidation,
} from './birthday-rules';
import './birthday.css';

export type BirthdayInputProps = {
  /** the fieldset's id; the parts are `${id}-day`, `${id}-month`, `${id}-year` */
  id: string;
  label: string;
  /** ISO date (YYYY-MM-DD), or '' while there is no valid date */
  value: string;
  onChange(value: string): void;
  /** decides the order of the parts and the month names */
  locale: string;
  /** shown instead of the local message (the server's word wins) */
  error?: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  minimumAge?: number;
  /** the local verdict after each edit, e.g. to block submitting an impossible date */
  onValidate?(result: BirthdayValidation): void;
};

const MAX_DIGITS = { day: 2, year: 4 } as const;

/** What a typed or pasted text gives a day or year part: its digits, as many as the part takes. */
export function digitsOfPart(text: string, part: 'day' | 'year'): string {
  return onlyDigits(text).slice(0, MAX_DIGITS[part]);
}
const AUTOCOMPLETE = { day: 'bday-day', month: 'bday-month', year: 'bday-year' } as const;

/**
 * A birth date as three parts in the order the locale writes dates, checked here before anything
 * is sent: an impossible, future or too-recent date is said at once (LOCAL_BIRTHDAY_VALIDATION_ERROR),
 * once the user leaves the group or has typed a full year, not at every keystroke. Memoised, as
 * every form element (see TextInput).
 */
export const BirthdayInput = memo(function BirthdayInput({
  id,
  label,
  value,
  onChange,
  locale,
  error,
  required,
  hint,
  disabled,
  minimumAge,
  onValidate,
}: BirthdayInputProps) {
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  const hintId = useId();
  const errorId = useId();
  const order = useMemo(() => partOrder(locale), [locale]);
  const months = useMemo(() => monthNames(locale), [locale]);
  const partLabels = useMemo(() => ({ day: t('day'), month: t('month'), year: t('year') }), [t]);
  const monthOptions = useMemo(
    () => [
      <option key="" value="" />,
      ...months.map((name, index) => (
        <option key={name} value={String(index + 1)}>
          {name}
        </option>
      )),
    ],
    [months],
  );
  // Half-typed parts have no ISO value, so they live here; `value` is what was last sent.
  const [typed, setTyped] = useState(() => ({ parts: isoToParts(value), value }));
  const [touched, setTouched] = useState(false);
  // The group was left while it had nothing to say (a valid or empty date): remembered without
  // drawing it again, which on a TV-class CPU was most of the next tap's time (ADR 0007).
  const leftQuietly = useRef(false);

  let parts = typed.parts;
  if (value !== typed.value) {
    // The owner set another value (a reset, a saved date): show it.
    parts = isoToParts(value);
    setTyped({ parts, value });
  }

  const rules = { today: new Date(), minimumAge };
  const result = validateBirthday(parts, rules);

  const edit = (part: BirthdayPart, text: string) => {
    const next: BirthdayParts = { ...parts, [part]: text };
    const verdict = validateBirthday(next, rules);
    const nextValue = verdict.ok ? verdict.iso : '';
    setTyped({ parts: next, value: nextValue });
    onValidate?.(verdict);
    if (nextValue !== value) onChange(nextValue);
  };

  const started = Boolean(parts.day || parts.month || parts.year);
  const yearTyped = parts.year.length === MAX_DIGITS.year;
  const showLocal =
    !result.ok &&
    started &&
    (touched || leftQuietly.current || (yearTyped && result.reason !== 'incomplete'));
  // Looked up only when shown: the form draws this input again whenever it turns busy.
  const localMessage = () =>
    !result.ok && result.reason === 'tooYoung'
      ? t('tooYoung', { age: minimumAge }) || t('impossibleDate')
      : t('impossibleDate');
  const message = error || (showLocal ? localMessage() : undefined);
  const describedBy =
    [hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = message ? true : undefined;

  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (result.ok || !started) leftQuietly.current = true;
    else setTouched(true);
  };

  const control = (part: BirthdayPart) => {
    const common = {
      id: `${id}-${part}`,
      className: `${part === 'month' ? 'sk-select' : 'sk-input'} sk-birthday__control`,
      autoComplete: AUTOCOMPLETE[part],
      'aria-required': required || undefined,
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
      disabled,
    };
    if (part === 'month') {
      return (
        <select
          {...common}
          value={parts.month}
          onChange={(event) => edit('month', event.target.value)}
        >
          {monthOptions}
        </select>
      );
    }
    return (
      <input
        {...common}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={parts[part]}
        // No maxLength: the browser would cut a pasted "   14   " to its first two characters
        // (spaces) before the digits could be kept. Spaces and separators go, digits stay.
        onChange={(event) => edit(part, digitsOfPart(event.target.value, part))}
      />
    );
  };

  return (
    <fieldset
      id={id}
      className={`sk-field sk-birthday${message ? ' sk-field--error' : ''}`}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onBlur={onBlur}
    >
      <legend className="sk-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="sk-birthday__parts">
        {order.map((part) => (
          <div key={part} className={`sk-birthday__part sk-birthday__part--${part}`}>
            <label className="sk-birthday__part-label" htmlFor={`${id}-${part}`}>
              {partLabels[part]}
            </label>
            {control(part)}
          </div>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="sk-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={message} reserved />
    </fieldset>
  );
});
