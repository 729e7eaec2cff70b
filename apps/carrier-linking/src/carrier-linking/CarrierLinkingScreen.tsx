import { useTranslation } from 'react-i18next';
import { AccountFormScreen, focusFirstError, useAccountFormLoad } from '@sheet/account-form';
import { continueToCode, loadCarrierForm } from '../flow/carrier-actions';
import { readCarrierQuery } from '../flow/carrier-query';
import { useCarrierLinkingStore } from '../flow/carrier-store';
import { NAMESPACE } from '../namespace';
import { CarrierCodeStep } from './CarrierCodeStep';
import { StoppedPanel } from './StoppedPanel';

const store = useCarrierLinkingStore;

/**
 * /account/carrier-linking: a person whose phone plan includes the media service creates the
 * account the bundle needs (a restricted phone account, its number from the host), verifies the
 * number by code, and the bundle is linked to the new account.
 */
export default function CarrierLinkingScreen() {
  const { t } = useTranslation(NAMESPACE);
  useAccountFormLoad(readCarrierQuery, loadCarrierForm);
  const step = store((state) => state.step);
  const stopped = store((state) => state.stopped);

  if (stopped) return <StoppedPanel stop={stopped} />;
  if (step === 'code') return <CarrierCodeStep />;
  // After Continue the focus goes to what needs the person: a field in error, or the alert.
  const continueAndFocus = () => void continueToCode().then(() => setTimeout(focusFirstError, 0));
  return (
    <AccountFormScreen
      store={store}
      header={{ title: t('details.title'), subtitle: t('details.subtitle') }}
      onSubmit={continueAndFocus}
      submitLabel={t('details.continue')}
    />
  );
}
