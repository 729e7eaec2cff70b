import { create } from 'zustand';
import { BridgeCallError, BridgeUnavailableError, type HostBridge } from '@sheet/bridge';
import {
  describeError,
  givePrivacyConsent,
  type ErrorDescription,
  type ServiceDeps,
} from '@sheet/services';

type ConsentState = {
  status: 'idle' | 'working' | 'done';
  /** what to tell the person when agreeing failed; a key of the services namespace */
  error: ErrorDescription | undefined;
};

export const usePrivacyConsentStore = create<ConsentState>(() => ({
  status: 'idle',
  error: undefined,
}));

const SIGN_IN_REQUIRED: ErrorDescription = { i18nKey: 'signInRequired', action: 'reauthenticate' };

/**
 * Agreeing records the person's cross-border consent, which needs the host's sign-in first; then
 * the sheet closes. Declining the sign-in leaves the screen as it was, with the reason.
 */
export async function agreeToPrivacyConsent(deps: {
  bridge: HostBridge | undefined;
  services: ServiceDeps | undefined;
  storefront: string;
  closeSheet: () => Promise<void>;
}): Promise<void> {
  const store = usePrivacyConsentStore;
  if (store.getState().status === 'working') return;
  store.setState({ status: 'working', error: undefined });
  try {
    if (!deps.bridge || !deps.services) throw new Error('The sheet is not connected to its host');
    const { authenticated } = await deps.bridge.request('authenticate', {
      reason: 'privacyConsent',
    });
    if (!authenticated) throw new BridgeCallError('authenticate', 'cancelled', 'Sign-in declined');
    await givePrivacyConsent(deps.services, { cc: deps.storefront });
    store.setState({ status: 'done' });
    await deps.closeSheet();
  } catch (error) {
    const signInMissing =
      error instanceof BridgeCallError || error instanceof BridgeUnavailableError;
    store.setState({
      status: 'idle',
      error: signInMissing ? SIGN_IN_REQUIRED : describeError(error),
    });
  }
}
