import {
  ACCOUNT_NAME,
  formMessage,
  PHONE_CODE_FIELD,
  readPhoneNumber,
  refuseCode,
  setCodeError as setFormCodeError,
  textValue,
  type FieldMessage,
} from '@sheet/account-form';
import { validateEmailCode, validatePhoneCode } from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { useCreateAccountStore } from './create-account-store';
import { flowDeps, runExclusive } from './flow-deps';
import { FLOW_PATHS, type FlowOutcome } from './paths';
import { sendEmailCode, sendPhoneCode } from './send-codes';
import { afterEmailVerified, submitNewAccount } from './submit-account';

const store = useCreateAccountStore;
export const EMAIL_CODE_FIELD = 'secretCode';
export { PHONE_CODE_FIELD };

const setCodeError = (field: string, message: FieldMessage | undefined) =>
  setFormCodeError(store, field, message);
const refusedCode = (field: string, error: unknown, clearSession: () => void) =>
  refuseCode(store, field, error, clearSession);

export function verifyEmailCode(code: string): Promise<FlowOutcome> {
  return runExclusive(async () => {
    setCodeError(EMAIL_CODE_FIELD, undefined);
    const { services } = flowDeps();
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
  return runExclusive(async () => {
    setCodeError(EMAIL_CODE_FIELD, undefined);
    await sendEmailCode(textValue(store.getState().values, ACCOUNT_NAME), true);
    return undefined;
  });
}

export function verifyPhoneCode(code: string): Promise<FlowOutcome> {
  return runExclusive(async () => {
    setCodeError(PHONE_CODE_FIELD, undefined);
    const { services } = flowDeps();
    const { phone } = store.getState();
    if (!phone.phoneId) {
      setCodeError(PHONE_CODE_FIELD, formMessage('errors.codeNotSent'));
      return undefined;
    }
    try {
      await validatePhoneCode(services, { phoneId: phone.phoneId, phoneSecretCode: code });
    } catch (error) {
      refusedCode(PHONE_CODE_FIELD, error, () =>
        store.setState((state) => ({ phone: { ...state.phone, phoneId: undefined } })),
      );
      return undefined;
    }
    store.setState((state) => ({
      phone: { ...state.phone, verified: true, phoneSecretCode: code },
    }));
    return submitNewAccount();
  });
}

export function resendPhoneCode(): Promise<FlowOutcome> {
  return runExclusive(async () => {
    setCodeError(PHONE_CODE_FIELD, undefined);
    const { phone, storefront } = store.getState();
    const parsed = phone.number ? await readPhoneNumber(phone.number, storefront) : undefined;
    if (!phone.number || !parsed) return FLOW_PATHS.capturePhoneNumber;
    await sendPhoneCode(phone.number, parsed);
    return undefined;
  });
}

/** The code was right but creating the account failed (e.g. no network): try creating again. */
export function retryCreatingAccount(): Promise<FlowOutcome> {
  return runExclusive(submitNewAccount);
}

/** After a right email code, what failed next is tried again (China's phone step comes first). */
export function continueAfterEmailCode(): Promise<FlowOutcome> {
  return runExclusive(afterEmailVerified);
}

/** The words of that button: China still asks for a phone number before creating. */
export function afterEmailCodeLabelKey(): string {
  const { storefront, phone } = store.getState();
  return storefront === CHINA_STOREFRONT && !phone.verified
    ? 'personal.continue'
    : 'verify.createAccount';
}
