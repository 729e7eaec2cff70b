import { useTranslation } from 'react-i18next';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { useBackToPersonalDetails } from './back-to-details';

export default function VerifyEmailScreen() {
  const { t } = useTranslation(NAMESPACE);
  useBackToPersonalDetails();
  return (
    <main className="sk-page">
      <PageHeader title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')} />
    </main>
  );
}
