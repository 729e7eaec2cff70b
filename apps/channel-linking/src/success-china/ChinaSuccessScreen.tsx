import { useTranslation } from 'react-i18next';
import { useSheetContext } from '@sheet/sheet-runtime';
import { PageHeader, StickyCallToAction } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

/** /channel-platform-success-china: the China storefront's own confirmation; Done closes. */
export default function ChinaSuccessScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <main className="sk-page">
      <PageHeader title={t('successChina.title')} subtitle={t('successChina.subtitle')} />
      <StickyCallToAction
        label={t('successChina.done')}
        onAction={() => void useSheetContext.getState().closeSheet('success')}
      />
    </main>
  );
}
