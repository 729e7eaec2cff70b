import { useTranslation } from 'react-i18next';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

export default function CarrierLinkingScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <main className="sk-page">
      <PageHeader title={t('carrierLinking.title')} subtitle={t('carrierLinking.subtitle')} />
    </main>
  );
}
