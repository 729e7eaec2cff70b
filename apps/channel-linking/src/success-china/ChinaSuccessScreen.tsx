import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { readHandOff } from '@sheet/channel-link';
import { useSheetContext } from '@sheet/sheet-runtime';
import { PageHeader, StickyCallToAction } from '@sheet/ui-kit';
import { channelMessage } from '../flow/channel-messages';
import { ChannelStop } from '../flow/channel-view';
import { NAMESPACE } from '../namespace';

/**
 * /channel-platform-success-china: the China storefront's own confirmation; Done closes. Reached
 * only from a link that succeeded (its offer in the router state): opened on its own it says so
 * (spec §8's MISSING_FROM_STATE), never that something was linked.
 */
export default function ChinaSuccessScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { state } = useLocation();
  const [handOff] = useState(() => readHandOff(state));
  if (!handOff) {
    return (
      <ChannelStop title={t('landing.title')} message={channelMessage('errors.missingState')} />
    );
  }
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
