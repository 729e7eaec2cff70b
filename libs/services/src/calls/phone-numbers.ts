import type { CountryCode } from 'libphonenumber-js';

// Phone numbers read, shown and formatted as typed, all through libphonenumber-js. Its metadata
// is most of its weight, so it loads only when a number is read, shown or typed: the first
// screen of the sheet does not pay for it (it is a chunk of its own, bundled, never fetched from
// another origin).
const phoneLibrary = () => import(/* webpackChunkName: "phone-numbers" */ 'libphonenumber-js');

export type SplitPhoneNumber = {
  /** unformatted, with `+` and the country calling code */
  fullNumber: string;
  nationalNumber: string;
  countryCallingCode: number;
  /** as a person reads it: national format in its own country, international otherwise */
  display: string;
};

const countryCode = (storefrontIso2: string) => storefrontIso2.toUpperCase() as CountryCode;

/**
 * The account name of a phone account, as the unformatted full number and the national number,
 * read in the storefront's country; undefined for a number that cannot exist.
 */
export async function splitPhoneNumber(
  accountName: string,
  storefrontIso2: string,
): Promise<SplitPhoneNumber | undefined> {
  const { parsePhoneNumberFromString } = await phoneLibrary();
  const country = countryCode(storefrontIso2);
  const parsed = parsePhoneNumberFromString(accountName, country);
  if (!parsed?.isPossible()) return undefined;
  return {
    fullNumber: parsed.number,
    nationalNumber: parsed.nationalNumber,
    countryCallingCode: Number(parsed.countryCallingCode),
    display: displayOf(parsed, country),
  };
}

type ParsedNumber = NonNullable<
  ReturnType<Awaited<ReturnType<typeof phoneLibrary>>['parsePhoneNumberFromString']>
>;

function displayOf(parsed: ParsedNumber, country: CountryCode): string {
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A number (typed, or a carrier's MSISDN given with or without its `+`) as a person of the
 * storefront reads it; the text as given when it is no number of that country or any other.
 */
export async function formatPhoneNumber(text: string, storefrontIso2: string): Promise<string> {
  const { parsePhoneNumberFromString } = await phoneLibrary();
  const country = countryCode(storefrontIso2);
  const trimmed = text.trim();
  const parsed = [trimmed, `+${trimmed}`]
    .map((candidate) => parsePhoneNumberFromString(candidate, country))
    .find((number) => number?.isPossible());
  return parsed ? displayOf(parsed, country) : trimmed;
}

/** How a phone field reads each typed character and shows the number so far (spec §7). */
export type PhoneTypingRules = {
  /** the character as it is kept (a digit in any script becomes 0-9; `+` only first), or nothing */
  parse: (character: string, valueSoFar: string) => string | undefined;
  /** the kept characters as shown, and the template of `x` per kept character */
  format: (value?: string) => { text: string; template: string };
};

/** Formatting as the person types, in the storefront's country (libphonenumber-js AsYouType). */
export async function phoneTypingRules(storefrontIso2: string): Promise<PhoneTypingRules> {
  const { AsYouType, parsePhoneNumberCharacter } = await phoneLibrary();
  const country = countryCode(storefrontIso2);
  return {
    parse: (character, valueSoFar) =>
      parsePhoneNumberCharacter(character, valueSoFar || undefined) ?? undefined,
    format: (value = '') => {
      const typing = new AsYouType(country);
      const text = typing.input(value);
      // Without a template (a number no format fits yet) the kept characters show as they are.
      return { text: text || value, template: typing.getTemplate() || 'x'.repeat(value.length) };
    },
  };
}
