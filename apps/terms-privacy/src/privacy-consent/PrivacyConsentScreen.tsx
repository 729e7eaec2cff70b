import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMessageText } from '@sheet/i18n';
import { useSheetContext } from '@sheet/sheet-runtime';
import { DEFAULT_STOREFRONT } from '@sheet/reference';
import { AlertBox, PageHeader, Spinner, StickyCallToAction, StopPanel } from '@sheet/ui-kit';
import { choosePrivacyConsent, openPrivacyConsent } from '../flow/consent-actions';
import { usePrivacyConsentStore } from '../flow/consent-store';
import { NAMESPACE } from '../namespace';
import '../terms-privacy.css';
import { shouldCheckConsentRequired } from './consent-query';

/**
 * /privacy-consent: China's separate, informed consent to moving personal data abroad (PIPL):
 * what goes, to whom, why and how to take it back, then Agree or Disagree, as easy as each other.
 */
export default function PrivacyConsentScreen() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const [query] = useSearchParams();
  const checkFirst = shouldCheckConsentRequired(query);
  const storefront = useSheetContext((context) => context.launch?.storefront) ?? DEFAULT_STOREFRONT;
  const { status, waiting, generalErrors, stopped } = usePrivacyConsentStore();

  useEffect(() => {
    void openPrivacyConsent(storefront, checkFirst);
  }, [storefront, checkFirst]);

  const title = t('privacyConsent.title');
  const close = () => void useSheetContext.getState().closeSheet('cancelled');
  if (status === 'unsupported' || stopped) {
    const action = { label: t('close'), onAction: close };
    const message = stopped ? text(stopped) : t('privacyConsent.unsupported');
    return <StopPanel title={title} message={message} action={action} />;
  }
  if (status === 'checking') {
    return (
      <main className="sk-page">
        <PageHeader title={title} />
        <Spinner label={t('privacyConsent.checking')} />
      </main>
    );
  }
  const choose = (choice: 'consented' | 'dissented') =>
    void choosePrivacyConsent(storefront, choice);
  return (
    <main className="sk-page">
      <PageHeader title={title} subtitle={t('privacyConsent.subtitle')} />
      <section className="sk-card" aria-labelledby="consent-details">
        <h2 id="consent-details" className="sk-card__title">
          {t('privacyConsent.detailsTitle')}
        </h2>
        <dl className="tp-consent-details">
          {(['data', 'recipient', 'purpose', 'method', 'rights'] as const).map((part) => (
            <div key={part}>
              <dt>{t(`privacyConsent.${part}Label`)}</dt>
              <dd>{t(`privacyConsent.${part}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AlertBox messages={generalErrors.map((message) => text(message))} />
      <StickyCallToAction
        label={t('privacyConsent.agree')}
        busy={waiting}
        busyLabel={t('working')}
        onAction={() => choose('consented')}
        secondary={{ label: t('privacyConsent.disagree'), onAction: () => choose('dissented') }}
      />
    </main>
  );
}
