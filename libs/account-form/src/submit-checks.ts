import {
  localValidationError,
  validateCredentials,
  validateFields,
  type ServiceError,
} from '@sheet/services';
import { toFormValues, visibleFields } from './field-rules';
import { localFieldErrors } from './local-checks';
import type { AccountFormState, AccountFormStore } from './form-state';
import { sheetDeps } from '@sheet/flow-kit';
import { showFormFailure } from './form-failure';

// What Continue checks before it sends the form: not needed to show the form, so a flow's first
// screen does not carry it (it loads with the flow's Continue step).

/**
 * What the screen can tell by itself before a submit (required fields, over-long text, invisible
 * marks), as spec §8's LOCAL_VALIDATION_ERROR; undefined when the local rules pass.
 */
export function localRuleFailure(state: AccountFormState): ServiceError | undefined {
  const fields = visibleFields(state.fields, state.privacyConsentRequired);
  const fieldErrors = localFieldErrors(fields, state.values);
  return Object.keys(fieldErrors).length > 0 ? localValidationError(fieldErrors) : undefined;
}

const isEmpty = (messages: Readonly<Record<string, unknown>>) => Object.keys(messages).length === 0;

/** Puts a local failure's messages under their fields (none: every local message goes). */
export function showLocalFailure(store: AccountFormStore, failure: ServiceError | undefined): void {
  // None before and none now: the same object, so the fields are not built again (issue 33).
  if (!failure && isEmpty(store.getState().clientErrors)) return;
  store.setState({ clientErrors: failure?.fields.fieldMessages ?? {} });
}

/**
 * Before a submit: the last server verdicts go, and what the screen can tell by itself is said
 * (the local rules, and an impossible birth date said by its own input). True when the form may
 * go to the server.
 */
export function passesLocalChecks(store: AccountFormStore): boolean {
  if (!isEmpty(store.getState().serverErrors)) store.setState({ serverErrors: {} });
  const failure = localRuleFailure(store.getState());
  showLocalFailure(store, failure);
  return !failure && !store.getState().birthdayInvalid;
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
