import { useEffect, useRef } from 'react';
import type { LogEntry } from './log';

/** Every message both ways, redacted. */
export function BridgeLog(props: { entries: readonly LogEntry[]; onClear(): void }) {
  const list = useRef<HTMLDivElement>(null);
  // Follows the newest entry unless the reader scrolled up to look at an older one.
  const following = useRef(true);
  const newest = props.entries[props.entries.length - 1]?.id;
  useEffect(() => {
    const element = list.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <section className="log-panel" aria-labelledby="log-heading">
      <div className="log-panel__header">
        <h2 id="log-heading">Bridge log</h2>
        <button type="button" onClick={props.onClear} disabled={props.entries.length === 0}>
          Clear log
        </button>
      </div>
      {/* The live region wraps the list so the list keeps its semantics; it scrolls, so it takes focus. */}
      <div
        ref={list}
        role="log"
        aria-label="Bridge log"
        tabIndex={0}
        className="log"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        <ol className="log__list">
          {props.entries.map((entry) => (
            <li
              key={entry.id}
              className={`log__entry log__entry--${entry.direction === 'ignored' ? 'ignored' : 'message'}`}
            >
              <div className="log__meta">
                <time>{entry.time}</time> <span className="log__direction">{entry.direction}</span>{' '}
                <strong>{entry.name}</strong>
              </div>
              <pre>{entry.json}</pre>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
