import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSheetContext } from '@sheet/routing';
import { SERVICES_NAMESPACE } from '@sheet/services';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { shouldCheckConsentRequired } from './consent-query';
import { agreeToPrivacyConsent, usePrivacyConsentStore } from './consent-store';

export default function PrivacyConsentScreen() {
  const { t } = useTranslation([NAMESPACE, SERVICES_NAMESPACE]);
  const [query] = useSearchParams();
  const checking = shouldCheckConsentRequired(query);
  const { status, error } = usePrivacyConsentStore();
  const agree = () => {
    const { bridge, services, launch, closeSheet } = useSheetContext.getState();
    void agreeToPrivacyConsent({
      bridge,
      services,
      storefront: launch?.storefront ?? 'CHN',
      closeSheet,
    });
  };
  return (
    <main className="sk-page">
      <PageHeader
        title={t('privacyConsent.title')}
        subtitle={t(checking ? 'privacyConsent.checking' : 'privacyConsent.subtitle')}
      />
      {error ? (
        <p className="sk-alert" role="alert">
          {t(error.i18nKey, { ns: SERVICES_NAMESPACE })}
        </p>
      ) : null}
      <button
        type="button"
        className="sk-button"
        onClick={agree}
        disabled={status !== 'idle'}
        aria-busy={status === 'working'}
      >
        {t('privacyConsent.agree')}
      </button>
    </main>
  );
}
