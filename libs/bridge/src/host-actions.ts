import type { AuthenticateReason, HostBridge, HostRequestName, HostRequests } from './contract';
import { BridgeCallError, BridgeTimeoutError, BridgeUnavailableError } from './errors';

/**
 * Asks the host to sign the person in, for `reason`. Declining, a host that cannot, or one that
 * never answers all count as not signed in: the caller says so instead of failing.
 */
export async function askHostToSignIn(
  bridge: HostBridge | undefined,
  reason: AuthenticateReason,
): Promise<boolean> {
  if (!bridge) return false;
  try {
    const { authenticated } = await bridge.request('authenticate', { reason });
    return authenticated;
  } catch (error) {
    const declined =
      error instanceof BridgeCallError ||
      error instanceof BridgeUnavailableError ||
      error instanceof BridgeTimeoutError;
    if (!declined) throw error;
    return false;
  }
}

/**
 * Tells the host something changed, where the flow goes on whatever the host does with it: a host
 * that does not know the request (an older one) is fine; any other failure goes to `report`.
 */
export async function notifyHost<N extends HostRequestName>(
  bridge: HostBridge | undefined,
  name: N,
  params: HostRequests[N]['params'],
  report: (error: unknown) => void,
): Promise<void> {
  try {
    await bridge?.request(name, params);
  } catch (error) {
    if (!(error instanceof BridgeUnavailableError)) report(error);
  }
}
