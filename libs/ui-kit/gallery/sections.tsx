import type { ReactNode } from 'react';
import {
  PageHeaderSection,
  AlertBoxSection,
  ErrorPanelSection,
  SpinnerSection,
  StickyCallToActionSection,
  StopPanelSection,
} from './section-groups/page-sections';
import {
  TextInputSection,
  SelectFieldSection,
  CheckboxFieldSection,
  RadioGroupSection,
  ServerFieldsSection,
  FieldChromeSection,
} from './section-groups/field-sections';
import {
  NameFieldsSection,
  BirthdayInputSection,
  CodeVerificationFormSection,
  TermsCheckboxSection,
  KoreanComplianceBlockSection,
  PrivacyNoticeSection,
  PrivacyConsentSection,
} from './section-groups/composite-sections';

export { EXAMPLE_URL, PiplElement, TermsElement } from './section-groups/composite-sections';

export type GallerySection = {
  /** the section's id in `?section=` */
  name: string;
  /** the kit's exports it shows */
  covers: string[];
  render: () => ReactNode;
};

/** Every section, in the order a screen uses them; `covers` is what each shows of the kit. */
export const SECTIONS: GallerySection[] = [
  { name: 'PageHeader', covers: ['PageHeader'], render: () => <PageHeaderSection /> },
  { name: 'AlertBox', covers: ['AlertBox'], render: () => <AlertBoxSection /> },
  { name: 'ErrorPanel', covers: ['ErrorPanel'], render: () => <ErrorPanelSection /> },
  { name: 'Spinner', covers: ['Spinner'], render: () => <SpinnerSection /> },
  { name: 'StopPanel', covers: ['StopPanel'], render: () => <StopPanelSection /> },
  { name: 'TextInput', covers: ['TextInput'], render: () => <TextInputSection /> },
  { name: 'SelectField', covers: ['SelectField'], render: () => <SelectFieldSection /> },
  { name: 'CheckboxField', covers: ['CheckboxField'], render: () => <CheckboxFieldSection /> },
  { name: 'RadioGroup', covers: ['RadioGroup'], render: () => <RadioGroupSection /> },
  { name: 'NameFields', covers: ['NameFields'], render: () => <NameFieldsSection /> },
  { name: 'BirthdayInput', covers: ['BirthdayInput'], render: () => <BirthdayInputSection /> },
  {
    name: 'CodeVerificationForm',
    covers: ['CodeVerificationForm'],
    render: () => <CodeVerificationFormSection />,
  },
  { name: 'TermsCheckbox', covers: ['TermsCheckbox'], render: () => <TermsCheckboxSection /> },
  {
    name: 'KoreanComplianceBlock',
    covers: ['KoreanComplianceBlock'],
    render: () => <KoreanComplianceBlockSection />,
  },
  { name: 'PrivacyNotice', covers: ['PrivacyNotice'], render: () => <PrivacyNoticeSection /> },
  { name: 'PrivacyConsent', covers: ['PrivacyConsent'], render: () => <PrivacyConsentSection /> },
  {
    name: 'ServerFields',
    covers: ['ServerField'],
    render: () => <ServerFieldsSection />,
  },
  { name: 'FieldChrome', covers: ['FieldChrome'], render: () => <FieldChromeSection /> },
  {
    name: 'StickyCallToAction',
    covers: ['StickyCallToAction'],
    render: () => <StickyCallToActionSection />,
  },
];
