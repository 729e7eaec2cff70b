import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LinkOutcome } from '@sheet/channel-link';
import { useMessageText, type Message } from '@sheet/i18n';
import { useSheetContext } from '@sheet/sheet-runtime';
import { StopPanel } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';

/**
 * Goes where a link leads: another screen with the offer in its router state. The deep link's
 * query (its token) is not carried along: it is not needed past the landing.
 */
export function useFollowLink(): (outcome: LinkOutcome | undefined) => void {
  const navigate = useNavigate();
  return useCallback(
    (outcome) => {
      if (outcome?.kind === 'go') void navigate(outcome.path, { state: outcome.state });
    },
    [navigate],
  );
}

/** An end the person cannot get past here: what happened, and Close. */
export function ChannelStop({ title, message }: { title: string; message: Message }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const close = () => void useSheetContext.getState().closeSheet('cancelled');
  return (
    <StopPanel
      title={title}
      message={text(message)}
      action={{ label: t('close'), onAction: close }}
    />
  );
}
