import { validateCredentials, validateFields } from '@sheet/services';
import { useCreateAccountStore, type CreateAccountState } from '../flow/create-account-store';
import {
  ACCOUNT_NAME,
  accountTypeOf,
  localFieldErrors,
  textValue,
  toFormValues,
  visibleFields,
} from '../flow/field-rules';
import { flowDeps, runExclusive, showFailure } from '../flow/flow-deps';
import { flowMessage } from '../flow/messages';
import { FLOW_PATHS, type FlowOutcome } from '../flow/paths';
import { readPhoneNumber, sendEmailCode, sendPhoneCode } from '../flow/send-codes';
import { afterEmailVerified, submitNewAccount } from '../flow/submit-account';

const store = useCreateAccountStore;

/**
 * Continue on the details form: required fields locally first, then the credentials and the full
 * validation on the server, then the code the account type needs (email, or phone). Every step
 * keeps what the person typed; the answer is where to go next, or nothing to stay.
 */
export function continueFromPersonal(): Promise<FlowOutcome> {
  return runExclusive(async () => {
    store.setState({ serverErrors: {} });
    const state = store.getState();
    const fields = visibleFields(state.fields, state.privacyConsentRequired);
    const clientErrors = localFieldErrors(fields, state.values);
    store.setState({ clientErrors });
    if (Object.keys(clientErrors).length > 0 || state.birthdayInvalid) return undefined;

    const accountName = textValue(state.values, ACCOUNT_NAME);
    const accountType = accountTypeOf(accountName, state.query, state.storefront);
    const phone =
      accountType === 'phone' ? await readPhoneNumber(accountName, state.storefront) : undefined;
    if (accountType === 'phone' && !phone) {
      store.setState({
        clientErrors: { [ACCOUNT_NAME]: flowMessage('errors.InvalidPhoneNumber') },
      });
      return undefined;
    }
    if (!(await passesServerValidation(state))) return undefined;

    if (accountType === 'email') {
      if (state.email.verified && state.email.email === accountName) return afterEmailVerified();
      await sendEmailCode(accountName, false);
      return FLOW_PATHS.verifyEmail;
    }
    if (state.phone.verified && state.phone.number === accountName) return submitNewAccount();
    await sendPhoneCode(accountName, phone!);
    return FLOW_PATHS.verifyPhone;
  });
}

/** Credentials-only and full validation together; false (with the errors shown) if either fails. */
async function passesServerValidation(state: CreateAccountState): Promise<boolean> {
  const { services } = flowDeps();
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
  failures.forEach(showFailure);
  return failures.length === 0;
}
