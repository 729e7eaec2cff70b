import type { MouseEvent } from 'react';

export type StickyCallToActionProps = {
  label: string;
  onAction?: () => void;
  /**
   * runs the enclosing form's submit handler instead of onAction (a press, or Enter in one of its
   * boxes); the browser never submits the form itself: a form with it handles `submit`
   */
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
 * A press on a submit action (Enter in a box of its form presses it too) hands the form a `submit`
 * event of its own, so the form's handler runs as it would; the press itself is cancelled. Before
 * the browser fires its own `submit`, its autofill reads the form's fields, with a forced style
 * and layout, all inside the press: about 5 ms of it at 6x CPU on the account form, more the more
 * fields (issue 33, ADR 0007). The browser never submitted a form of the sheet anyway: each sends
 * its data through its own calls.
 */
function submitEnclosingForm(event: MouseEvent<HTMLButtonElement>) {
  ignorePress(event);
  event.currentTarget.form?.dispatchEvent(new Event('submit', { bubbles: true }));
}

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
        onClick={busy ? ignorePress : submit ? submitEnclosingForm : onAction}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        autoFocus={autoFocus}
      >
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
