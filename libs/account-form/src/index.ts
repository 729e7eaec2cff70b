/**
 * @sheet/account-form — the server-driven account form of spec §2–§5, shared by the flows that
 * create an account (create-account, carrier-linking): loading its fields and options, the typed
 * values, local and server validation, error mapping, the create-account request, the fields'
 * screen parts and the code form. A flow keeps the form in its own zustand store (AccountFormStore)
 * beside its own state, and passes that store to these functions.
 */
export { AccountCodeForm, CODE_LENGTH, RESEND_AFTER_SECONDS } from './AccountCodeForm';
export type { AccountCodeFormProps } from './AccountCodeForm';
export { AccountFields } from './AccountFields';
export {
  AccountFormBody,
  AccountFormScreen,
  type AccountFormBodyProps,
  type AccountFormScreenProps,
} from './AccountFormBody';
export {
  createAccountRequest,
  hostFacts,
  type HostFacts,
  type VerifiedPhone,
} from './create-request';
export { localisedCountries, toFieldEntity } from './field-entities';
export {
  ACCOUNT_NAME,
  accountTypeOf,
  AGREED_TO_TERMS,
  BIRTHDAY,
  initialValue,
  KOREAN_CONSENTS,
  localFieldErrors,
  PASSWORD,
  phoneAllowed,
  phoneOnly,
  PIPL_CONSENT,
  requiredFieldErrors,
  STOREFRONT_FIELD,
  textFieldErrors,
  textValue,
  toFormValues,
  valuesForFields,
  visibleFields,
} from './field-rules';
export {
  changeFieldValue,
  changeStorefront,
  forgetCredentialsCheck,
  loadAccountForm,
  retryLoadingAccountForm,
  setBirthdayInvalid,
  validateCredentialsOnLeave,
  type FormLoadOptions,
} from './form-actions';
export { readAccountFormQuery, sameQuery } from './form-query';
export { passesLocalChecks, passesServerValidation } from './submit-checks';
export { prefillHostPhoneNumber } from './host-phone-number';
export {
  initialAccountFormState,
  withGeneralErrors,
  type AccountFormQuery,
  type AccountFormState,
  type AccountFormStore,
  type AccountType,
  type FieldValue,
  type PhoneVerification,
} from './form-state';
export {
  formMessage,
  mapFailure,
  sameMessage,
  type FieldMessage,
  type MappedFailure,
} from './messages';
export { readPhoneNumber, sendPhoneCodeTo, storefrontIso2 } from './phone-codes';
export {
  resetGeneralErrors,
  runExclusive,
  sheetDeps,
  showFailure,
  type SheetDeps,
} from './run-exclusive';
export { ACCOUNT_FORM_NAMESPACE, ACCOUNT_FORM_STRINGS } from './strings';
export { PHONE_CODE_FIELD, refuseCode, setCodeError } from './code-errors';
export { focusFirstError } from './focus-first-error';
export { useAccountFormLoad } from './use-form-load';
export { useMessageText } from './use-message-text';
