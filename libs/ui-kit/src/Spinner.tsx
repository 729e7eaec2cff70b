type SpinnerProps = {
  /** Localised text for screen readers; omitted only before any strings are loaded. */
  label?: string;
};

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="sk-spinner" role="status" aria-live="polite" aria-busy="true">
      <span className="sk-spinner__wheel" aria-hidden="true" />
      {label ? <span className="sk-visually-hidden">{label}</span> : null}
    </div>
  );
}
