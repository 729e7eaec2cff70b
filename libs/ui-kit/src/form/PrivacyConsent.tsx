import { useId } from 'react';
import { CheckboxField } from './CheckboxField';
import type { FieldProps } from './field-props';

type PrivacyNoticeProps = {
  title: string;
  text: string;
  linkText?: string;
  linkUrl?: string;
  id?: string;
};

/** What the person consents to, in words, with the full policy one link away. */
export function PrivacyNotice({ title, text, linkText, linkUrl, id }: PrivacyNoticeProps) {
  const fallbackId = useId();
  const headingId = `${id ?? fallbackId}-title`;
  return (
    <section className="sk-privacy-notice" aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className="sk-privacy-notice__title">
        {title}
      </h2>
      <p>{text}</p>
      {linkText && linkUrl ? (
        <a className="sk-link" href={linkUrl} target="_blank" rel="noreferrer">
          {linkText}
        </a>
      ) : null}
    </section>
  );
}

/** The China storefront's cross-border data consent (piplAppleTermsConsent): notice, then checkbox. */
export function PrivacyConsent({ notice, ...props }: FieldProps & { notice: PrivacyNoticeProps }) {
  return (
    <div className="sk-privacy-consent">
      <PrivacyNotice {...notice} />
      <CheckboxField {...props} field={{ required: true, ...props.field }} />
    </div>
  );
}
