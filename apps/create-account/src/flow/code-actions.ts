import {
  ACCOUNT_NAME,
  askForMissingPassword,
  checkPhoneCode,
  formMessage,
  PHONE_CODE_FIELD,
  refuseCode,
  resendPhoneCode as resendPhoneCodeOf,
  runFormAction,
  setCodeError as setFormCodeError,
  textValue,
} from '@sheet/account-form';
import { sheetDeps } from '@sheet/flow-kit';
import type { Message } from '@sheet/i18n';
import { validateEmailCode } from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { useCreateAccountStore } from './create-account-store';

import { FLOW_PATHS, type FlowOutcome } from './paths';
import { sendEmailCode } from './send-codes';
import { afterEmailVerified, submitNewAccount } from './submit-account';

const store = useCreateAccountStore;
export const EMAIL_CODE_FIELD = 'secretCode';
export { PHONE_CODE_FIELD };

const setCodeError = (field: string, message: Message | undefined) =>
  setFormCodeError(store, field, message);
const refusedCode = (field: string, error: unknown, clearSession: () => void) =>
  refuseCode(store, field, error, clearSession);

export function verifyEmailCode(code: string): Promise<FlowOutcome> {
  return runFormAction(store, async () => {
    setCodeError(EMAIL_CODE_FIELD, undefined);
    // Resumed without the password (never kept): asked for before the code is spent.
    if (askForMissingPassword(store)) return undefined;
    const { services } = sheetDeps();
    const { email } = store.getState();
    if (!email.email || !email.clientToken) {
      setCodeError(EMAIL_CODE_FIELD, formMessage('errors.codeNotSent'));
      return undefined;
    }
    try {
      await validateEmailCode(services, {
        email: email.email,
        secretCode: code,
        clientToken: email.clientToken,
      });
    } catch (error) {
      refusedCode(EMAIL_CODE_FIELD, error, () =>
        store.setState((state) => ({ email: { ...state.email, clientToken: undefined } })),
      );
      return undefined;
    }
    store.setState((state) => ({ email: { ...state.email, verified: true } }));
    return afterEmailVerified();
  });
}

export function resendEmailCode(): Promise<FlowOutcome> {
  return runFormAction(store, async () => {
    setCodeError(EMAIL_CODE_FIELD, undefined);
    await sendEmailCode(textValue(store.getState().values, ACCOUNT_NAME), true);
    return undefined;
  });
}

export function verifyPhoneCode(code: string): Promise<FlowOutcome> {
  return runFormAction(store, async () => {
    if (askForMissingPassword(store)) return undefined;
    return (await checkPhoneCode(store, code)) ? submitNewAccount() : undefined;
  });
}

/** A new code to the number; without one to send it to, the number is asked for again. */
export function resendPhoneCode(): Promise<FlowOutcome> {
  return runFormAction(store, async () =>
    (await resendPhoneCodeOf(store)) ? undefined : FLOW_PATHS.capturePhoneNumber,
  );
}

/** The code was right but creating the account failed (e.g. no network): try creating again. */
export function retryCreatingAccount(): Promise<FlowOutcome> {
  return runFormAction(store, submitNewAccount);
}

/** After a right email code, what failed next is tried again (China's phone step comes first). */
export function continueAfterEmailCode(): Promise<FlowOutcome> {
  return runFormAction(store, afterEmailVerified);
}

/** The words of that button: China still asks for a phone number before creating. */
export function afterEmailCodeLabelKey(): string {
  const { storefront, phone } = store.getState();
  return storefront === CHINA_STOREFRONT && !phone.verified
    ? 'personal.continue'
    : 'verify.createAccount';
}
