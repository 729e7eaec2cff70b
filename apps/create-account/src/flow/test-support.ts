/**
 * Fakes for the create-account unit tests: the sheet and the server's fields come from
 * @sheet/test-support; the flow's store and its messages are here.
 *
 * Only `*.test.ts` files import this module. It is not a test file itself, so jest runs no suite
 * from it; nothing the app bundles imports it, so webpack never ships it (or its `jest` globals).
 */
import { formMessage } from '@sheet/account-form';
import {
  initialCreateAccountState,
  useCreateAccountStore,
  type CreateAccountState,
} from './create-account-store';

export {
  checkboxField,
  DETAILS_FIELDS,
  fakeSheet,
  networkError,
  serverField,
  servicesKey,
  type HostHandlers,
  type ServiceAnswers,
} from '@sheet/test-support';

/** A message in the account form's strings (field labels and errors). */
export const formKey = (i18nKey: string) => formMessage(i18nKey);

export const storeState = () => useCreateAccountStore.getState();

/** The store as the flow starts, with `overrides`: nothing leaks from one test into the next. */
export function resetCreateAccountStore(overrides: Partial<CreateAccountState> = {}) {
  useCreateAccountStore.setState({ ...initialCreateAccountState(), ...overrides });
}

/** A whole flow state whose form (page `page-1`) has loaded, with `overrides`. */
export const loadedFormState = (
  overrides: Partial<CreateAccountState> = {},
): CreateAccountState => ({
  ...initialCreateAccountState(),
  fieldsLoaded: true,
  pageUUID: 'page-1',
  ...overrides,
});
