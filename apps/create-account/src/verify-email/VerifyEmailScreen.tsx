import { useTranslation } from 'react-i18next';
import { useBackToPersonalDetails } from '../flow/back-to-details';
import {
  afterEmailCodeLabelKey,
  continueAfterEmailCode,
  EMAIL_CODE_FIELD,
  resendEmailCode,
  verifyEmailCode,
} from '../flow/code-actions';
import { CodeStep } from '../flow/CodeStep';
import { useCreateAccountStore } from '../flow/create-account-store';
import { NAMESPACE } from '../namespace';

export default function VerifyEmailScreen() {
  const { t } = useTranslation(NAMESPACE);
  useBackToPersonalDetails();
  const email = useCreateAccountStore((state) => state.email);
  return (
    <CodeStep
      title={t('verifyEmail.title')}
      subtitle={t('verifyEmail.subtitle', { email: email.email ?? '' })}
      codeField={EMAIL_CODE_FIELD}
      verify={verifyEmailCode}
      resend={resendEmailCode}
      sentCount={email.sentCount}
      verified={email.verified}
      retry={continueAfterEmailCode}
      retryLabel={t(afterEmailCodeLabelKey())}
      sentTo={email.email}
      newCodeNeeded={!email.clientToken}
    />
  );
}
