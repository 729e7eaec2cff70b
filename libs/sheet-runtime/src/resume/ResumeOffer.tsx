import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, StickyCallToAction } from '@sheet/ui-kit';
import { SHEET_RUNTIME_NAMESPACE } from '../strings';

/**
 * The sheet was opened again where the person had been (its renderer died, or it was closed and
 * reopened): continue from there, or start over. Continue takes the focus for a TV remote.
 */
export default function ResumeOffer({ offer }: { offer: { accept(): void; decline(): void } }) {
  const { t } = useTranslation(SHEET_RUNTIME_NAMESPACE);
  const page = useRef<HTMLElement>(null);
  useEffect(() => page.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <main className="sk-page" ref={page}>
      <PageHeader title={t('resumeTitle')} subtitle={t('resumeMessage')} />
      <StickyCallToAction
        label={t('resumeContinue')}
        onAction={offer.accept}
        secondary={{ label: t('resumeStartOver'), onAction: offer.decline }}
      />
    </main>
  );
}
