import { askHostToSignIn, type AuthenticateReason, type HostBridge } from '@sheet/bridge';
import { needsSignIn } from './failures';

/**
 * How a call that may need sign-in ended: done, or refused for want of sign-in with the person
 * declining to sign in (`signInDeclined`) or signing in to no avail (`signInFailed`); `error` is
 * the refusal.
 *
 * @public
 */
export type SignInOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'signInDeclined'; error: unknown }
  | { kind: 'signInFailed'; error: unknown };

/**
 * Runs `call`; a refusal for want of sign-in asks the host to sign the person in, once, and runs
 * the call once more, never more. Any other failure throws.
 */
export async function withOneSignIn<T>(
  call: () => Promise<T>,
  bridge: HostBridge | undefined,
  reason: AuthenticateReason,
): Promise<SignInOutcome<T>> {
  try {
    return { kind: 'done', value: await call() };
  } catch (error) {
    if (!needsSignIn(error)) throw error;
    if (!(await askHostToSignIn(bridge, reason))) return { kind: 'signInDeclined', error };
  }
  try {
    return { kind: 'done', value: await call() };
  } catch (error) {
    if (!needsSignIn(error)) throw error;
    return { kind: 'signInFailed', error };
  }
}

/** The call's value, or its refusal thrown: for callers whose refusal says "sign in" itself. */
export function valueOrRefusal<T>(outcome: SignInOutcome<T>): T {
  if (outcome.kind === 'done') return outcome.value;
  throw outcome.error;
}
