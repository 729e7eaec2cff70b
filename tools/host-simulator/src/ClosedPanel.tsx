import { useEffect, useRef } from 'react';
import type { CarrierStatus, PrivacyConsentChoice, SheetCloseResult } from '@sheet/bridge';
import type { HandedOver } from './host-handlers';
import { redactedJson, redactString } from './redact';

const RESULT_LABELS: Record<SheetCloseResult, string> = {
  success: 'Success',
  cancelled: 'Cancelled',
};

/** The carrier bundle statuses in words (one per value of CARRIER_STATUSES). */
const CARRIER_STATUS_LABELS: Record<CarrierStatus, string> = {
  eligible: 'Eligible',
  disabled: 'Disabled',
  unlinked: 'Unlinked',
  cancel: 'Cancel',
  needsManualVerification: 'Needs manual verification',
  unknown: 'Unknown',
};

/** How the privacy consent flow ended, in words (one per value of PRIVACY_CONSENT_CHOICES). */
const PRIVACY_CONSENT_LABELS: Record<PrivacyConsentChoice, string> = {
  consented: 'Consented',
  dissented: 'Dissented',
  notRequired: 'Not required',
};

/**
 * The last notifyTermsAgreed in words: `Agreed (version 42)`, `Agreed` without a version (or with an
 * empty one), `Not agreed`, or `None` when the sheet sent none.
 */
function termsNoticeLabel(handedOver: readonly HandedOver[]): string {
  const notices = handedOver.flatMap((event) => (event.kind === 'termsAgreed' ? [event] : []));
  const last = notices.at(-1);
  if (last === undefined) return 'None';
  if (!last.agreed) return 'Not agreed';
  return last.termsVersionId ? `Agreed (version ${last.termsVersionId})` : 'Agreed';
}

/** Shown instead of the sheet once it asked to be closed: what it handed over to the host. */
export function ClosedPanel(props: { handedOver: readonly HandedOver[]; onOpenAgain(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const details = props.handedOver.filter((event) => event.kind === 'details');
  const urls = props.handedOver.flatMap((event) => (event.kind === 'openUrl' ? [event.url] : []));
  // notifyTermsAgreed: how the terms flow ended, as it last told the host.
  const termsNotice = termsNoticeLabel(props.handedOver);
  // The last closeSheet is the one that closed the sheet (a fresh sheet starts an empty list).
  const closeResults = props.handedOver.flatMap((event) =>
    event.kind === 'closed' ? [event.result] : [],
  );
  const closeResult = closeResults.at(-1) ?? null;
  const result = closeResult === null ? 'None' : RESULT_LABELS[closeResult];
  // setCarrierStatus: the last status the sheet set is the bundle's status now.
  const carrierStatuses = props.handedOver.flatMap((event) =>
    event.kind === 'carrierStatus' ? [event.status] : [],
  );
  const carrierStatus = carrierStatuses.at(-1);
  // notifyPrivacyConsent: the last choice the privacy consent flow told the host.
  const privacyChoices = props.handedOver.flatMap((event) =>
    event.kind === 'privacyConsent' ? [event.choice] : [],
  );
  const privacyChoice = privacyChoices.at(-1);
  const subscriptionInvalidated = props.handedOver.some(
    (event) => event.kind === 'subscriptionStatusInvalidated',
  );

  return (
    <section className="closed-panel" aria-labelledby="closed-heading">
      <h2 id="closed-heading" tabIndex={-1} ref={heading}>
        Sheet closed
      </h2>
      <dl>
        <dt>Result</dt>
        {/* a space in the text content, so a test reading it as text sees "Result Success" */}{' '}
        <dd>{result}</dd>
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
        {/* The sheet's notifyTermsAgreed request (sent by the terms flow), not the sign-up form's
            agree-to-terms checkbox; a space keeps the row readable as text ("… (terms flow) Agreed"). */}
        <dt>Terms agreement notified (terms flow)</dt> <dd>{termsNotice}</dd>
        <dd className="closed-panel__note">
          What the terms flow last sent the host with <code>notifyTermsAgreed</code>; not the
          sign-up form&apos;s agree-to-terms checkbox.
        </dd>
        {/* notifyPrivacyConsent; a space as above ("Privacy consent Consented"). */}
        <dt>Privacy consent</dt>{' '}
        <dd>{privacyChoice === undefined ? 'None' : PRIVACY_CONSENT_LABELS[privacyChoice]}</dd>{' '}
        {/* setCarrierStatus and invalidateSubscriptionStatus; spaces as above ("Carrier status Eligible"). */}
        <dt>Carrier status</dt>{' '}
        <dd>{carrierStatus === undefined ? 'None' : CARRIER_STATUS_LABELS[carrierStatus]}</dd>{' '}
        <dt>Subscription status invalidated</dt> <dd>{subscriptionInvalidated ? 'Yes' : 'No'}</dd>
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
