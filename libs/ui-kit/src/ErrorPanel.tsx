type ErrorPanelProps = {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
};

/**
 * A failure the person can act on: the action button takes focus so a TV remote (D-pad) or a
 * keyboard reaches it without hunting.
 */
export function ErrorPanel({ title, message, actionLabel, onAction }: ErrorPanelProps) {
  return (
    <section className="sk-alert" role="alert" aria-labelledby="sk-error-title">
      <h1 id="sk-error-title" className="sk-alert__title">
        {title}
      </h1>
      <p className="sk-alert__message">{message}</p>
      <button type="button" autoFocus className="sk-button" onClick={onAction}>
        {actionLabel}
      </button>
    </section>
  );
}
