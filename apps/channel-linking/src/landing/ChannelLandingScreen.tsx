import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { readChannelOfferRequest } from './offer-request';

export default function ChannelLandingScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { storefront } = useParams();
  const [query] = useSearchParams();
  const offer = readChannelOfferRequest(storefront, query);
  return (
    <main className="sk-page">
      <PageHeader
        title={t('landing.title')}
        subtitle={
          offer.ok
            ? t('landing.offer', {
                product: offer.request.productCode,
                storefront: offer.request.storefront.toUpperCase(),
              })
            : undefined
        }
      />
      {offer.ok ? null : (
        <p className="sk-alert" role="alert">
          {t('landing.incompleteLink')}
        </p>
      )}
    </main>
  );
}
