import { useEffect, useRef } from 'react';
import type { HandedOver } from './host-handlers';
import { redactedJson, redactString } from './redact';

/** Shown instead of the sheet once it asked to be closed: what it handed over to the host. */
export function ClosedPanel(props: { handedOver: readonly HandedOver[]; onOpenAgain(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const details = props.handedOver.filter((event) => event.kind === 'details');
  const urls = props.handedOver.flatMap((event) => (event.kind === 'openUrl' ? [event.url] : []));
  const termsAgreed = props.handedOver.some((event) => event.kind === 'termsAgreed');

  return (
    <section className="closed-panel" aria-labelledby="closed-heading">
      <h2 id="closed-heading" tabIndex={-1} ref={heading}>
        Sheet closed
      </h2>
      <dl>
        <dt>Details handed over</dt>
        <dd>
          {details.length === 0 ? (
            'None'
          ) : (
            <ul>
              {details.map((event, index) => (
                <li key={index}>
                  <pre>{redactedJson(event.details)}</pre>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Terms agreed</dt>
        <dd>{termsAgreed ? 'Yes' : 'No'}</dd>
        <dt>Opened URLs</dt>
        <dd>
          {urls.length === 0 ? (
            'None'
          ) : (
            <ul>
              {urls.map((url, index) => (
                <li key={index}>{redactString(url)}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <button type="button" onClick={props.onOpenAgain}>
        Open again
      </button>
    </section>
  );
}
