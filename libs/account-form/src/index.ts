/**
 * @sheet/account-form — the server-driven account form of spec §2–§5, shared by the flows that
 * create an account (create-account, carrier-linking): loading its fields and options, the typed
 * values, local and server validation, error mapping, the phone step, the create-account request,
 * the fields' screen parts and the code form. A flow keeps the form in its own zustand store
 * beside its own state and binds it once (`bindAccountForm`); Continue's steps take that store.
 * Types tagged `@public` are API a flow builds on: kept though no flow names them yet.
 */
export { AccountCodeForm } from './AccountCodeForm';
export { PasswordAgain } from './PasswordAgain';
export { askForMissingPassword, keepAccountForm, type KeptAccountForm } from './resume';
export { readKeptAccountForm, restoreAccountForm } from './restore-form';
export { AccountFormScreen } from './AccountFormBody';
export {
  bindAccountForm,
  /** @public */
  type BoundAccountForm,
} from './bind-form';
export { runFormAction } from './form-action';
export { showFormFailure } from './form-failure';
export { prefillHostPhoneNumber } from './host-phone-number';
export { PHONE_CODE_FIELD, refuseCode, setCodeError } from './code-errors';
export { createAccountRequest, hostFacts } from './create-request';
export { ACCOUNT_NAME, textValue } from './field-rules';
export { focusFirstError } from './focus-first-error';
export type { FormLoadOptions } from './form-actions';
export { readAccountFormQuery } from './form-query';
export {
  initialAccountFormState,
  type AccountFormQuery,
  type AccountFormState,
  type FieldValue,
  /** @public */
  type PhoneFormState,
  type PhoneVerification,
} from './form-state';
export { formMessage } from './messages';
export {
  checkDetails,
  checkPhoneCode,
  readPhoneNumber,
  resendPhoneCode,
  sendPhoneCode,
  /** @public */
  type CheckedDetails,
} from './phone-step';
export { storefrontIso2 } from './storefront-country';
export { ACCOUNT_FORM_STRINGS } from './strings';
export { showLocalFailure } from './submit-checks';
export { useAccountFormLoad } from './use-form-load';
export { usePhoneTyping } from './use-phone-typing';
