import { useTranslation } from 'react-i18next';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

export default function CapturePhoneNumberScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <main className="sk-page">
      <PageHeader
        title={t('capturePhoneNumber.title')}
        subtitle={t('capturePhoneNumber.subtitle')}
      />
    </main>
  );
}
