import { useTranslation } from 'react-i18next';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

export default function PersonalDetailsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <main className="sk-page">
      <PageHeader title={t('personal.title')} subtitle={t('personal.subtitle')} />
    </main>
  );
}
