import {
  countryByIso3,
  generateEmailCode,
  generatePhoneCode,
  RESEND_TOO_SOON,
  SERVICES_NAMESPACE,
  splitPhoneNumber,
  type SplitPhoneNumber,
} from '@sheet/services';
import { useCreateAccountStore, withGeneralErrors } from './create-account-store';
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

/** The ISO 3166 alpha-2 code the storefront's national numbers are read in. */
export function storefrontIso2(storefront: string): string {
  return countryByIso3(storefront)?.iso2 ?? 'US';
}

/** A typed phone number read in the storefront's country, or nothing when it cannot exist. */
export function readPhoneNumber(
  text: string,
  storefront: string,
): Promise<SplitPhoneNumber | undefined> {
  return splitPhoneNumber(text, storefrontIso2(storefront));
}

/** Sends a phone code (countryDialCode, phoneNumber, countryIso3Code, featureVersion -> phoneId). */
export async function sendPhoneCode(number: string, phone: SplitPhoneNumber): Promise<void> {
  const { services } = flowDeps();
  const { storefront } = store.getState();
  const { phoneId } = await generatePhoneCode(services, {
    countryDialCode: phone.countryCallingCode,
    phoneNumber: phone.nationalNumber,
    countryIso3Code: storefront,
  });
  store.setState((state) => ({
    phone: {
      number,
      phoneId,
      sentCount: state.phone.sentCount + 1,
      verified: false,
    },
  }));
}
