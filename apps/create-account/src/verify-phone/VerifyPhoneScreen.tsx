import { useTranslation } from 'react-i18next';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

export default function VerifyPhoneScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <main className="sk-page">
      <PageHeader title={t('verifyPhone.title')} subtitle={t('verifyPhone.subtitle')} />
    </main>
  );
}
