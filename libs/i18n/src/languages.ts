export { DEFAULT_LANGUAGE } from '@sheet/reference';
export const DEFAULT_FALLBACK_LANGUAGE = 'en-gb';

/** Normalises tags such as `en_US` or `EN-us` to the lower-case, hyphenated form our files use. */
export function normaliseLanguage(language: string): string {
  const tag = language.trim().replace(/_/g, '-').toLowerCase();
  if (!tag) throw new Error('Cannot load a language without a name');
  // Android still reports Hebrew by its retired code.
  return tag === 'iw' || tag.startsWith('iw-') ? `he${tag.slice(2)}` : tag;
}

/**
 * Fallback chain for a language (spec section 9): zh-hk falls back to zh-tw, zh-tw and zh-cn to
 * en-gb, everything else to en-gb.
 */
export function fallbackLanguages(language: string): string[] {
  const tag = normaliseLanguage(language);
  if (tag === 'zh-hk') return ['zh-tw', DEFAULT_FALLBACK_LANGUAGE];
  if (tag === DEFAULT_FALLBACK_LANGUAGE) return [];
  return [DEFAULT_FALLBACK_LANGUAGE];
}
