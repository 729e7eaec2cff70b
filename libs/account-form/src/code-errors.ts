import { tellIfOffline } from '@sheet/flow-kit';
import { describeError } from '@sheet/services';
import type { AccountFormStore } from './form-state';
import type { Message } from '@sheet/i18n';
import { mapFailure } from './messages';

/** The field a phone code's verdict is kept under (its name in the create payload). */
export const PHONE_CODE_FIELD = 'phoneSecretCode';

/** Puts a message under a code (or takes it away): codes are not form fields, but read like one. */
export function setCodeError(
  store: AccountFormStore,
  field: string,
  message: Message | undefined,
): void {
  store.setState(({ serverErrors }) => {
    const { [field]: _old, ...others } = serverErrors;
    return { serverErrors: message ? { ...others, [field]: message } : others };
  });
}

/**
 * A code the service refused gets its own message under the code (wrong, expired, too many
 * tries); an expired session is forgotten, so the next send starts a new one.
 */
export function refuseCode(
  store: AccountFormStore,
  field: string,
  error: unknown,
  clearSession: () => void,
): void {
  if (tellIfOffline(error)) return;
  if (describeError(error).action === 'clearSession') clearSession();
  setCodeError(store, field, mapFailure(error).generalErrors[0]);
}
