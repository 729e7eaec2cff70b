import { PASSWORD, STOREFRONT_FIELD } from './field-rules';
import { formMessage } from './messages';
import type {
  AccountFormQuery,
  AccountFormState,
  AccountFormStore,
  FieldValue,
} from './form-state';

/**
 * The account form as a checkpoint keeps it: the query, the storefront and what the person typed,
 * never the password (the kit removes secret keys too, whatever a flow hands over).
 */
export type KeptAccountForm = {
  query: AccountFormQuery;
  storefront: string;
  values: Readonly<Record<string, FieldValue>>;
};

/** Whether the person has typed anything worth resuming (a loaded form's defaults are not). */
const hasTyped = (values: Readonly<Record<string, FieldValue>>) =>
  Object.entries(values).some(
    ([id, value]) =>
      id !== STOREFRONT_FIELD && (value === true || (typeof value === 'string' && value !== '')),
  );

/** What of the form a checkpoint keeps; undefined before the person typed anything. */
export function keepAccountForm(state: AccountFormState): KeptAccountForm | undefined {
  if (!state.fieldsLoaded || !hasTyped(state.values)) return undefined;
  const { [PASSWORD]: _never, ...values } = state.values;
  return { query: state.query, storefront: state.storefront, values };
}

/** The form asks for a password the sheet no longer has (it is never kept): it must be typed again. */
export const passwordMissing = (state: AccountFormState): boolean =>
  state.fieldsLoaded &&
  state.fields.some((field) => field.id === PASSWORD && field.isActive) &&
  !state.values[PASSWORD];

/**
 * Before a step that creates the account: a password the sheet no longer has is asked for under
 * its box (true), instead of a request the service would refuse.
 */
export function askForMissingPassword(store: AccountFormStore): boolean {
  if (!passwordMissing(store.getState())) return false;
  store.setState(({ clientErrors }) => ({
    clientErrors: { ...clientErrors, [PASSWORD]: formMessage('errors.FieldRequired') },
  }));
  return true;
}
