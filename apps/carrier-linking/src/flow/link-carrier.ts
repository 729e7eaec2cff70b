import {
  createAccountRequest,
  hostFacts,
  sheetDeps,
  showFailure,
  type SheetDeps,
} from '@sheet/account-form';
import {
  BridgeCallError,
  BridgeTimeoutError,
  BridgeUnavailableError,
  type HostBridge,
  type HostRequestName,
  type HostRequests,
} from '@sheet/bridge';
import { useSheetContext } from '@sheet/routing';
import {
  createAccount,
  describeError,
  linkCarrier,
  ServiceError,
  ServiceErrorKind,
} from '@sheet/services';
import { carrierMessage } from './carrier-messages';
import { useCarrierLinkingStore } from './carrier-store';

const store = useCarrierLinkingStore;
const BUNDLE_CLAIMED = 'MZCommerce.HardBundleAlreadyClaimed';

/**
 * Spec §4, carrier linking, once the number is verified: create the account (once, whatever is
 * retried), hand its details to the host, link the carrier bundle, and on success tell the host
 * the bundle is `eligible`, that its subscription status is stale, and close the sheet. A link
 * refused for want of sign-in asks the host to sign in and tries once more, never more.
 */
export async function createAndLink(): Promise<void> {
  const deps = sheetDeps();
  if (!(await ensureAccount(deps))) return;
  await handOverDetails(deps.bridge);
  if (!(await linkWithOneSignIn(deps))) return;
  await tellHost(deps.bridge, 'setCarrierStatus', { status: 'eligible' });
  await tellHost(deps.bridge, 'invalidateSubscriptionStatus', {});
  await useSheetContext.getState().closeSheet('success');
}

/** Creates the account unless it exists; a field the service refuses sends the person back. */
async function ensureAccount({ services, bridge, launch }: SheetDeps): Promise<boolean> {
  const state = store.getState();
  if (state.created) return true;
  const host = await hostFacts(bridge, state, launch?.device);
  try {
    const result = await createAccount(services, createAccountRequest(state, host, state.phone));
    store.setState({
      created: true,
      createdDetails: result.details,
      pageUUID: result.pageUUID,
      guid: host.device?.guid,
    });
    return true;
  } catch (error) {
    const validation =
      error instanceof ServiceError && error.fields.kind === ServiceErrorKind.serverValidationError;
    if (!validation) throw error;
    showFailure(store, error);
    store.setState({ step: 'details' });
    return false;
  }
}

async function handOverDetails(bridge: HostBridge | undefined): Promise<void> {
  const { detailsHandedOver, createdDetails } = store.getState();
  if (detailsHandedOver || !createdDetails) return;
  await bridge?.request('handOverDetails', { details: { ...createdDetails } });
  store.setState({ detailsHandedOver: true });
}

async function linkWithOneSignIn({ services, bridge }: SheetDeps): Promise<boolean> {
  const guid = store.getState().guid ?? '';
  const link = () => linkCarrier(services, { guid });
  try {
    await link();
    return true;
  } catch (error) {
    if (!needsSignIn(error)) return stopUnlessBundleClaimed(error);
  }
  if (!(await hostSignsIn(bridge))) return stop('stopped.signInDeclined', true);
  try {
    await link();
    return true;
  } catch (error) {
    if (needsSignIn(error)) return stop('stopped.signInFailed', false);
    return stopUnlessBundleClaimed(error);
  }
}

const needsSignIn = (error: unknown) => describeError(error).action === 'reauthenticate';

/** The bundle is another account's: nothing here can change that, so the sheet can only close. */
function stopUnlessBundleClaimed(error: unknown): false {
  const fields = error instanceof ServiceError ? error.fields : undefined;
  if (fields?.errorMessageKey !== BUNDLE_CLAIMED && fields?.errorKey !== BUNDLE_CLAIMED) {
    throw error;
  }
  return stop('stopped.bundleClaimed', false);
}

function stop(i18nKey: string, canRetry: boolean): false {
  store.setState({ stopped: { message: carrierMessage(i18nKey), canRetry } });
  return false;
}

/** Whether the person signed in through the host; declining (or no host to ask) is a no. */
async function hostSignsIn(bridge: HostBridge | undefined): Promise<boolean> {
  if (!bridge) return false;
  try {
    const { authenticated } = await bridge.request('authenticate', { reason: 'linkCarrier' });
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
 * Tells the host what changed. The link is made whatever the host does with it: a host that
 * cannot take the news (an older one) does not hold the person up; the failure is reported.
 */
async function tellHost<N extends HostRequestName>(
  bridge: HostBridge | undefined,
  name: N,
  params: HostRequests[N]['params'],
): Promise<void> {
  try {
    await bridge?.request(name, params);
  } catch (error) {
    if (!(error instanceof BridgeUnavailableError)) useSheetContext.getState().reportError(error);
  }
}

/** The person closes the sheet after a stop: the flow did not end as it should have. */
export function closeAfterStop(): Promise<void> {
  return useSheetContext.getState().closeSheet('cancelled');
}
