import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { AlertBox, CodeVerificationForm, PageHeader, StickyCallToAction } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { useCreateAccountStore } from './create-account-store';
import { FLOW_PATHS, type FlowOutcome } from './paths';
import { useFollowOutcome, useMessageText, useGeneralErrorsResetOnReturn } from './use-flow';

/** The services allow a new code 30 s after the last one; the button counts down the same. */
export const RESEND_AFTER_SECONDS = 30;
const CODE_LENGTH = 6;

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
};

/** One code screen for email and phone: the digits, resend, and the errors of either. */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const follow = useFollowOutcome();
  useGeneralErrorsResetOnReturn();
  const { search } = useLocation();
  const [code, setCode] = useState('');
  const fieldsLoaded = useCreateAccountStore((state) => state.fieldsLoaded);
  const waiting = useCreateAccountStore((state) => state.waiting);
  const generalErrors = useCreateAccountStore((state) => state.generalErrors);
  const codeError = useCreateAccountStore((state) => state.serverErrors[props.codeField]);

  // Opened without the details form (a deep link or a reload): nothing to verify yet.
  if (!fieldsLoaded) {
    return <Navigate to={{ pathname: FLOW_PATHS.personal, search }} replace />;
  }
  // A refused code is cleared, so the next one is typed fresh: editing digits of a complete code
  // would send a half-new code with each key and spend the service's tries.
  const verify = (value: string) =>
    void props.verify(value).then((outcome) => {
      if (!outcome && useCreateAccountStore.getState().serverErrors[props.codeField]) setCode('');
      follow(outcome);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH) verify(code);
  };
  return (
    <main className="sk-page">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <AlertBox messages={generalErrors.map((message) => text(message) ?? '')} />
      {props.verified ? (
        <StickyCallToAction
          label={props.retryLabel}
          busy={waiting}
          busyLabel={t('personal.working')}
          onAction={() => void props.retry().then(follow)}
        />
      ) : (
        <form noValidate onSubmit={submit}>
          <CodeVerificationForm
            length={CODE_LENGTH}
            value={code}
            onChange={setCode}
            onComplete={verify}
            label={t('verify.codeLabel')}
            error={text(codeError)}
            busy={waiting}
            onResend={() => void props.resend().then(follow)}
            resendAfterSeconds={RESEND_AFTER_SECONDS}
            resendKey={props.sentCount}
          />
          <StickyCallToAction
            submit
            label={t('verify.verify')}
            busy={waiting}
            busyLabel={t('personal.working')}
            disabled={code.length !== CODE_LENGTH}
          />
        </form>
      )}
    </main>
  );
}
