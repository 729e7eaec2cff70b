import { memo } from 'react';
import { CheckboxField } from './CheckboxField';
import type { FieldProps } from './field-props';

type TermsCheckboxProps = FieldProps & {
  termsUrl: string;
  termsLinkText: string;
  /** inside the host the terms open through it; the link is the fallback */
  onOpenTerms?: (url: string) => void;
};

/**
 * The required agree-to-terms checkbox: its label beside the box, and the link to the terms on a
 * line of its own under the label, so the box is never read as ticking "read the terms" and
 * following the link never ticks the box. Memoised, as every form element (see TextInput).
 */
export const TermsCheckbox = memo(function TermsCheckbox({
  termsUrl,
  termsLinkText,
  onOpenTerms,
  ...props
}: TermsCheckboxProps) {
  const link = (
    <a
      className="sk-link sk-field__link"
      href={termsUrl}
      target="_blank"
      rel="noreferrer"
      onClick={(event) => {
        if (!onOpenTerms) return;
        event.preventDefault();
        onOpenTerms(termsUrl);
      }}
    >
      {termsLinkText}
    </a>
  );
  return <CheckboxField {...props} field={{ required: true, ...props.field }} below={link} />;
});
