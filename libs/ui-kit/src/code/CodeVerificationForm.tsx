import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NAMESPACE } from '../strings';
import {
  activeIndex,
  enterDigits,
  eraseDigit,
  moveFocus,
  normaliseCode,
  typedText,
  type CodeEdit,
} from './code-digits';
import { ResendButton } from './ResendButton';
import './code.css';

export type CodeVerificationFormProps = {
  /** number of digits; 6 unless the service says otherwise */
  length?: number;
  value: string;
  onChange(value: string): void;
  /** called once each time the user's input completes the code */
  onComplete?(code: string): void;
  /** names the group of digits */
  label: string;
  error?: string;
  /** e.g. how many tries are left; shown under the field */
  attemptsMessage?: string;
  disabled?: boolean;
  /** the code is being checked: the digits are read-only meanwhile */
  busy?: boolean;
  onResend(): void | Promise<void>;
  /** seconds before resend is allowed, counted from mount and from each new resendKey */
  resendAfterSeconds: number;
  /** change it (e.g. after a successful send) to start the countdown again */
  resendKey?: unknown;
};

/**
 * One box per digit, not one field: the spec's code form shows boxes, and each box carries its
 * own label ("Digit 2 of 6") so a screen reader says where the user is. What one field gives for
 * free is kept: the first box has autocomplete="one-time-code" and takes a whole code (SMS
 * autofill, paste into any box); the value stays one contiguous string; only one box is in the tab
 * order (the one taking the next digit), so Tab leaves the code in one step and arrows move inside.
 * Digits read left to right in every language, so the group is dir="ltr" even on an RTL page.
 */
export function CodeVerificationForm({
  length = 6,
  value,
  onChange,
  onComplete,
  label,
  error,
  attemptsMessage,
  disabled,
  busy,
  onResend,
  resendAfterSeconds,
  resendKey,
}: CodeVerificationFormProps) {
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  const labelId = useId();
  const errorId = useId();
  const attemptsId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusAfterRender = useRef<CodeEdit | null>(null);
  const code = normaliseCode(value, length);
  const active = activeIndex(code, length);
  // Each box's name ("Digit 2 of 6"), looked up once, not again with every digit typed.
  const digitLabels = useMemo(
    () =>
      Array.from({ length }, (_, index) => t('digitLabel', { position: index + 1, count: length })),
    [t, length],
  );

  // An edit moves the focus once the new value is on screen (the box it moves to may only
  // accept focus with that value); if the owner did not take the value, the focus stays.
  useLayoutEffect(() => {
    const edit = focusAfterRender.current;
    if (edit === null) return;
    focusAfterRender.current = null;
    if (edit.value === code) boxes.current[edit.focus]?.focus();
  });

  // The owner cleared the code (the service refused it): the next one is typed from the first
  // box, where the focus goes (its description, the error, is read with it).
  const previous = useRef(code);
  useEffect(() => {
    const was = previous.current;
    previous.current = code;
    const focused = document.activeElement;
    const focusInCode = boxes.current.some((input) => input === focused);
    if (was !== '' && code === '' && (focusInCode || focused === document.body)) {
      boxes.current[0]?.focus();
    }
  }, [code]);

  const focusActive = useCallback(() => boxes.current[active]?.focus(), [active]);

  const apply = (edit: CodeEdit) => {
    if (busy || disabled) return;
    if (edit.value === code) {
      boxes.current[edit.focus]?.focus();
      return;
    }
    focusAfterRender.current = edit;
    onChange(edit.value);
    if (edit.value.length === length) onComplete?.(edit.value);
  };

  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const previous = code[index] ?? '';
    if (raw === '') {
      if (previous) apply(eraseDigit(code, index, length));
      return;
    }
    apply(enterDigits(code, index, typedText(previous, raw, length), length));
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterDigits(code, index, event.clipboardData.getData('text'), length));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const target: Record<string, () => number> = {
      ArrowLeft: () => moveFocus(code, index, -1, length),
      ArrowRight: () => moveFocus(code, index, 1, length),
      Home: () => 0,
      End: () => active,
    };
    const to = target[event.key]?.();
    if (to !== undefined) {
      // At either end the key is left to the page, so a TV's D-pad navigation moves on from here.
      if (to === index) return;
      event.preventDefault();
      boxes.current[to]?.focus();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(code, index, length));
    }
  };

  const describedBy =
    [error ? errorId : undefined, attemptsMessage ? attemptsId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={`sk-code${error ? ' sk-code--error' : ''}`}>
      <p id={labelId} className="sk-code__label">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        dir="ltr"
        className="sk-code__digits"
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="sk-code__digit"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCorrect="off"
            spellCheck={false}
            aria-label={digitLabels[index]}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            tabIndex={index === active ? 0 : -1}
            value={code[index] ?? ''}
            disabled={disabled}
            readOnly={busy}
            onFocus={(event) => {
              // Nothing can be typed past the first empty box: send the focus back to it.
              if (index > active) boxes.current[active]?.focus();
              else event.currentTarget.select();
            }}
            onChange={onInput(index)}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="sk-code__error">
          {error}
        </p>
      ) : null}
      {attemptsMessage ? (
        <p id={attemptsId} className="sk-code__attempts">
          {attemptsMessage}
        </p>
      ) : null}
      <ResendButton
        seconds={resendAfterSeconds}
        restartKey={resendKey}
        disabled={disabled || busy}
        onResend={onResend}
        onRestarted={focusActive}
      />
    </div>
  );
}
