import './theme.css';
import './form/form.css';

export { ErrorPanel } from './ErrorPanel';
export { PageHeader } from './PageHeader';
export { Spinner } from './Spinner';
export { AlertBox } from './AlertBox';
export { CheckboxField } from './form/CheckboxField';
export { FieldChrome } from './form/Field';
export {
  toFormValueMap,
  type FieldValue,
  type FormFieldEntity,
  type FormValueMap,
} from './form/field-entity';
export type { FieldProps } from './form/field-props';
export { KoreanComplianceBlock } from './form/KoreanComplianceBlock';
export { NameFields } from './form/NameFields';
export { PrivacyConsent, PrivacyNotice } from './form/PrivacyConsent';
export { RadioGroup } from './form/RadioGroup';
export { SelectField } from './form/SelectField';
export { ServerField, ServerFields } from './form/ServerFields';
export { TermsCheckbox } from './form/TermsCheckbox';
export { TextInput } from './form/TextInput';
export { StickyCallToAction } from './StickyCallToAction';
export { StopPanel } from './StopPanel';
export { registerUiKitStrings, UI_KIT_NAMESPACE } from './strings';
export { BirthdayInput } from './birthday/BirthdayInput';
export { CodeVerificationForm, preloadCodeVerificationForm } from './code/code-form-on-demand';
export { installDpadNavigation } from './focus/load-dpad';
