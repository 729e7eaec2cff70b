import { useTranslation } from 'react-i18next';
import { AccountCodeForm, PHONE_CODE_FIELD } from '@sheet/account-form';
import { useMessageText } from '@sheet/i18n';
import { useOneTimeBackHandler } from '@sheet/sheet-runtime';
import { AlertBox, PageHeader, StickyCallToAction } from '@sheet/ui-kit';
import {
  backToDetails,
  resendCarrierCode,
  retryLinking,
  verifyCarrierCode,
} from '../flow/carrier-actions';
import { useCarrierLinkingStore } from '../flow/carrier-store';
import { NAMESPACE } from '../namespace';

const store = useCarrierLinkingStore;

/**
 * The code sent to the number. Once it is right, creating, handing over and linking follow; what
 * fails after a right code is retried from here, never by asking for the code again.
 */
export function CarrierCodeStep() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const phone = store((state) => state.phone);
  const waiting = store((state) => state.waiting);
  const generalErrors = store((state) => state.generalErrors);
  const codeError = store((state) => state.serverErrors[PHONE_CODE_FIELD]);
  // The host's Back returns to the details (the number may be mistyped), everything kept.
  useOneTimeBackHandler(backToDetails);
  return (
    <main className="sk-page">
      <PageHeader
        title={t('code.title')}
        subtitle={t('code.subtitle', { phoneNumber: phone.display ?? '' })}
      />
      <AlertBox messages={generalErrors.map((message) => text(message))} />
      {phone.verified ? (
        <StickyCallToAction
          label={t('tryAgain')}
          busy={waiting}
          busyLabel={t('linking')}
          onAction={() => void retryLinking()}
        />
      ) : (
        <AccountCodeForm
          codeError={text(codeError)}
          busy={waiting}
          verify={verifyCarrierCode}
          resend={() => void resendCarrierCode()}
          sentCount={phone.sentCount}
        />
      )}
    </main>
  );
}
