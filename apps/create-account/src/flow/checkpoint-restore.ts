import { readKeptAccountForm, restoreAccountForm } from '@sheet/account-form';
import { initialCreateAccountState, type useCreateAccountStore } from './create-account-store';

/**
 * The kept form (read back from the host, so checked) loaded and filled again; a kept part that
 * is not one starts the flow clean, its code screens saying what they miss.
 */
export function restoreForm(store: typeof useCreateAccountStore, value: unknown): Promise<void> {
  const form = readKeptAccountForm(value);
  if (form) return restoreAccountForm(store, form);
  const { email, phone } = initialCreateAccountState();
  store.setState({ email, phone });
  return Promise.resolve();
}
