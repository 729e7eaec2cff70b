import './theme.css';
import './form/form.css';

export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Spinner, type SpinnerProps } from './Spinner';
export { AlertBox, type AlertBoxProps } from './AlertBox';
export { CheckboxField } from './form/CheckboxField';
export { FieldChrome, type FieldChromeProps } from './form/Field';
export {
  toFormValueMap,
  type FieldOption,
  type FieldType,
  type FieldValue,
  type FormFieldEntity,
  type FormValueMap,
} from './form/field-entity';
export type { FieldProps } from './form/field-props';
export {
  KoreanComplianceBlock,
  type KoreanComplianceBlockProps,
} from './form/KoreanComplianceBlock';
export { NameFields, type NameFieldsProps } from './form/NameFields';
export { PrivacyConsent, PrivacyNotice, type PrivacyNoticeProps } from './form/PrivacyConsent';
export { RadioGroup } from './form/RadioGroup';
export { SelectField } from './form/SelectField';
export { ServerField, ServerFields, type ServerFieldsProps } from './form/ServerFields';
export { TermsCheckbox, type TermsCheckboxProps } from './form/TermsCheckbox';
export { TextInput } from './form/TextInput';
export { StickyCallToAction, type StickyCallToActionProps } from './StickyCallToAction';
export { StopPanel, type StopPanelProps } from './StopPanel';
export { registerUiKitStrings, UI_KIT_NAMESPACE } from './strings';
export {
  type BirthdayInvalidReason,
  type BirthdayPart,
  type BirthdayParts,
  type BirthdayRules,
  type BirthdayValidation,
} from './birthday/birthday-rules';
export { BirthdayInput, type BirthdayInputProps } from './birthday/BirthdayInput';
export { CodeVerificationForm, preloadCodeVerificationForm } from './code/code-form-on-demand';
export type { CodeVerificationFormProps } from './code/CodeVerificationForm';
export type { DpadOptions } from './focus/dpad';
export { installDpadNavigation } from './focus/load-dpad';
export type { Candidate, Direction, RectLike } from './focus/spatial-geometry';
