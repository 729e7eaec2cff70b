import {
  formMessage,
  prefillHostPhoneNumber,
  readPhoneNumber,
  runFormAction,
  sendPhoneCode,
  showLocalFailure,
  textValue,
} from '@sheet/account-form';
import { localValidationError } from '@sheet/services';
import { isPhoneNumberText } from '@sheet/reference';
import { useCreateAccountStore } from '../flow/create-account-store';
import { FLOW_PATHS, type FlowOutcome } from '../flow/paths';

const store = useCreateAccountStore;
/** Where the typed number lives in the form values; it is not a field of the server's form. */
export const CAPTURED_NUMBER = 'capturedPhoneNumber';

/**
 * Fills the number from the host's own phone number when it has one and the person has not typed
 * anything yet. Without a host (or a number) the field simply stays empty.
 */
export const prefillPhoneNumber = (): Promise<void> =>
  prefillHostPhoneNumber(store, CAPTURED_NUMBER);

/** Checks the number as typed (spec §5), then sends the phone code to it. */
export function submitCapturedNumber(): Promise<FlowOutcome> {
  return runFormAction(store, async () => {
    const { values, storefront } = store.getState();
    const text = textValue(values, CAPTURED_NUMBER);
    const parsed =
      text && isPhoneNumberText(text) ? await readPhoneNumber(text, storefront) : undefined;
    if (!parsed) {
      const message = formMessage(text ? 'errors.InvalidPhoneNumber' : 'errors.FieldRequired');
      showLocalFailure(store, localValidationError({ [CAPTURED_NUMBER]: message }));
      return undefined;
    }
    showLocalFailure(store, undefined);
    await sendPhoneCode(store, text, parsed);
    return FLOW_PATHS.verifyPhone;
  });
}
