import { sendPhoneCodeTo, withGeneralErrors } from '@sheet/account-form';
import {
  generateEmailCode,
  RESEND_TOO_SOON,
  SERVICES_NAMESPACE,
  type SplitPhoneNumber,
} from '@sheet/services';
import { useCreateAccountStore } from './create-account-store';
import { flowDeps } from './flow-deps';

const store = useCreateAccountStore;

/**
 * Asks for an email code. The service answers `false` to a resend too soon after the last one
 * (spec §8); the code already sent stays valid, so the person is told to wait, not that it failed.
 */
export async function sendEmailCode(email: string, isResend: boolean): Promise<void> {
  const { services } = flowDeps();
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
        : withGeneralErrors(state.generalErrors, [
            { ns: SERVICES_NAMESPACE, i18nKey: RESEND_TOO_SOON.i18nKey },
          ]),
  }));
}

/** Sends a phone code (countryDialCode, phoneNumber, countryIso3Code, featureVersion -> phoneId). */
export async function sendPhoneCode(number: string, phone: SplitPhoneNumber): Promise<void> {
  const { services } = flowDeps();
  const { storefront } = store.getState();
  const phoneId = await sendPhoneCodeTo(services, phone, storefront);
  store.setState((state) => ({
    phone: {
      number,
      phoneId,
      sentCount: state.phone.sentCount + 1,
      verified: false,
    },
  }));
}
