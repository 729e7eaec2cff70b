import { useTranslation } from 'react-i18next';
import { useBackToPersonalDetails } from '../flow/back-to-details';
import {
  PHONE_CODE_FIELD,
  resendPhoneCode,
  retryCreatingAccount,
  verifyPhoneCode,
} from '../flow/code-actions';
import { CodeStep } from '../flow/CodeStep';
import { useCreateAccountStore } from '../flow/create-account-store';
import { NAMESPACE } from '../namespace';

export default function VerifyPhoneScreen() {
  const { t } = useTranslation(NAMESPACE);
  useBackToPersonalDetails();
  const phone = useCreateAccountStore((state) => state.phone);
  return (
    <CodeStep
      title={t('verifyPhone.title')}
      subtitle={t('verifyPhone.subtitle', { phoneNumber: phone.display ?? '' })}
      codeField={PHONE_CODE_FIELD}
      verify={verifyPhoneCode}
      resend={resendPhoneCode}
      sentCount={phone.sentCount}
      verified={phone.verified}
      retry={retryCreatingAccount}
      retryLabel={t('verify.createAccount')}
      sentTo={phone.number}
      newCodeNeeded={!phone.phoneId && !phone.verified}
    />
  );
}
