import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeVerificationForm, StickyCallToAction } from '@sheet/ui-kit';
import { ACCOUNT_FORM_NAMESPACE } from './strings';

/** The services allow a new code 30 s after the last one; the button counts down the same. */
const RESEND_AFTER_SECONDS = 30;
const CODE_LENGTH = 6;

export type AccountCodeFormProps = {
  /** the message under the code (wrong, expired, too many tries) */
  codeError: string | undefined;
  busy: boolean;
  /** sends the code; resolves true when the service refused it */
  verify: (code: string) => Promise<boolean>;
  resend: () => void;
  /** restarts the resend countdown when a new code went out */
  sentCount: number;
  /** no more tries (e.g. too many wrong codes): the digits stay read-only, resend stays */
  locked?: boolean;
  /** seconds before resend is offered (default RESEND_AFTER_SECONDS; 0 when a new code is due) */
  resendAfterSeconds?: number;
  /**
   * A code the host read from an SMS for the person: it fills the boxes and is sent at once, as
   * if typed. A new `key` delivers another one.
   */
  codeFromHost?: { code: string; key: number };
  /** the code sent before cannot be used (its session is gone): say so, and offer a new one at once */
  newCodeNeeded?: boolean;
};

/**
 * The digits of a code, resend and Verify, for every flow that verifies a code. A refused code is
 * cleared, so the next one is typed fresh: editing digits of a complete code would send a
 * half-new code with each key and spend the service's tries.
 */
export function AccountCodeForm(props: AccountCodeFormProps) {
  const { t } = useTranslation(ACCOUNT_FORM_NAMESPACE);
  const [code, setCode] = useState('');
  const verify = (value: string) =>
    void props.verify(value).then((refused) => {
      if (refused) setCode('');
    });
  const latestVerify = useRef(verify);
  latestVerify.current = verify;
  const delivered = props.codeFromHost;
  useEffect(() => {
    if (!delivered) return;
    setCode(delivered.code);
    latestVerify.current(delivered.code);
  }, [delivered]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH) verify(code);
  };
  return (
    <form noValidate onSubmit={submit}>
      {props.newCodeNeeded && !props.codeError ? (
        <p className="sk-field__hint">{t('code.resumed')}</p>
      ) : null}
      <CodeVerificationForm
        length={CODE_LENGTH}
        value={code}
        onChange={setCode}
        onComplete={verify}
        label={t('code.label')}
        error={props.codeError}
        busy={props.busy}
        disabled={props.locked}
        onResend={props.resend}
        resendAfterSeconds={
          props.newCodeNeeded ? 0 : (props.resendAfterSeconds ?? RESEND_AFTER_SECONDS)
        }
        resendKey={props.sentCount}
      />
      <StickyCallToAction
        submit
        label={t('code.verify')}
        busy={props.busy}
        busyLabel={t('working')}
        disabled={code.length !== CODE_LENGTH || props.locked}
      />
    </form>
  );
}
