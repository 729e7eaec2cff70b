import { ServiceError, ServiceErrorKind, validateCredentials } from '@sheet/services';
import type { Message } from '@sheet/i18n';
import { sheetDeps } from '@sheet/flow-kit';
import { ACCOUNT_NAME, PASSWORD, textValue, toFormValues } from './field-rules';
import { textFieldErrors } from './local-checks';
import { lastCheckedCredentials } from './checked-credentials';
import type { AccountFormStore } from './form-state';
import { mapFailure } from './messages';

/**
 * Spec §5: when the person leaves the account name or password, only the credentials are checked
 * (acAccountName, acAccountPassword, pageUUID), so a taken name or weak password is said early.
 * It never blocks the form; a network failure here is left to the full check on Continue.
 */
export async function validateCredentialsOnLeave(store: AccountFormStore): Promise<void> {
  const state = store.getState();
  const name = textValue(state.values, ACCOUNT_NAME);
  const password = state.values[PASSWORD];
  if (state.waiting || !state.fieldsLoaded) return;
  // What the screen can tell by itself (too long, invisible marks) is said without a request.
  const credentials = state.fields.filter(
    (field) => field.id === ACCOUNT_NAME || field.id === PASSWORD,
  );
  const textErrors = textFieldErrors(credentials, state.values);
  if (Object.keys(textErrors).length > 0) {
    store.setState(({ clientErrors }) => ({ clientErrors: { ...clientErrors, ...textErrors } }));
    return;
  }
  if (!name || !password) return;
  const last = lastCheckedCredentials.get(store);
  if (last?.name === name && last.password === password) return;
  lastCheckedCredentials.set(store, { name, password });
  let errors: Record<string, Message> = {};
  try {
    const { services } = sheetDeps();
    await validateCredentials(services, toFormValues(state.fields, state.values), state.pageUUID);
  } catch (error) {
    const validation =
      error instanceof ServiceError && error.fields.kind === ServiceErrorKind.serverValidationError;
    if (!validation) {
      lastCheckedCredentials.delete(store);
      return;
    }
    errors = mapFailure(error).fieldErrors;
  }
  const now = store.getState();
  if (now.waiting) lastCheckedCredentials.delete(store);
  const unchanged =
    now.values[ACCOUNT_NAME] === state.values[ACCOUNT_NAME] && now.values[PASSWORD] === password;
  if (now.waiting || !unchanged) return;
  store.setState(({ serverErrors }) => {
    const { [ACCOUNT_NAME]: _name, [PASSWORD]: _password, ...others } = serverErrors;
    return { serverErrors: { ...others, ...errors } };
  });
}
