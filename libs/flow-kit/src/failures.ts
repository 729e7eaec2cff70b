import { messagesIn, type Message } from '@sheet/i18n';
import {
  describeError,
  isOfflineError,
  SERVICES_NAMESPACE,
  ServiceError,
  ServiceErrorKind,
} from '@sheet/services';
import { showOffline, useConnectivity, useSheetContext } from '@sheet/sheet-runtime';

const servicesMessage = messagesIn(SERVICES_NAMESPACE);

/**
 * Any failure as one message for the person (spec §8's catalogue, in the services' words); a
 * phone failure whose server message a person can read shows that message.
 */
export function failureMessage(error: unknown): Message {
  const description = describeError(error);
  if (description.action === 'showServerMessage' && description.serverMessage) {
    return { text: description.serverMessage };
  }
  return servicesMessage(description.i18nKey, description.params);
}

/** Whether nothing on this screen can change the failure: the flow ends with its message. */
export const isStop = (error: unknown): boolean => describeError(error).action === 'stop';

/** Whether the failure is a cancellation (spec §8's code 6): nothing to tell the person. */
export const isCancelled = (error: unknown): boolean => describeError(error).action === 'ignore';

/**
 * Whether the service refused for want of sign-in.
 * @public
 */
export const needsSignIn = (error: unknown): boolean =>
  describeError(error).action === 'reauthenticate';

/**
 * What services answer is expected; anything else (a bug, a missing dependency) is reported.
 * @public
 */
export function isExpectedFailure(error: unknown): boolean {
  return (
    error instanceof ServiceError &&
    (error.fields.kind === ServiceErrorKind.serverError ||
      error.fields.kind === ServiceErrorKind.serverValidationError ||
      error.fields.kind === ServiceErrorKind.localValidationError)
  );
}

/** Sends a failure services did not expect to the error sink (the shell's report names it, never a value typed). */
export function reportUnexpected(error: unknown): void {
  if (!isExpectedFailure(error)) useSheetContext.getState().reportError(error);
}

/**
 * A failure because the device is offline is said once for the whole sheet (its notice), not as
 * a screen's or a field's error: nothing is wrong there. True when it was such a failure: a call
 * the host or browser could not send, or anything at all (a screen's code not loading) while the
 * browser or the host says the device is offline.
 */
export function tellIfOffline(error: unknown): boolean {
  const knownOffline =
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    !useConnectivity.getState().online;
  if (!isOfflineError(error) && !knownOffline) return false;
  showOffline();
  return true;
}
