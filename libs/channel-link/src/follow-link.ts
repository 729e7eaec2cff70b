import { notifyHost, type HostBridge } from '@sheet/bridge';
import { withOneSignIn } from '@sheet/flow-kit';
import { useSheetContext } from '@sheet/sheet-runtime';
import { linkChannelSubscription, type HostDialog, type ServiceDeps } from '@sheet/services';
import {
  CHANNEL_PATHS,
  handOffState,
  type ChannelHandOffState,
  type OfferHandOff,
} from './hand-off';

/** Where linking an offer leaves the person (spec §4, channel link). */
export type LinkOutcome =
  /** go on to another screen, with the offer (and number) in its router state */
  | { kind: 'go'; path: string; state: ChannelHandOffState }
  /** the sheet closed: linked, or the service's dialog said it cannot be */
  | { kind: 'closed' }
  /** the link needs a sign-in the person did not give (declined) or that did not help (failed) */
  | { kind: 'signInDeclined' }
  | { kind: 'signInFailed' };

type LinkDeps = { services: ServiceDeps; bridge: HostBridge | undefined };

/**
 * Links the offer and does what the answer asks (spec §4): verify the number by SMS; a dialog
 * with a terms page action goes to the terms, handing the offer over; any other dialog is shown
 * by the host, then the sheet closes; linked: the subscription status is stale (told to the host),
 * then the China success screen, the family page in the host, or a plain close. A refusal for
 * want of sign-in asks the host to sign in and links once more, never more. Other failures throw.
 */
export async function linkOffer(deps: LinkDeps, handOff: OfferHandOff): Promise<LinkOutcome> {
  const { offer } = handOff;
  const link = () =>
    linkChannelSubscription(deps.services, {
      linkParams: offer.linkParams,
      productCode: offer.productCode,
    });
  const linked = await withOneSignIn(link, deps.bridge, 'linkChannelSubscription');
  if (linked.kind !== 'done') return { kind: linked.kind };
  const answer = linked.value;
  if (answer.action === 'verifyCarrierSms' && answer.msisdn) {
    return {
      kind: 'go',
      path: CHANNEL_PATHS.smsVerification,
      state: handOffState(handOff, answer.msisdn),
    };
  }
  if (answer.dialog) return followDialog(deps.bridge, answer.dialog, handOff);
  return finishLinked(deps.bridge, handOff, answer);
}

async function followDialog(
  bridge: HostBridge | undefined,
  dialog: HostDialog,
  handOff: OfferHandOff,
): Promise<LinkOutcome> {
  const buttons = dialog.buttons.map((button, index) => ({
    id: String(index),
    label: button.label,
  }));
  const chosen = await bridge
    ?.request('showDialog', { title: dialog.title, message: dialog.message, buttons })
    .catch(() => undefined);
  const action = chosen ? dialog.buttons[Number(chosen.buttonId)]?.action : undefined;
  if (action === 'termsPage') {
    return { kind: 'go', path: CHANNEL_PATHS.terms, state: handOffState(handOff) };
  }
  await useSheetContext.getState().closeSheet('cancelled');
  return { kind: 'closed' };
}

/** After a link: what the host knows of subscriptions is stale; then the offer's own ending. */
async function finishLinked(
  bridge: HostBridge | undefined,
  handOff: OfferHandOff,
  answer: { showChinaSuccess?: boolean; isFamily?: boolean; familySuccessUrl?: string },
): Promise<LinkOutcome> {
  const { closeSheet, reportError } = useSheetContext.getState();
  await notifyHost(bridge, 'invalidateSubscriptionStatus', {}, reportError);
  if (answer.showChinaSuccess) {
    return { kind: 'go', path: CHANNEL_PATHS.chinaSuccess, state: handOffState(handOff) };
  }
  const familyUrl = answer.familySuccessUrl;
  if ((answer.isFamily || handOff.offer.isFamily) && familyUrl) {
    await notifyHost(bridge, 'openUrl', { url: familyUrl }, reportError);
  }
  await closeSheet('success');
  return { kind: 'closed' };
}
