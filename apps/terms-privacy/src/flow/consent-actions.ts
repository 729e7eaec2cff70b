import { askHostToSignIn, notifyHost, type PrivacyConsentChoice } from '@sheet/bridge';
import { useSheetContext } from '@sheet/sheet-runtime';
import {
  describeError,
  errorMessageOf,
  givePrivacyConsent,
  isPrivacyConsentRequired,
  missingDependenciesError,
  withdrawPrivacyConsent,
} from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { usePrivacyConsentStore } from './consent-store';
import { flowMessage } from './flow-messages';

const store = usePrivacyConsentStore;

function sheet() {
  const { services, bridge, reportError, closeSheet } = useSheetContext.getState();
  if (!services) throw missingDependenciesError(['services']);
  return { services, bridge, reportError, closeSheet };
}

/** The host hears how the consent ended, and the sheet closes. */
async function endWith(choice: PrivacyConsentChoice): Promise<void> {
  const { bridge, reportError, closeSheet } = useSheetContext.getState();
  await notifyHost(bridge, 'notifyPrivacyConsent', { choice }, reportError);
  await closeSheet(choice === 'dissented' ? 'cancelled' : 'success');
}

/** An error that nothing on this screen can change (an unsupported account) ends in Close. */
function showError(error: unknown, otherwise: 'asking' | undefined): void {
  const stop = describeError(error).action === 'stop';
  store.setState({
    error: errorMessageOf(error),
    ...(stop ? { status: 'stopped' as const } : otherwise ? { status: otherwise } : {}),
  });
}

/**
 * Opens the consent for a storefront. It applies to China mainland only (spec §9): elsewhere the
 * person is told so. With `queryConsent=true` the service is asked first whether consent is
 * needed at all; when it is not, the sheet closes at once with that result, showing nothing.
 */
export async function openPrivacyConsent(storefront: string, checkFirst: boolean): Promise<void> {
  if (storefront !== CHINA_STOREFRONT) {
    store.setState({ status: 'unsupported', error: undefined });
    return;
  }
  if (!checkFirst) {
    store.setState({ status: 'asking', error: undefined });
    return;
  }
  store.setState({ status: 'checking', error: undefined, waiting: true });
  try {
    const required = await isPrivacyConsentRequired(sheet().services, { cc: storefront });
    if (!required) {
      await endWith('notRequired');
      return;
    }
    store.setState({ status: 'asking' });
  } catch (error) {
    // Not knowing is not a reason to skip the question: the person is asked.
    showError(error, 'asking');
  } finally {
    store.setState({ waiting: false });
  }
}

/**
 * Agree (consent) or Disagree (dissent), recorded for the storefront (POST cc), which needs the
 * host's sign-in: asked for once if the service wants it. Then the host hears the choice.
 */
export async function choosePrivacyConsent(
  storefront: string,
  choice: 'consented' | 'dissented',
): Promise<void> {
  if (store.getState().waiting) return;
  store.setState({ waiting: true, error: undefined });
  try {
    const { services, bridge } = sheet();
    const record = () =>
      (choice === 'consented' ? givePrivacyConsent : withdrawPrivacyConsent)(services, {
        cc: storefront,
      });
    try {
      await record();
    } catch (error) {
      if (describeError(error).action !== 'reauthenticate') throw error;
      if (!(await askHostToSignIn(bridge, 'privacyConsent'))) {
        store.setState({ error: flowMessage('errors.signInDeclined') });
        return;
      }
      await record();
    }
    await endWith(choice);
  } catch (error) {
    showError(error, undefined);
  } finally {
    store.setState({ waiting: false });
  }
}
