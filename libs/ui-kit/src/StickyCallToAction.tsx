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

/**
 * The primary action stays in view at the bottom of the sheet. While busy it cannot be pressed
 * again (no double submit) and says so to assistive technology.
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
        onClick={submit ? undefined : onAction}
        disabled={disabled || busy}
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
