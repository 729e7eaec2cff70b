import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox, PageHeader, Spinner, StickyCallToAction } from '@sheet/ui-kit';
import { AccountFields } from './AccountFields';
import { retryLoadingAccountForm } from './form-actions';
import type { AccountFormStore } from './form-state';
import { ACCOUNT_FORM_NAMESPACE } from './strings';
import { useMessageText } from '@sheet/i18n';
import { hasEuropeCopyright } from '@sheet/reference';

type AccountFormBodyProps = {
  store: AccountFormStore;
  /** the words of the primary action (Continue) */
  submitLabel: string;
  onSubmit: () => void;
};

export type AccountFormScreenProps = AccountFormBodyProps & {
  /** the screen's header: the flow's own words */
  header: { title: string; subtitle: string };
};

/** A screen that is the account form: the flow's header, then the form. */
export function AccountFormScreen({ header, ...body }: AccountFormScreenProps) {
  return (
    <main className="sk-page">
      <PageHeader {...header} />
      <AccountFormBody {...body} />
    </main>
  );
}

/**
 * The account form as a screen shows it under its header: a spinner while it loads, the reason
 * and Try Again when it could not, else the general errors, the fields and the sticky action.
 */
function AccountFormBody({ store, submitLabel, onSubmit }: AccountFormBodyProps) {
  const { t } = useTranslation(ACCOUNT_FORM_NAMESPACE);
  const text = useMessageText();
  const fieldsLoaded = store((state) => state.fieldsLoaded);
  const loadError = store((state) => state.loadError);
  const waiting = store((state) => state.waiting);
  const generalErrors = store((state) => state.generalErrors);
  // Spec §9: the storefronts of Europe carry the copyright line (it follows a change of country).
  const europeCopyright = store((state) => hasEuropeCopyright(state.storefront));
  if (loadError) {
    return (
      <>
        <AlertBox title={t('loadFailedTitle')} messages={[text(loadError) ?? '']} />
        <StickyCallToAction
          label={t('tryAgain')}
          busy={waiting}
          onAction={() => void retryLoadingAccountForm(store)}
        />
      </>
    );
  }
  if (!fieldsLoaded) return <Spinner label={t('loading')} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="sk-form" noValidate onSubmit={submit} aria-busy={waiting || undefined}>
      <AlertBox messages={generalErrors.map((message) => text(message) ?? '')} />
      <AccountFields store={store} />
      {europeCopyright && (
        <p className="sk-field__hint">{t('europeCopyright', { year: new Date().getFullYear() })}</p>
      )}
      <StickyCallToAction submit label={submitLabel} busy={waiting} busyLabel={t('working')} />
    </form>
  );
}
