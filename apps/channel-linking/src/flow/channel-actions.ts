import { linkOffer, type LinkOutcome, type OfferHandOff } from '@sheet/channel-link';
import { addGeneralError, failureMessage, runStoppable, sheetDeps } from '@sheet/flow-kit';
import { getChannelOfferParams, ServiceError } from '@sheet/services';
import type { ChannelOfferRequest } from '../landing/offer-request';
import { channelMessage } from './channel-messages';
import { useChannelStore } from './channel-store';

const store = useChannelStore;
const OFFER_NOT_FOUND = 'ChannelOfferNotFound';
const LINK_EXPIRED = 'MEDIA_LINK_INVALID_SESSION';

const keyOf = (error: unknown) =>
  error instanceof ServiceError
    ? (error.fields.errorMessageKey ?? error.fields.errorKey)
    : undefined;

/**
 * The offer of a deep link (GET a, p, c, t). An unknown offer or an expired link cannot get
 * better here: the person is told so, with Close; a network failure offers Try Again.
 */
export async function loadOffer(request: ChannelOfferRequest): Promise<void> {
  store.setState({ waiting: true, loadError: undefined, stopped: undefined });
  try {
    const offer = await getChannelOfferParams(sheetDeps().services, request);
    store.setState({ offer });
  } catch (error) {
    const key = keyOf(error);
    if (key === OFFER_NOT_FOUND)
      store.setState({ stopped: channelMessage('landing.offerNotFound') });
    else if (key === LINK_EXPIRED) store.setState({ stopped: failureMessage(error) });
    else store.setState({ loadError: failureMessage(error) });
  } finally {
    store.setState({ waiting: false });
  }
}

/** What a link that needed sign-in leaves on screen; any other outcome is the screen's to follow. */
export function afterLink(outcome: LinkOutcome | undefined): LinkOutcome | undefined {
  if (outcome?.kind === 'signInDeclined') {
    addGeneralError(store, channelMessage('errors.signInDeclined'));
  }
  if (outcome?.kind === 'signInFailed') {
    store.setState({ stopped: channelMessage('errors.signInFailed') });
  }
  return outcome;
}

/**
 * Link on the landing: the offer and the storefront it was offered in. What nothing here can
 * change (a claimed offer, an account of a kind linking does not support) ends the flow with its
 * message and Close; any other failure is a general error.
 */
export function linkFromLanding(storefront: string): Promise<LinkOutcome | undefined> {
  return runStoppable(store, async () => {
    const { offer } = store.getState();
    if (!offer) return undefined;
    const handOff: OfferHandOff = { offer, storefront };
    return afterLink(await linkOffer(sheetDeps(), handOff));
  });
}
