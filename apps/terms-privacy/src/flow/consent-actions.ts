import { notifyHost, type PrivacyConsentChoice } from '@sheet/bridge';
import {
  addGeneralError,
  failureMessage,
  isStop,
  runStoppable,
  sheetDeps,
  valueOrRefusal,
  withOneSignIn,
} from '@sheet/flow-kit';
import { useSheetContext } from '@sheet/sheet-runtime';
import {
  givePrivacyConsent,
  isPrivacyConsentRequired,
  withdrawPrivacyConsent,
} from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { usePrivacyConsentStore } from './consent-store';
import { flowMessage } from './flow-messages';

const store = usePrivacyConsentStore;
/** A consent opened anew says nothing of the last one. */
const opened = { generalErrors: [], stopped: undefined };

/** The host hears how the consent ended, and the sheet closes. */
async function endWith(choice: PrivacyConsentChoice): Promise<void> {
  const { bridge, reportError, closeSheet } = useSheetContext.getState();
  await notifyHost(bridge, 'notifyPrivacyConsent', { choice }, reportError);
  await closeSheet(choice === 'dissented' ? 'cancelled' : 'success');
}

/**
 * Opens the consent for a storefront. It applies to China mainland only (spec §9): elsewhere the
 * person is told so. With `queryConsent=true` the service is asked first whether consent is
 * needed at all; when it is not, the sheet closes at once with that result, showing nothing.
 */
export async function openPrivacyConsent(storefront: string, checkFirst: boolean): Promise<void> {
  if (storefront !== CHINA_STOREFRONT) {
    store.setState({ status: 'unsupported', ...opened });
    return;
  }
  if (!checkFirst) {
    store.setState({ status: 'asking', ...opened });
    return;
  }
  store.setState({ status: 'checking', ...opened, waiting: true });
  try {
    const required = await isPrivacyConsentRequired(sheetDeps().services, { cc: storefront });
    if (!required) {
      await endWith('notRequired');
      return;
    }
    store.setState({ status: 'asking' });
  } catch (error) {
    // Not knowing is not a reason to skip the question: the person is asked (with the failure
    // above it), unless nothing here can change it (an unsupported account): then only Close.
    const message = failureMessage(error);
    store.setState({
      status: 'asking',
      ...(isStop(error) ? { stopped: message } : { generalErrors: [message] }),
    });
  } finally {
    store.setState({ waiting: false });
  }
}

/**
 * Agree (consent) or Disagree (dissent), recorded for the storefront (POST cc), which needs the
 * host's sign-in: asked for once if the service wants it. Then the host hears the choice. An
 * account that cannot consent (its kind) stops with its message; any other failure keeps the
 * question, with the message.
 */
export async function choosePrivacyConsent(
  storefront: string,
  choice: 'consented' | 'dissented',
): Promise<void> {
  await runStoppable(store, async () => {
    const { services, bridge } = sheetDeps();
    const record = () =>
      (choice === 'consented' ? givePrivacyConsent : withdrawPrivacyConsent)(services, {
        cc: storefront,
      });
    const recorded = await withOneSignIn(record, bridge, 'privacyConsent');
    if (recorded.kind === 'signInDeclined') {
      addGeneralError(store, flowMessage('errors.signInDeclined'));
      return;
    }
    // Signed in and still refused: the refusal is the message.
    valueOrRefusal(recorded);
    await endWith(choice);
  });
}
