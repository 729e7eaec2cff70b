import { notifyHost } from '@sheet/bridge';
import { linkOffer, type LinkOutcome, type OfferHandOff } from '@sheet/channel-link';
import {
  addGeneralError,
  failureMessage,
  reportUnexpected,
  runStoppable,
  sheetDeps,
  withOneSignIn,
  type SheetDeps,
} from '@sheet/flow-kit';
import { useSheetContext } from '@sheet/sheet-runtime';
import { checkTerms, getTerms, missingFromStateError } from '@sheet/services';
import { flowMessage } from './flow-messages';
import { useTermsStore } from './terms-store';

const store = useTermsStore;
/** The terms this flow asks for: the statement of the updated terms (spec §7). */
const NEW_TERMS_STATEMENT = 'newTermsStatement';

/** The terms of the storefront (`cc`, USA by default); the marketing box starts as the server says. */
export async function loadTerms(storefront: string | undefined): Promise<void> {
  store.setState({ waiting: true, loadError: undefined });
  try {
    const terms = await getTerms(sheetDeps().services, {
      cc: storefront,
      termsType: NEW_TERMS_STATEMENT,
    });
    store.setState({ terms, marketing: terms.marketingOptIn });
  } catch (error) {
    store.setState({ loadError: failureMessage(error) });
  } finally {
    store.setState({ waiting: false });
  }
}

export const setMarketing = (marketing: boolean) => store.setState({ marketing });

/**
 * Accept: the terms check with the version accepted (and the marketing choice), signing in through
 * the host once if the service asks (`MZFinance.TermsCheckLoginRequired`). Then an offer handed
 * over by the channel flow is linked and its flow's ending followed; without one, the host hears
 * the terms were agreed and the sheet closes.
 */
export function acceptTerms(
  storefront: string | undefined,
  handOff: OfferHandOff | undefined,
): Promise<LinkOutcome | undefined> {
  return runStoppable(store, async () => {
    const { terms, marketing } = store.getState();
    if (!terms) {
      // Accept with no terms on screen (their version is what is accepted): nothing to agree to.
      addGeneralError(store, failureMessage(missingFromStateError(['terms'])));
      return undefined;
    }
    const deps = sheetDeps();
    const check = () =>
      checkTerms(deps.services, {
        accepted: terms.termsVersionId,
        marketing,
        ...(storefront ? { cc: storefront } : {}),
      });
    const checked = await withOneSignIn(check, deps.bridge, 'acceptTerms');
    if (checked.kind === 'signInDeclined') {
      addGeneralError(store, flowMessage('errors.signInDeclined'));
      return undefined;
    }
    if (checked.kind === 'signInFailed') {
      addGeneralError(store, flowMessage('errors.signInFailed'));
      reportUnexpected(checked.error);
      return undefined;
    }
    if (handOff) return await followOffer(deps, handOff);
    const { reportError, closeSheet } = useSheetContext.getState();
    await notifyHost(
      deps.bridge,
      'notifyTermsAgreed',
      { agreed: true, termsVersionId: terms.termsVersionId },
      reportError,
    );
    await closeSheet('success');
    return { kind: 'closed' };
  });
}

async function followOffer(deps: SheetDeps, handOff: OfferHandOff): Promise<LinkOutcome> {
  const outcome = await linkOffer(deps, handOff);
  if (outcome.kind === 'signInDeclined') {
    addGeneralError(store, flowMessage('errors.signInDeclined'));
  }
  if (outcome.kind === 'signInFailed') {
    store.setState({ stopped: flowMessage('errors.signInFailed') });
  }
  return outcome;
}

/** Leaving without accepting: the host hears nothing was agreed, and the sheet closes. */
export async function leaveTerms(): Promise<void> {
  const { bridge, reportError, closeSheet } = useSheetContext.getState();
  await notifyHost(bridge, 'notifyTermsAgreed', { agreed: false }, reportError);
  await closeSheet('cancelled');
}
