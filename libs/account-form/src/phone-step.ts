import { sheetDeps } from '@sheet/flow-kit';
import {
  generatePhoneCode,
  localValidationError,
  splitPhoneNumber,
  validatePhoneCode,
  type SplitPhoneNumber,
} from '@sheet/services';
import { setCodeError, PHONE_CODE_FIELD, refuseCode } from './code-errors';
import { ACCOUNT_NAME, accountTypeOf, textValue } from './field-rules';
import type { AccountFormStore, AccountType, PhoneFormState } from './form-state';
import { formMessage } from './messages';
import { storefrontIso2 } from './storefront-country';
import { passesLocalChecks, passesServerValidation, showLocalFailure } from './submit-checks';

/** A typed phone number read in the storefront's country, or nothing when it cannot exist. */
export function readPhoneNumber(
  text: string,
  storefront: string,
): Promise<SplitPhoneNumber | undefined> {
  return splitPhoneNumber(text, storefrontIso2(storefront));
}

/**
 * The details as Continue found them: the account name, its type, and its number's parts.
 * @public
 */
export type CheckedDetails = {
  accountName: string;
  accountType: AccountType;
  phone?: SplitPhoneNumber;
};

/**
 * Continue's checks on the details (spec §5), in order: what the screen can tell by itself, a
 * phone account name read as a number of the storefront's country, then the server's validation.
 * Undefined when the person has something to fix (it is on screen); what they typed stays.
 */
export async function checkDetails(
  store: AccountFormStore,
  accountType?: AccountType,
): Promise<CheckedDetails | undefined> {
  if (!passesLocalChecks(store)) return undefined;
  const state = store.getState();
  const accountName = textValue(state.values, ACCOUNT_NAME);
  const type = accountType ?? accountTypeOf(accountName, state.query, state.storefront);
  const phone = type === 'phone' ? await readPhoneNumber(accountName, state.storefront) : undefined;
  if (type === 'phone' && !phone) {
    showLocalFailure(
      store,
      localValidationError({ [ACCOUNT_NAME]: formMessage('errors.InvalidPhoneNumber') }),
    );
    return undefined;
  }
  if (!(await passesServerValidation(store, state))) return undefined;
  return { accountName, accountType: type, ...(phone ? { phone } : {}) };
}

/** Sends a code to `number` (countryDialCode, phoneNumber, countryIso3Code -> phoneId). */
export async function sendPhoneCode(
  store: AccountFormStore<PhoneFormState>,
  number: string,
  phone: SplitPhoneNumber,
): Promise<void> {
  const { services } = sheetDeps();
  const { phoneId } = await generatePhoneCode(services, {
    countryDialCode: phone.countryCallingCode,
    phoneNumber: phone.nationalNumber,
    countryIso3Code: store.getState().storefront,
  });
  store.setState((state) => ({
    phone: {
      number,
      display: phone.display,
      phoneId,
      sentCount: state.phone.sentCount + 1,
      verified: false,
    },
  }));
}

/** Sends a new code to the number the last one went to; false when there is no such number. */
export async function resendPhoneCode(store: AccountFormStore<PhoneFormState>): Promise<boolean> {
  setCodeError(store, PHONE_CODE_FIELD, undefined);
  const { phone, storefront } = store.getState();
  const parsed = phone.number ? await readPhoneNumber(phone.number, storefront) : undefined;
  if (!phone.number || !parsed) return false;
  await sendPhoneCode(store, phone.number, parsed);
  return true;
}

/**
 * Checks a phone code. True when it is right (the number is verified; the code is kept in
 * memory for the create payload); false when it was refused or none was sent (said under it).
 */
export async function checkPhoneCode(
  store: AccountFormStore<PhoneFormState>,
  code: string,
): Promise<boolean> {
  setCodeError(store, PHONE_CODE_FIELD, undefined);
  const { phone } = store.getState();
  if (!phone.phoneId) {
    setCodeError(store, PHONE_CODE_FIELD, formMessage('errors.codeNotSent'));
    return false;
  }
  try {
    await validatePhoneCode(sheetDeps().services, {
      phoneId: phone.phoneId,
      phoneSecretCode: code,
    });
  } catch (error) {
    refuseCode(store, PHONE_CODE_FIELD, error, () =>
      store.setState((state) => ({ phone: { ...state.phone, phoneId: undefined } })),
    );
    return false;
  }
  store.setState((state) => ({ phone: { ...state.phone, verified: true, phoneSecretCode: code } }));
  return true;
}
