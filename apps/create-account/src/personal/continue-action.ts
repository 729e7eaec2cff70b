import {
  ACCOUNT_NAME,
  accountTypeOf,
  formMessage,
  passesLocalChecks,
  passesServerValidation,
  readPhoneNumber,
  textValue,
} from '@sheet/account-form';
import { useCreateAccountStore } from '../flow/create-account-store';
import { runExclusive } from '../flow/flow-deps';
import { FLOW_PATHS, type FlowOutcome } from '../flow/paths';
import { sendEmailCode, sendPhoneCode } from '../flow/send-codes';
import { afterEmailVerified, submitNewAccount } from '../flow/submit-account';

const store = useCreateAccountStore;

/**
 * Continue on the details form: required fields locally first, then the credentials and the full
 * validation on the server, then the code the account type needs (email, or phone). Every step
 * keeps what the person typed; the answer is where to go next, or nothing to stay.
 */
export function continueFromPersonal(): Promise<FlowOutcome> {
  return runExclusive(async () => {
    if (!passesLocalChecks(store)) return undefined;
    const state = store.getState();
    const accountName = textValue(state.values, ACCOUNT_NAME);
    const accountType = accountTypeOf(accountName, state.query, state.storefront);
    const phone =
      accountType === 'phone' ? await readPhoneNumber(accountName, state.storefront) : undefined;
    if (accountType === 'phone' && !phone) {
      store.setState({
        clientErrors: { [ACCOUNT_NAME]: formMessage('errors.InvalidPhoneNumber') },
      });
      return undefined;
    }
    if (!(await passesServerValidation(store, state))) return undefined;
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
