import { askHostToSignIn, notifyHost } from '@sheet/bridge';
import { linkOffer, type LinkOutcome, type OfferHandOff } from '@sheet/channel-link';
import { useSheetContext } from '@sheet/sheet-runtime';
import {
  checkTerms,
  describeError,
  errorMessageOf,
  getTerms,
  missingDependenciesError,
  missingFromStateError,
  ServiceError,
  ServiceErrorKind,
} from '@sheet/services';
import { flowMessage, withMessage } from './flow-messages';
import { useTermsStore } from './terms-store';

const store = useTermsStore;
/** The terms this flow asks for: the statement of the updated terms (spec §7). */
export const NEW_TERMS_STATEMENT = 'newTermsStatement';

function sheet() {
  const { services, bridge, reportError, closeSheet } = useSheetContext.getState();
  if (!services) throw missingDependenciesError(['services']);
  return { services, bridge, reportError, closeSheet };
}

/** The terms of the storefront (`cc`, USA by default); the marketing box starts as the server says. */
export async function loadTerms(storefront: string | undefined): Promise<void> {
  store.setState({ waiting: true, loadError: undefined });
  try {
    const terms = await getTerms(sheet().services, {
      cc: storefront,
      termsType: NEW_TERMS_STATEMENT,
    });
    store.setState({ terms, marketing: terms.marketingOptIn });
  } catch (error) {
    store.setState({ loadError: errorMessageOf(error) });
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
export async function acceptTerms(
  storefront: string | undefined,
  handOff: OfferHandOff | undefined,
): Promise<LinkOutcome | undefined> {
  const { terms, marketing, waiting } = store.getState();
  if (waiting) return undefined;
  if (!terms) {
    // Accept with no terms on screen (their version is what is accepted): nothing to agree to.
    addError(errorMessageOf(missingFromStateError(['terms'])));
    return undefined;
  }
  store.setState({ waiting: true, generalErrors: [] });
  try {
    const deps = sheet();
    const check = () =>
      checkTerms(deps.services, {
        accepted: terms.termsVersionId,
        marketing,
        ...(storefront ? { cc: storefront } : {}),
      });
    if (!(await withOneSignIn(check, deps.bridge))) return undefined;
    if (handOff) return await followOffer(deps, handOff);
    await notifyHost(
      deps.bridge,
      'notifyTermsAgreed',
      { agreed: true, termsVersionId: terms.termsVersionId },
      deps.reportError,
    );
    await deps.closeSheet('success');
    return { kind: 'closed' };
  } catch (error) {
    failed(error);
    return undefined;
  } finally {
    store.setState({ waiting: false });
  }
}

/** Runs `work`; a refusal for want of sign-in asks the host once and runs it once more. */
async function withOneSignIn(
  work: () => Promise<unknown>,
  bridge: ReturnType<typeof sheet>['bridge'],
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (describeError(error).action !== 'reauthenticate') throw error;
  }
  if (!(await askHostToSignIn(bridge, 'acceptTerms'))) {
    addError(flowMessage('errors.signInDeclined'));
    return false;
  }
  await work();
  return true;
}

async function followOffer(
  deps: ReturnType<typeof sheet>,
  handOff: OfferHandOff,
): Promise<LinkOutcome | undefined> {
  const outcome = await linkOffer(deps, handOff);
  if (outcome.kind === 'signInDeclined') addError(flowMessage('errors.signInDeclined'));
  if (outcome.kind === 'signInFailed')
    store.setState({ stopped: flowMessage('errors.signInFailed') });
  return outcome;
}

function addError(message: ReturnType<typeof flowMessage>): void {
  store.setState(({ generalErrors }) => ({ generalErrors: withMessage(generalErrors, message) }));
}

function failed(error: unknown): void {
  if (describeError(error).action === 'stop') {
    store.setState({ stopped: errorMessageOf(error) });
    return;
  }
  const signIn = describeError(error).action === 'reauthenticate';
  addError(signIn ? flowMessage('errors.signInFailed') : errorMessageOf(error));
  const expected =
    error instanceof ServiceError && error.fields.kind === ServiceErrorKind.serverError;
  if (!expected) useSheetContext.getState().reportError(error);
}

/** Leaving without accepting: the host hears nothing was agreed, and the sheet closes. */
export async function leaveTerms(): Promise<void> {
  const { bridge, reportError, closeSheet } = useSheetContext.getState();
  await notifyHost(bridge, 'notifyTermsAgreed', { agreed: false }, reportError);
  await closeSheet('cancelled');
}
