import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { shouldCheckConsentRequired } from './consent-query';

export default function PrivacyConsentScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [query] = useSearchParams();
  const checking = shouldCheckConsentRequired(query);
  return (
    <main className="sk-page">
      <PageHeader
        title={t('privacyConsent.title')}
        subtitle={t(checking ? 'privacyConsent.checking' : 'privacyConsent.subtitle')}
      />
    </main>
  );
}
