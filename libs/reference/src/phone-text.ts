/**
 * Spec §5: a phone number is valid text when, after removing brackets, hyphens and spaces, it is
 * digits with an optional leading plus. This is the cheap check the screens make as the person
 * types; libphonenumber-js (lazy) decides whether the number is possible for its country.
 */
const SEPARATORS = /[()\-\s]/g;
const PHONE_TEXT = /^\+?\d+$/;

function phoneDigits(text: string): string {
  return text.replace(SEPARATORS, '');
}

export function isPhoneNumberText(text: string): boolean {
  return PHONE_TEXT.test(phoneDigits(text.trim()));
}

/**
 * 10-digit US-style numbers display as (xxx) xxx-xxxx, with or without their country code (+1, or
 * the bare 1 a carrier's MSISDN starts with); anything else is shown as typed.
 */
export function displayPhoneNumber(text: string): string {
  const digits = phoneDigits(text.trim()).replace(/^\+?1(?=\d{10}$)/, '');
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : text.trim();
}
