import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox, PageHeader, StickyCallToAction, TextInput } from '@sheet/ui-kit';
import { personalForm, useCreateAccountStore } from '../flow/create-account-store';
import { MissingDetails } from '../flow/MissingDetails';
import { useMessageText } from '@sheet/i18n';
import { usePhoneTyping } from '@sheet/account-form';
import { useFollowOutcome, useGeneralErrorsResetOnReturn } from '../flow/use-flow';
import { NAMESPACE } from '../namespace';
import { CAPTURED_NUMBER, prefillPhoneNumber, submitCapturedNumber } from './capture-actions';

export default function CapturePhoneNumberScreen() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const follow = useFollowOutcome();
  useGeneralErrorsResetOnReturn();
  const fieldsLoaded = useCreateAccountStore((state) => state.fieldsLoaded);
  const waiting = useCreateAccountStore((state) => state.waiting);
  const value = useCreateAccountStore((state) => state.values[CAPTURED_NUMBER]);
  const error = useCreateAccountStore((state) => state.clientErrors[CAPTURED_NUMBER]);
  const generalErrors = useCreateAccountStore((state) => state.generalErrors);
  const storefront = useCreateAccountStore((state) => state.storefront);
  const phoneTyping = usePhoneTyping(storefront, true);

  useEffect(() => {
    if (fieldsLoaded) void prefillPhoneNumber();
  }, [fieldsLoaded]);

  if (!fieldsLoaded) return <MissingDetails title={t('capturePhoneNumber.title')} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitCapturedNumber().then(follow);
  };
  const message = text(error);
  return (
    <main className="sk-page">
      <PageHeader
        title={t('capturePhoneNumber.title')}
        subtitle={t('capturePhoneNumber.subtitle')}
      />
      <form noValidate onSubmit={submit}>
        <AlertBox messages={generalErrors.map((entry) => text(entry) ?? '')} />
        <TextInput
          field={{
            id: CAPTURED_NUMBER,
            label: t('capturePhoneNumber.label'),
            fieldType: 'input',
            inputType: 'tel',
            autocomplete: 'tel',
            required: true,
            clientError: Boolean(message),
            clientErrorMessage: message,
          }}
          value={value}
          typing={phoneTyping}
          onChange={personalForm.changeFieldValue}
          disabled={waiting}
        />
        <StickyCallToAction
          submit
          label={t('capturePhoneNumber.sendCode')}
          busy={waiting}
          busyLabel={t('personal.working')}
        />
      </form>
    </main>
  );
}
