import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useMessageText } from '@sheet/i18n';
import { useSheetContext } from '@sheet/sheet-runtime';
import { AlertBox, PageHeader, Spinner, StickyCallToAction } from '@sheet/ui-kit';
import { linkFromLanding, loadOffer } from '../flow/channel-actions';
import { channelMessage } from '../flow/channel-messages';
import { useChannelStore } from '../flow/channel-store';
import { ChannelStop, useFollowLink } from '../flow/channel-view';
import { NAMESPACE } from '../namespace';
import { readChannelOfferRequest } from './offer-request';

const store = useChannelStore;

/**
 * /:storefront/subscription/link: the offer of a channel partner's deep link, what linking does,
 * and Link. What follows a link (SMS, terms, a dialog, success) is @sheet/channel-link's.
 */
export default function ChannelLandingScreen() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const follow = useFollowLink();
  const { storefront } = useParams();
  const [query] = useSearchParams();
  const read = useMemo(() => readChannelOfferRequest(storefront, query), [storefront, query]);
  const offer = store((state) => state.offer);
  const loadError = store((state) => state.loadError);
  const stopped = store((state) => state.stopped);
  const waiting = store((state) => state.waiting);
  const generalErrors = store((state) => state.generalErrors);

  useEffect(() => {
    if (read.ok) void loadOffer(read.request);
  }, [read]);

  const title = t('landing.title');
  if (!read.ok)
    return <ChannelStop title={title} message={channelMessage('landing.incompleteLink')} />;
  if (stopped) return <ChannelStop title={title} message={stopped} />;
  const close = () => void useSheetContext.getState().closeSheet('cancelled');
  return (
    <main className="sk-page">
      <PageHeader title={title} />
      {loadError ? (
        <>
          <AlertBox title={t('landing.loadFailedTitle')} messages={[text(loadError)]} />
          <StickyCallToAction
            label={t('tryAgain')}
            busy={waiting}
            onAction={() => void loadOffer(read.request)}
            secondary={{ label: t('close'), onAction: close }}
          />
        </>
      ) : offer ? (
        <>
          <section className="sk-card" aria-labelledby="offer-product">
            <h2 id="offer-product" className="sk-card__title">
              {offer.productName ?? offer.productCode}
            </h2>
            <p className="sk-card__subtitle">{t('landing.from', { carrier: offer.carrierName })}</p>
            <p>{t('landing.whatLinkingDoes', { carrier: offer.carrierName })}</p>
          </section>
          <AlertBox messages={generalErrors.map((message) => text(message))} />
          <StickyCallToAction
            label={t('landing.link')}
            busy={waiting}
            busyLabel={t('linking')}
            onAction={() => void linkFromLanding(read.request.storefront).then(follow)}
            secondary={{ label: t('landing.notNow'), onAction: close }}
          />
        </>
      ) : (
        <Spinner label={t('landing.loading')} />
      )}
    </main>
  );
}
