import {
  ACCOUNT_NAME,
  formMessage,
  loadAccountForm,
  passesLocalChecks,
  passesServerValidation,
  prefillHostPhoneNumber,
  PHONE_CODE_FIELD,
  readPhoneNumber,
  refuseCode,
  resetGeneralErrors,
  runExclusive,
  sendPhoneCodeTo,
  setCodeError,
  sheetDeps,
  textValue,
  type AccountFormQuery,
  type FormLoadOptions,
} from '@sheet/account-form';
import { validatePhoneCode, type SplitPhoneNumber } from '@sheet/services';
import { useCarrierLinkingStore } from './carrier-store';
import { createAndLink } from './link-carrier';

const store = useCarrierLinkingStore;

/**
 * Loads the restricted form of the carrier bundle, then puts the host's phone number in as the
 * account name (a restricted phone account): the person types one only when the host has none.
 */
export async function loadCarrierForm(
  query: AccountFormQuery,
  launchStorefront: string,
  options?: FormLoadOptions,
): Promise<void> {
  await loadAccountForm(store, query, launchStorefront, options);
  if (store.getState().fieldsLoaded) await prefillHostPhoneNumber(store, ACCOUNT_NAME);
}

/**
 * Continue on the details: what the screen can tell first, then the number as a number of the
 * storefront's country, then the server's validation; then a code goes to the number. A number
 * already verified goes on to the account.
 */
export function continueToCode(): Promise<void> {
  return runExclusive(store, async () => {
    if (!passesLocalChecks(store)) return;
    const state = store.getState();
    const number = textValue(state.values, ACCOUNT_NAME);
    const phone = await readPhoneNumber(number, state.storefront);
    if (!phone) {
      store.setState({
        clientErrors: { [ACCOUNT_NAME]: formMessage('errors.InvalidPhoneNumber') },
      });
      return;
    }
    if (!(await passesServerValidation(store, state))) return;
    if (state.phone.verified && state.phone.number === number) {
      store.setState({ step: 'code' });
      await createAndLink();
      return;
    }
    await sendCode(number, phone);
    store.setState({ step: 'code' });
  }).then(() => undefined);
}

async function sendCode(number: string, phone: SplitPhoneNumber): Promise<void> {
  const { services } = sheetDeps();
  const phoneId = await sendPhoneCodeTo(services, phone, store.getState().storefront);
  store.setState((state) => ({
    phone: { number, phoneId, sentCount: state.phone.sentCount + 1, verified: false },
  }));
}

/** Sends the code again to the same number. */
export function resendCarrierCode(): Promise<void> {
  return runExclusive(store, async () => {
    setCodeError(store, PHONE_CODE_FIELD, undefined);
    const { phone, storefront } = store.getState();
    const parsed = phone.number ? await readPhoneNumber(phone.number, storefront) : undefined;
    if (phone.number && parsed) await sendCode(phone.number, parsed);
  }).then(() => undefined);
}

/**
 * Checks the code; a right one creates the account and links the carrier. Resolves true when the
 * service refused the code (the screen clears it for the next try).
 */
export async function verifyCarrierCode(code: string): Promise<boolean> {
  await runExclusive(store, async () => {
    setCodeError(store, PHONE_CODE_FIELD, undefined);
    const { services } = sheetDeps();
    const { phone } = store.getState();
    if (!phone.phoneId) {
      setCodeError(store, PHONE_CODE_FIELD, formMessage('errors.codeNotSent'));
      return;
    }
    try {
      await validatePhoneCode(services, { phoneId: phone.phoneId, phoneSecretCode: code });
    } catch (error) {
      refuseCode(store, PHONE_CODE_FIELD, error, () =>
        store.setState((state) => ({ phone: { ...state.phone, phoneId: undefined } })),
      );
      return;
    }
    store.setState((state) => ({
      phone: { ...state.phone, verified: true, phoneSecretCode: code },
    }));
    await createAndLink();
  });
  return store.getState().serverErrors[PHONE_CODE_FIELD] !== undefined;
}

/** After a right code, what failed (creating, handing over, linking) is tried again. */
export function retryLinking(): Promise<void> {
  return runExclusive(store, async () => {
    store.setState({ stopped: undefined });
    await createAndLink();
  }).then(() => undefined);
}

/** The host's Back on the code step: back to the details, as typed, without the last errors. */
export function backToDetails(): void {
  store.setState({ step: 'details' });
  resetGeneralErrors(store);
}
