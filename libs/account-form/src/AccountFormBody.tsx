import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertBox,
  PageHeader,
  Spinner,
  StickyCallToAction,
  type StickyCallToActionProps,
} from '@sheet/ui-kit';
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
 * A press's busy flag (`waiting`) draws only the form's `aria-busy` and the action (`BusyForm`,
 * `StoreCallToAction`): this body looks its words up at every draw, about 4 ms of Continue's
 * press on a TV-class CPU (issue 33, ADR 0007).
 */
function AccountFormBody({ store, submitLabel, onSubmit }: AccountFormBodyProps) {
  const { t } = useTranslation(ACCOUNT_FORM_NAMESPACE);
  const text = useMessageText();
  const fieldsLoaded = store((state) => state.fieldsLoaded);
  const loadError = store((state) => state.loadError);
  const generalErrors = store((state) => state.generalErrors);
  // Spec §9: the storefronts of Europe carry the copyright line (it follows a change of country).
  const europeCopyright = store((state) => hasEuropeCopyright(state.storefront));
  if (loadError) {
    return (
      <>
        <AlertBox title={t('loadFailedTitle')} messages={[text(loadError) ?? '']} />
        <StoreCallToAction
          store={store}
          label={t('tryAgain')}
          onAction={() => void retryLoadingAccountForm(store)}
          autoFocus
        />
      </>
    );
  }
  if (!fieldsLoaded) return <Spinner label={t('loading')} />;
  return (
    <BusyForm store={store} onSubmit={onSubmit}>
      <AlertBox messages={generalErrors.map((message) => text(message) ?? '')} />
      <AccountFields store={store} />
      {europeCopyright && (
        <p className="sk-field__hint">{t('europeCopyright', { year: new Date().getFullYear() })}</p>
      )}
      <StoreCallToAction store={store} submit label={submitLabel} busyLabel={t('working')} />
    </BusyForm>
  );
}

/** The form element, busy while the store waits; what it holds is drawn by its parent. */
function BusyForm({
  store,
  onSubmit,
  children,
}: {
  store: AccountFormStore;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const waiting = store((state) => state.waiting);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="sk-form" noValidate onSubmit={submit} aria-busy={waiting || undefined}>
      {children}
    </form>
  );
}

/** The sticky action, busy while the store waits. */
function StoreCallToAction({
  store,
  ...action
}: Omit<StickyCallToActionProps, 'busy'> & { store: AccountFormStore }) {
  const waiting = store((state) => state.waiting);
  return <StickyCallToAction {...action} busy={waiting} />;
}
