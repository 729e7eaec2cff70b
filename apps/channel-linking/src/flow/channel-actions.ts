import { linkOffer, type LinkOutcome, type OfferHandOff } from '@sheet/channel-link';
import { useSheetContext } from '@sheet/sheet-runtime';
import {
  describeError,
  getChannelOfferParams,
  missingDependenciesError,
  ServiceError,
  ServiceErrorKind,
} from '@sheet/services';
import type { ChannelOfferRequest } from '../landing/offer-request';
import { channelMessage, failureMessage, sameMessage } from './channel-messages';
import { useChannelStore, type ChannelMessage } from './channel-store';

const store = useChannelStore;
const OFFER_NOT_FOUND = 'ChannelOfferNotFound';
const LINK_EXPIRED = 'MEDIA_LINK_INVALID_SESSION';

export function channelDeps() {
  const { services, bridge } = useSheetContext.getState();
  if (!services) throw missingDependenciesError(['services']);
  return { services, bridge };
}

const keyOf = (error: unknown) =>
  error instanceof ServiceError
    ? (error.fields.errorMessageKey ?? error.fields.errorKey)
    : undefined;

/** Adds a general error once (spec §4: the list is de-duplicated). */
export function addGeneralError(message: ChannelMessage): void {
  store.setState(({ generalErrors }) => ({
    generalErrors: generalErrors.some((known) => sameMessage(known, message))
      ? generalErrors
      : [...generalErrors, message],
  }));
}

/**
 * One person-initiated action at a time: a second press while one is in flight does nothing;
 * general errors reset first; a failure nobody handled becomes the person's message (and a
 * failure services did not expect is reported).
 */
export async function runChannelAction<T>(work: () => Promise<T>): Promise<T | undefined> {
  if (store.getState().waiting) return undefined;
  store.setState({ waiting: true, generalErrors: [] });
  try {
    return await work();
  } catch (error) {
    // What nothing here can change (a claimed offer, an account of a kind linking does not
    // support) ends the flow with its message and Close.
    if (describeError(error).action === 'stop') {
      store.setState({ stopped: failureMessage(error) });
      return undefined;
    }
    addGeneralError(failureMessage(error));
    const expected =
      error instanceof ServiceError && error.fields.kind === ServiceErrorKind.serverError;
    if (!expected) useSheetContext.getState().reportError(error);
    return undefined;
  } finally {
    store.setState({ waiting: false });
  }
}

/**
 * The offer of a deep link (GET a, p, c, t). An unknown offer or an expired link cannot get
 * better here: the person is told so, with Close; a network failure offers Try Again.
 */
export async function loadOffer(request: ChannelOfferRequest): Promise<void> {
  store.setState({ waiting: true, loadError: undefined, stopped: undefined });
  try {
    const offer = await getChannelOfferParams(channelDeps().services, request);
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
  if (outcome?.kind === 'signInDeclined') addGeneralError(channelMessage('errors.signInDeclined'));
  if (outcome?.kind === 'signInFailed') {
    store.setState({ stopped: channelMessage('errors.signInFailed') });
  }
  return outcome;
}

/** Link on the landing: the offer and the storefront it was offered in. */
export function linkFromLanding(storefront: string): Promise<LinkOutcome | undefined> {
  return runChannelAction(async () => {
    const { offer } = store.getState();
    if (!offer) return undefined;
    const handOff: OfferHandOff = { offer, storefront };
    return afterLink(await linkOffer(channelDeps(), handOff));
  });
}
