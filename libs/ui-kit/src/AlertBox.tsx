type AlertBoxProps = { messages: readonly string[]; title?: string };

/** General errors (no field of their own), each shown once, announced as an alert. */
export function AlertBox({ messages, title }: AlertBoxProps) {
  const unique = [...new Set(messages.filter(Boolean))];
  if (unique.length === 0) return null;
  return (
    <div className="sk-alert" role="alert">
      {title ? <p className="sk-alert__title">{title}</p> : null}
      {unique.length === 1 ? (
        <p className="sk-alert__message">{unique[0]}</p>
      ) : (
        <ul className="sk-alert__list">
          {unique.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
