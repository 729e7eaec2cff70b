import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountFields, readAccountFormQuery } from '@sheet/account-form';
import { useHoldPrefetchUntil, useSheetContext } from '@sheet/routing';
import { DEFAULT_STOREFRONT } from '@sheet/services';
import { AlertBox, PageHeader, Spinner, StickyCallToAction } from '@sheet/ui-kit';
import { useCreateAccountStore } from '../flow/create-account-store';
import { useFollowOutcome, useMessageText, useGeneralErrorsResetOnReturn } from '../flow/use-flow';
import { NAMESPACE } from '../namespace';
import { continueFromPersonal } from './continue-action';
import { loadPersonalForm, retryLoadingForm } from './personal-form-actions';

export default function PersonalDetailsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const follow = useFollowOutcome();
  useGeneralErrorsResetOnReturn();
  const [search] = useSearchParams();
  const query = useMemo(() => readAccountFormQuery(search), [search]);
  const launchStorefront = useSheetContext((context) => context.launch?.storefront);
  const fieldsLoaded = useCreateAccountStore((state) => state.fieldsLoaded);
  const loadError = useCreateAccountStore((state) => state.loadError);
  const waiting = useCreateAccountStore((state) => state.waiting);
  const generalErrors = useCreateAccountStore((state) => state.generalErrors);

  useEffect(() => {
    void loadPersonalForm(query, launchStorefront ?? DEFAULT_STOREFRONT);
  }, [query, launchStorefront]);
  // The code screens' chunks wait until the form is here: the person needs a while to fill it.
  useHoldPrefetchUntil(fieldsLoaded || loadError !== undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void continueFromPersonal().then(follow);
  };

  return (
    <main className="sk-page">
      <PageHeader title={t('personal.title')} subtitle={t('personal.subtitle')} />
      {loadError ? (
        <>
          <AlertBox title={t('personal.loadFailedTitle')} messages={[text(loadError) ?? '']} />
          <StickyCallToAction
            label={t('personal.tryAgain')}
            busy={waiting}
            onAction={() => void retryLoadingForm()}
          />
        </>
      ) : fieldsLoaded ? (
        <form className="sk-form" noValidate onSubmit={submit} aria-busy={waiting || undefined}>
          <AlertBox messages={generalErrors.map((message) => text(message) ?? '')} />
          <AccountFields store={useCreateAccountStore} />
          <StickyCallToAction
            submit
            label={t('personal.continue')}
            busy={waiting}
            busyLabel={t('personal.working')}
          />
        </form>
      ) : (
        <Spinner label={t('personal.loading')} />
      )}
    </main>
  );
}
