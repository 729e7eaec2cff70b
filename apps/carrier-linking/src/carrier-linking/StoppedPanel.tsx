import { useTranslation } from 'react-i18next';
import { useMessageText, type FieldMessage } from '@sheet/account-form';
import { AlertBox, PageHeader, StickyCallToAction } from '@sheet/ui-kit';
import { retryLinking } from '../flow/carrier-actions';
import { useCarrierLinkingStore } from '../flow/carrier-store';
import { closeAfterStop } from '../flow/link-carrier';
import { NAMESPACE } from '../namespace';

/**
 * The link stopped where the person cannot go on from here: what happened, in their words, and
 * the way out (Close); a declined sign-in may also be tried again, at their request only.
 */
export function StoppedPanel({ stop }: { stop: { message: FieldMessage; canRetry: boolean } }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const waiting = useCarrierLinkingStore((state) => state.waiting);
  return (
    <main className="sk-page">
      <PageHeader title={t('stopped.title')} />
      <AlertBox messages={[text(stop.message) ?? '']} />
      <StickyCallToAction
        label={t('close')}
        busy={waiting}
        onAction={() => void closeAfterStop()}
        secondary={
          stop.canRetry ? { label: t('tryAgain'), onAction: () => void retryLinking() } : undefined
        }
      />
    </main>
  );
}
