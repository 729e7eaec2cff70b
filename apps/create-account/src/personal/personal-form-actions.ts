import {
  changeFieldValue as changeFormValue,
  changeStorefront as changeFormStorefront,
  forgetCredentialsCheck as forgetFormCredentialsCheck,
  loadAccountForm,
  type FormLoadOptions,
  setBirthdayInvalid as setFormBirthdayInvalid,
  validateCredentialsOnLeave as validateFormCredentialsOnLeave,
} from '@sheet/account-form';
import {
  useCreateAccountStore,
  type FieldValue,
  type FlowQuery,
} from '../flow/create-account-store';

/** The details form's actions (@sheet/account-form) on this flow's store. */
const store = useCreateAccountStore;

/** Loads the form for the query, unless it is already on screen (coming back keeps it). */
export const loadPersonalForm = (
  query: FlowQuery,
  launchStorefront: string,
  options?: FormLoadOptions,
): Promise<void> => loadAccountForm(store, query, launchStorefront, options);

/** Spec §4: a storefront change resets agreedToTerms and reloads fields and options. */
export const changeStorefront = (storefront: string): Promise<void> =>
  changeFormStorefront(store, storefront);

export const changeFieldValue = (id: string, value: FieldValue): void =>
  changeFormValue(store, id, value);

export const setBirthdayInvalid = (invalid: boolean): void =>
  setFormBirthdayInvalid(store, invalid);

/** Spec §5: the credentials alone are checked when the person leaves them. */
export const validateCredentialsOnLeave = (): Promise<void> =>
  validateFormCredentialsOnLeave(store);

/** Forgets the last credentials check (a new form, or a test). */
export const forgetCredentialsCheck = (): void => forgetFormCredentialsCheck(store);
