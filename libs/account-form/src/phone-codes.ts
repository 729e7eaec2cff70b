import {
  generatePhoneCode,
  splitPhoneNumber,
  type ServiceDeps,
  type SplitPhoneNumber,
} from '@sheet/services';
import { iso2ByIso3 } from '@sheet/reference';

/** The ISO 3166 alpha-2 code the storefront's national numbers are read in. */
export function storefrontIso2(storefront: string): string {
  return iso2ByIso3(storefront) ?? 'US';
}

/** A typed phone number read in the storefront's country, or nothing when it cannot exist. */
export function readPhoneNumber(
  text: string,
  storefront: string,
): Promise<SplitPhoneNumber | undefined> {
  return splitPhoneNumber(text, storefrontIso2(storefront));
}

/** Sends a phone code (countryDialCode, phoneNumber, countryIso3Code, featureVersion -> phoneId). */
export async function sendPhoneCodeTo(
  services: ServiceDeps,
  phone: SplitPhoneNumber,
  storefront: string,
): Promise<string> {
  const { phoneId } = await generatePhoneCode(services, {
    countryDialCode: phone.countryCallingCode,
    phoneNumber: phone.nationalNumber,
    countryIso3Code: storefront,
  });
  return phoneId;
}
