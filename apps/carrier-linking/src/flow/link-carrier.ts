import { createAccountRequest, hostFacts, showFormFailure } from '@sheet/account-form';
import { notifyHost, type HostBridge } from '@sheet/bridge';
import { failureMessage, isStop, sheetDeps, withOneSignIn, type SheetDeps } from '@sheet/flow-kit';
import { useSheetContext } from '@sheet/sheet-runtime';
import { createAccount, linkCarrier, ServiceError, ServiceErrorKind } from '@sheet/services';
import { carrierMessage } from './carrier-messages';
import { useCarrierLinkingStore } from './carrier-store';

const store = useCarrierLinkingStore;
const BUNDLE_CLAIMED = 'MZCommerce.HardBundleAlreadyClaimed';

/**
 * Spec §4, carrier linking, once the number is verified: create the account (once, whatever is
 * retried), hand its details to the host, link the carrier bundle, and on success tell the host
 * the bundle is `eligible`, that its subscription status is stale, and close the sheet (a host that
 * cannot take the news does not hold the person up: the link is made). A link
 * refused for want of sign-in asks the host to sign in and tries once more, never more.
 */
export async function createAndLink(): Promise<void> {
  const deps = sheetDeps();
  if (!(await ensureAccount(deps))) return;
  await handOverDetails(deps.bridge);
  if (!(await linkWithOneSignIn(deps))) return;
  const { reportError } = useSheetContext.getState();
  await notifyHost(deps.bridge, 'setCarrierStatus', { status: 'eligible' }, reportError);
  await notifyHost(deps.bridge, 'invalidateSubscriptionStatus', {}, reportError);
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
    showFormFailure(store, error);
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
  try {
    const outcome = await withOneSignIn(
      () => linkCarrier(services, { guid }),
      bridge,
      'linkCarrier',
    );
    if (outcome.kind === 'signInDeclined') return stop('stopped.signInDeclined', true);
    if (outcome.kind === 'signInFailed') return stop('stopped.signInFailed', false);
    return true;
  } catch (error) {
    return stopUnlessBundleClaimed(error);
  }
}

/**
 * What nothing here can change stops the flow with its message and Close: the bundle is another
 * account's (in this flow's words), or the account is of a kind linking does not support.
 */
function stopUnlessBundleClaimed(error: unknown): false {
  const fields = error instanceof ServiceError ? error.fields : undefined;
  if (fields?.errorMessageKey === BUNDLE_CLAIMED || fields?.errorKey === BUNDLE_CLAIMED) {
    return stop('stopped.bundleClaimed', false);
  }
  if (!isStop(error)) throw error;
  store.setState({ stopped: { message: failureMessage(error), canRetry: false } });
  return false;
}

function stop(i18nKey: string, canRetry: boolean): false {
  store.setState({ stopped: { message: carrierMessage(i18nKey), canRetry } });
  return false;
}

/** The person closes the sheet after a stop: the flow did not end as it should have. */
export function closeAfterStop(): Promise<void> {
  return useSheetContext.getState().closeSheet('cancelled');
}
