import type { MouseEvent } from 'react';

export type StickyCallToActionProps = {
  label: string;
  onAction?: () => void;
  /** submit the enclosing form instead of calling onAction */
  submit?: boolean;
  busy?: boolean;
  disabled?: boolean;
  busyLabel?: string;
  secondary?: { label: string; onAction: () => void };
  /** takes the focus as it appears: it replaced what had it (a failure's Try Again) */
  autoFocus?: boolean;
};

/** A press on the busy action: no submit, no action. */
const ignorePress = (event: MouseEvent) => event.preventDefault();

/**
 * The primary action stays in view at the bottom of the sheet. While busy it cannot be pressed
 * again (no double submit) and says so to assistive technology. Busy, it is only aria-disabled
 * (as the code screen's Resend): a disabled button loses the focus, which would leave a keyboard or
 * D-pad user nowhere until the answer comes.
 */
export function StickyCallToAction({
  label,
  onAction,
  submit,
  busy,
  disabled,
  busyLabel,
  secondary,
  autoFocus,
}: StickyCallToActionProps) {
  return (
    <div className="sk-sticky-cta">
      {/* The primary action comes first (focus and Tab reach it first); the secondary shows before it. */}
      <button
        type={submit ? 'submit' : 'button'}
        className="sk-button"
        onClick={busy ? ignorePress : submit ? undefined : onAction}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        autoFocus={autoFocus}
      >
        {busy ? <span className="sk-button__spinner" aria-hidden="true" /> : null}
        {busy && busyLabel ? busyLabel : label}
      </button>
      {secondary ? (
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={secondary.onAction}
          disabled={busy}
        >
          {secondary.label}
        </button>
      ) : null}
    </div>
  );
}
