import { checkDetails, runFormAction, sendPhoneCode } from '@sheet/account-form';
import { useCreateAccountStore } from '../flow/create-account-store';
import { FLOW_PATHS, type FlowOutcome } from '../flow/paths';
import { sendEmailCode } from '../flow/send-codes';
import { afterEmailVerified, submitNewAccount } from '../flow/submit-account';

const store = useCreateAccountStore;

/**
 * Continue on the details form: required fields locally first, then the credentials and the full
 * validation on the server, then the code the account type needs (email, or phone). Every step
 * keeps what the person typed; the answer is where to go next, or nothing to stay.
 */
export function continueFromPersonal(): Promise<FlowOutcome> {
  return runFormAction(store, async () => {
    const details = await checkDetails(store);
    if (!details) return undefined;
    const { accountName, accountType, phone } = details;
    const state = store.getState();
    if (accountType === 'email') {
      if (state.email.verified && state.email.email === accountName) return afterEmailVerified();
      await sendEmailCode(accountName, false);
      return FLOW_PATHS.verifyEmail;
    }
    if (state.phone.verified && state.phone.number === accountName) return submitNewAccount();
    if (phone) await sendPhoneCode(store, accountName, phone);
    return FLOW_PATHS.verifyPhone;
  });
}
