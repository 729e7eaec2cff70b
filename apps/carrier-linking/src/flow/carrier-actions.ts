import {
  ACCOUNT_NAME,
  PHONE_CODE_FIELD,
  checkDetails,
  prefillHostPhoneNumber,
  checkPhoneCode,
  resendPhoneCode,
  runFormAction,
  sendPhoneCode,
  type AccountFormQuery,
  type FormLoadOptions,
} from '@sheet/account-form';
import { carrierForm, useCarrierLinkingStore } from './carrier-store';
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
  await carrierForm.load(query, launchStorefront, options);
  if (store.getState().fieldsLoaded) await prefillHostPhoneNumber(store, ACCOUNT_NAME);
}

/**
 * Continue on the details: what the screen can tell first, then the number as a number of the
 * storefront's country, then the server's validation; then a code goes to the number. A number
 * already verified goes on to the account.
 */
export function continueToCode(): Promise<void> {
  return runFormAction(store, async () => {
    const details = await checkDetails(store, 'phone');
    if (!details?.phone) return;
    const { phone } = store.getState();
    if (phone.verified && phone.number === details.accountName) {
      store.setState({ step: 'code' });
      await createAndLink();
      return;
    }
    await sendPhoneCode(store, details.accountName, details.phone);
    store.setState({ step: 'code' });
  }).then(() => undefined);
}

/** Sends the code again to the same number. */
export function resendCarrierCode(): Promise<void> {
  return runFormAction(store, () => resendPhoneCode(store)).then(() => undefined);
}

/**
 * Checks the code; a right one creates the account and links the carrier. Resolves true when the
 * service refused the code (the screen clears it for the next try).
 */
export async function verifyCarrierCode(code: string): Promise<boolean> {
  await runFormAction(store, async () => {
    if (await checkPhoneCode(store, code)) await createAndLink();
  });
  return store.getState().serverErrors[PHONE_CODE_FIELD] !== undefined;
}

/** After a right code, what failed (creating, handing over, linking) is tried again. */
export function retryLinking(): Promise<void> {
  return runFormAction(store, async () => {
    store.setState({ stopped: undefined });
    await createAndLink();
  }).then(() => undefined);
}

/** The host's Back on the code step: back to the details, as typed, without the last errors. */
export function backToDetails(): void {
  store.setState({ step: 'details' });
  carrierForm.resetGeneralErrors();
}
