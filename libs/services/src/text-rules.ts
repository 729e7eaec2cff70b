/**
 * Rules for text a person types, shared by every form and by each flow's local checks, so that
 * nothing the person typed is answered with a generic error by the server.
 */

/** The longest text a field takes when the server's field entity names no limit of its own. */
export const DEFAULT_MAX_TEXT_LENGTH = 256;

/**
 * Invisible formatting characters that make an account name look like another: bidi controls
 * (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and zero-width characters (U+200B–U+200D,
 * U+FEFF). Personal names keep real right-to-left text: these are marks, not letters.
 */
const HIDDEN_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

export function hasHiddenFormatting(text: string): boolean {
  return HIDDEN_FORMATTING.test(text);
}

/** Length in characters as a person counts them (code points: an emoji is one, not two). */
export function textLength(text: string): number {
  let length = 0;
  for (const _character of text) length += 1;
  return length;
}

/** Whether a text is longer than the field takes (`maxLength`, else the product's limit). */
export function isTooLong(text: string, maxLength: number | undefined): boolean {
  return textLength(text) > (maxLength ?? DEFAULT_MAX_TEXT_LENGTH);
}
