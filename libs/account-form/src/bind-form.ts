import {
  changeFieldValue,
  loadAccountForm,
  retryLoadingAccountForm,
  setBirthdayInvalid,
  validateCredentialsOnLeave,
  type FormLoadOptions,
} from './form-actions';
import { forgetCredentialsCheck } from './checked-credentials';
import type {
  AccountFormQuery,
  AccountFormState,
  AccountFormStore,
  FieldValue,
} from './form-state';

/**
 * The account form's screen-time actions on one flow's store: the one way a flow binds the form
 * (`export const personalForm = bindAccountForm(useCreateAccountStore)`). Continue's steps
 * (runFormAction, showFormFailure, checkDetails, sendPhoneCode, checkPhoneCode, ...) take the store
 * themselves: they load with a flow's Continue, not with its first screen.
 */
export function bindAccountForm<S extends AccountFormState>(store: AccountFormStore<S>) {
  const form = store as unknown as AccountFormStore;
  return {
    store,
    /** loads the form for the query, unless it is already on screen (coming back keeps it) */
    load: (query: AccountFormQuery, launchStorefront: string, options?: FormLoadOptions) =>
      loadAccountForm(form, query, launchStorefront, options),
    retryLoad: () => retryLoadingAccountForm(form),
    changeFieldValue: (id: string, value: FieldValue) => changeFieldValue(form, id, value),
    setBirthdayInvalid: (invalid: boolean) => setBirthdayInvalid(form, invalid),
    /** spec §5: the credentials alone are checked when the person leaves them */
    validateCredentialsOnLeave: () => validateCredentialsOnLeave(form),
    forgetCredentialsCheck: () => forgetCredentialsCheck(form),
    /**
     * spec §4: coming back to a screen clears what the last one said. Without anything to clear
     * the form is not drawn again: a first screen opens as a return (the launch is a POP).
     */
    resetGeneralErrors: () =>
      form.setState((state) => (state.generalErrors.length > 0 ? { generalErrors: [] } : state)),
  };
}

/**
 * A flow's account form bound to its store: what its screens and actions call.
 * @public
 */
export type BoundAccountForm = ReturnType<typeof bindAccountForm>;
