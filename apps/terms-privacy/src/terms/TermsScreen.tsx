import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { readHandOff } from '@sheet/channel-link';
import { useMessageText } from '@sheet/i18n';
import { useCloseHandler, useOneTimeBackHandler, useSheetContext } from '@sheet/sheet-runtime';
import {
  AlertBox,
  CheckboxField,
  PageHeader,
  Spinner,
  StickyCallToAction,
  StopPanel,
} from '@sheet/ui-kit';
import { acceptTerms, leaveTerms, loadTerms, setMarketing } from '../flow/terms-actions';
import { useTermsStore } from '../flow/terms-store';
import { NAMESPACE } from '../namespace';
import '../terms-privacy.css';
import { sanitizeTermsHtml } from './terms-html';

const store = useTermsStore;

/**
 * /terms: the updated terms (the server's HTML, sanitised), the marketing choice, Accept. An
 * offer handed over by the channel flow is linked once they are accepted; opened on its own,
 * the host hears the terms were agreed (or, on leaving, that they were not).
 */
export default function TermsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const navigate = useNavigate();
  const { state, key } = useLocation();
  const firstEntry = key === 'default';
  const [handOff] = useState(() => readHandOff(state)?.channelOffer);
  const storefront = useSheetContext((context) => context.launch?.storefront);
  const { terms, loadError, marketing, waiting, generalErrors, stopped } = store();
  const html = useMemo(() => (terms ? sanitizeTermsHtml(terms.text) : ''), [terms]);

  useEffect(() => {
    void loadTerms(storefront);
  }, [storefront]);
  // The host's Back on the sheet's first screen is leaving without accepting (the host hears it);
  // reached from another screen (an offer), it goes back there.
  const onBack = useCallback(() => {
    if (firstEntry) void leaveTerms();
    else void navigate(-1);
  }, [firstEntry, navigate]);
  useOneTimeBackHandler(onBack);
  // The host's Close is leaving without accepting too.
  useCloseHandler(leaveOnClose);

  const accept = () =>
    void acceptTerms(storefront, handOff).then((outcome) => {
      if (outcome?.kind === 'go') void navigate(outcome.path, { state: outcome.state });
    });
  const openLinksInHost = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link) return;
    event.preventDefault();
    const url = link.getAttribute('href') ?? '';
    void useSheetContext.getState().bridge?.request('openUrl', { url });
  };

  const header = <PageHeader title={t('terms.title')} subtitle={t('terms.subtitle')} />;
  if (stopped) {
    const leave = { label: t('close'), onAction: () => void leaveTerms() };
    return <StopPanel title={t('terms.title')} message={text(stopped)} action={leave} />;
  }
  return (
    <main className="sk-page">
      {header}
      {loadError ? (
        <>
          <AlertBox title={t('terms.loadFailedTitle')} messages={[text(loadError)]} />
          <StickyCallToAction
            label={t('tryAgain')}
            busy={waiting}
            onAction={() => void loadTerms(storefront)}
            secondary={{ label: t('close'), onAction: () => void leaveTerms() }}
          />
        </>
      ) : terms ? (
        <>
          {/* The region takes focus, so the arrows (a TV remote's too) scroll it. The server's
              text may be in another script than the sheet: its direction follows its words. */}
          <div
            className="tp-terms-text"
            dir="auto"
            role="region"
            aria-label={terms.title}
            tabIndex={0}
            onClick={openLinksInHost}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <CheckboxField
            field={{ id: 'marketing', label: t('terms.marketing'), fieldType: 'checkbox' }}
            value={marketing}
            onChange={(_id, value) => setMarketing(value === true)}
            disabled={waiting}
          />
          <AlertBox messages={generalErrors.map((message) => text(message))} />
          <StickyCallToAction
            label={t('terms.accept')}
            busy={waiting}
            busyLabel={t('working')}
            onAction={accept}
            secondary={{ label: t('terms.notNow'), onAction: () => void leaveTerms() }}
          />
        </>
      ) : (
        <Spinner label={t('terms.loading')} />
      )}
    </main>
  );
}

function leaveOnClose(): void {
  void leaveTerms();
}
