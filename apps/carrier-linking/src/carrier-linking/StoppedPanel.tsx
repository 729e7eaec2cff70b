import { useTranslation } from 'react-i18next';
import { useMessageText, type Message } from '@sheet/i18n';
import { StopPanel } from '@sheet/ui-kit';
import { retryLinking } from '../flow/carrier-actions';
import { useCarrierLinkingStore } from '../flow/carrier-store';
import { closeAfterStop } from '../flow/link-carrier';
import { NAMESPACE } from '../namespace';

/**
 * The link stopped where the person cannot go on from here: what happened, in their words, and
 * the way out (Close); a declined sign-in may also be tried again, at their request only.
 */
export function StoppedPanel({ stop }: { stop: { message: Message; canRetry: boolean } }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const waiting = useCarrierLinkingStore((state) => state.waiting);
  return (
    <StopPanel
      title={t('stopped.title')}
      message={text(stop.message)}
      busy={waiting}
      action={{ label: t('close'), onAction: () => void closeAfterStop() }}
      secondary={
        stop.canRetry ? { label: t('tryAgain'), onAction: () => void retryLinking() } : undefined
      }
    />
  );
}
