/**
 * Brazilian tax ids (spec section 3): CPF for people (11 digits), CNPJ for companies (14 digits).
 * Both end in two mod-11 check digits, so most typing mistakes are caught before a server call.
 */
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

// Users type ids with the usual separators (123.456.789-09, 12.345.678/0001-95) or spaces.
const ALLOWED_SEPARATORS = /[.\-/\s]/g;
const CPF_FIRST_CHECK_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_SECOND_CHECK_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_FIRST_CHECK_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_SECOND_CHECK_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The digits of a tax id with separators removed, or undefined when anything other than digits and
 * separators is present or the length is wrong (letters must not be silently dropped).
 */
function taxIdDigits(value: string, length: number): number[] | undefined {
  const digits = value.replace(ALLOWED_SEPARATORS, '');
  if (digits.length !== length || !/^\d+$/.test(digits)) return undefined;
  return Array.from(digits, Number);
}

/** Check digit over the leading digits: remainder of the weighted sum mod 11, 0 when under 2. */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** A run of one digit (000.000.000-00) passes the arithmetic but is never issued. */
function isSingleRepeatedDigit(digits: readonly number[]): boolean {
  return digits.every((digit) => digit === digits[0]);
}

function hasValidCheckDigits(
  digits: readonly number[],
  firstWeights: readonly number[],
  secondWeights: readonly number[],
): boolean {
  const first = firstWeights.length;
  return (
    !isSingleRepeatedDigit(digits) &&
    checkDigit(digits, firstWeights) === digits[first] &&
    checkDigit(digits, secondWeights) === digits[first + 1]
  );
}

/** Whether a CPF is well formed: 11 digits (separators allowed) with both check digits right. */
export function isValidCpf(value: string): boolean {
  const digits = taxIdDigits(value, CPF_LENGTH);
  return (
    digits !== undefined &&
    hasValidCheckDigits(digits, CPF_FIRST_CHECK_WEIGHTS, CPF_SECOND_CHECK_WEIGHTS)
  );
}

/**
 * Whether a CNPJ is well formed: 14 digits (separators allowed) with both check digits right. The
 * spec defines CNPJ as digits only, so the alphanumeric CNPJ Brazil is introducing is not accepted.
 */
export function isValidCnpj(value: string): boolean {
  const digits = taxIdDigits(value, CNPJ_LENGTH);
  return (
    digits !== undefined &&
    hasValidCheckDigits(digits, CNPJ_FIRST_CHECK_WEIGHTS, CNPJ_SECOND_CHECK_WEIGHTS)
  );
}
