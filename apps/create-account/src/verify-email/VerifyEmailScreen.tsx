import { useTranslation } from 'react-i18next';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

export default function VerifyEmailScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <main className="sk-page">
      <PageHeader title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')} />
    </main>
  );
}
