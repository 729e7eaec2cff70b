import { sheetDeps } from '@sheet/flow-kit';
import { messagesIn, withMessage } from '@sheet/i18n';
import { generateEmailCode, RESEND_TOO_SOON, SERVICES_NAMESPACE } from '@sheet/services';
import { useCreateAccountStore } from './create-account-store';

const store = useCreateAccountStore;

/**
 * Asks for an email code. The service answers `false` to a resend too soon after the last one
 * (spec §8); the code already sent stays valid, so the person is told to wait, not that it failed.
 */
export async function sendEmailCode(email: string, isResend: boolean): Promise<void> {
  const { services } = sheetDeps();
  const { sent, clientToken } = await generateEmailCode(services, { email });
  store.setState((state) => ({
    email: {
      email,
      clientToken:
        clientToken ?? (state.email.email === email ? state.email.clientToken : undefined),
      sentCount: state.email.sentCount + (sent ? 1 : 0),
      verified: false,
    },
    generalErrors:
      sent || !isResend
        ? state.generalErrors
        : withMessage(state.generalErrors, messagesIn(SERVICES_NAMESPACE)(RESEND_TOO_SOON.i18nKey)),
  }));
}
