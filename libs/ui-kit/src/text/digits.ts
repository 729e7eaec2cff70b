// Zeros of the decimal digit blocks a phone keyboard may type (Arabic, Persian, Devanagari, Bengali,
// Thai, full-width): an SMS code typed on an Arabic keyboard is still a code.
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];

function asciiDigit(char: string): string | undefined {
  const codePoint = char.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((start) => codePoint >= start && codePoint <= start + 9);
  return zero === undefined ? undefined : String(codePoint - zero);
}

/** Keeps the digits of a text (any script), as ASCII, dropping everything else. */
export function onlyDigits(text: string): string {
  return Array.from(text, (char) => asciiDigit(char) ?? '').join('');
}
