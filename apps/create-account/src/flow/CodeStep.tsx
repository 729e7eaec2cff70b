import { useTranslation } from 'react-i18next';
import { AccountCodeForm, PasswordAgain } from '@sheet/account-form';
import { AlertBox, PageHeader, Spinner, StickyCallToAction } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { useCreateAccountStore } from './create-account-store';
import { MissingDetails } from './MissingDetails';
import type { FlowOutcome } from './paths';
import { useMessageText } from '@sheet/i18n';
import { useFollowOutcome, useGeneralErrorsResetOnReturn } from './use-flow';

export type CodeStepProps = {
  title: string;
  subtitle: string;
  /** the code's field id, where its error is kept */
  codeField: string;
  verify: (code: string) => Promise<FlowOutcome>;
  resend: () => Promise<FlowOutcome>;
  /** restarts the resend countdown when a new code went out */
  sentCount: number;
  /** the code was right: only the next step is left (after a failure, a retry) */
  verified: boolean;
  /** runs the step after a right code again, under the label given */
  retry: () => Promise<FlowOutcome>;
  retryLabel: string;
  /** where the code went (resumed: the form is loading back) */
  sentTo: string | undefined;
  /** the code sent before cannot be checked (no session): a new one is asked for */
  newCodeNeeded: boolean;
};

/** One code screen for email and phone: the digits, resend, and the errors of either. */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const follow = useFollowOutcome();
  useGeneralErrorsResetOnReturn();
  const fieldsLoaded = useCreateAccountStore((state) => state.fieldsLoaded);
  const waiting = useCreateAccountStore((state) => state.waiting);
  const generalErrors = useCreateAccountStore((state) => state.generalErrors);
  const codeError = useCreateAccountStore((state) => state.serverErrors[props.codeField]);
  const loadError = useCreateAccountStore((state) => state.loadError);

  if (!fieldsLoaded) {
    // Resumed: the form comes back. Opened without it (a deep link): nothing to verify yet.
    return props.sentTo && !loadError ? <Spinner /> : <MissingDetails title={props.title} />;
  }
  const verify = (code: string) =>
    props.verify(code).then((outcome) => {
      follow(outcome);
      return (
        !outcome && useCreateAccountStore.getState().serverErrors[props.codeField] !== undefined
      );
    });
  return (
    <main className="sk-page">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <AlertBox messages={generalErrors.map((message) => text(message))} />
      <PasswordAgain store={useCreateAccountStore} />
      {props.verified ? (
        <StickyCallToAction
          label={props.retryLabel}
          busy={waiting}
          busyLabel={t('personal.working')}
          onAction={() => void props.retry().then(follow)}
        />
      ) : (
        <AccountCodeForm
          codeError={text(codeError)}
          busy={waiting}
          verify={verify}
          resend={() => void props.resend().then(follow)}
          sentCount={props.sentCount}
          newCodeNeeded={props.newCodeNeeded}
        />
      )}
    </main>
  );
}
