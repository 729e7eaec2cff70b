import { validateCredentials, validateFields } from '@sheet/services';
import { localFieldErrors, toFormValues, visibleFields } from './field-rules';
import type { AccountFormState, AccountFormStore } from './form-state';
import { sheetDeps } from '@sheet/flow-kit';
import { showFormFailure } from './form-failure';

// What Continue checks before it sends the form: not needed to show the form, so a flow's first
// screen does not carry it (it loads with the flow's Continue step).

/**
 * Before a submit: the last server verdicts go, and what the screen can tell by itself is said
 * (required fields, over-long text, invisible marks, an impossible birth date). True when the
 * form may go to the server.
 */
export function passesLocalChecks(store: AccountFormStore): boolean {
  store.setState({ serverErrors: {} });
  const state = store.getState();
  const fields = visibleFields(state.fields, state.privacyConsentRequired);
  const clientErrors = localFieldErrors(fields, state.values);
  store.setState({ clientErrors });
  return Object.keys(clientErrors).length === 0 && !state.birthdayInvalid;
}

/** Credentials-only and full validation together; false (with the errors shown) if either fails. */
export async function passesServerValidation(
  store: AccountFormStore,
  state: AccountFormState,
): Promise<boolean> {
  const { services } = sheetDeps();
  const fields = visibleFields(state.fields, state.privacyConsentRequired);
  const values = toFormValues(fields, state.values);
  const page = {
    pageUUID: { id: 'pageUUID', value: state.pageUUID },
    context: { id: 'context', value: state.query.context },
  };
  const outcomes = await Promise.allSettled([
    validateCredentials(services, values, state.pageUUID),
    validateFields(services, { ...values, ...page }),
  ]);
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
  failures.forEach((failure) => showFormFailure(store, failure));
  return failures.length === 0;
}
