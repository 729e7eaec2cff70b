import { type CountryIso3 } from './countries';

/**
 * Languages a storefront offers, in lower-case tags as the localisation files are named (spec
 * section 9). The first entry is the storefront's own language. Every storefront the services
 * offer is here, and every language listed ships strings in every namespace (a unit test keeps
 * both true); for a storefront not listed the caller keeps the host's language.
 */
export const STOREFRONT_LANGUAGES = {
  USA: ['en-us', 'es-mx', 'zh-cn', 'zh-tw', 'ko-kr', 'fr-fr'],
  CAN: ['en-ca', 'fr-ca'],
  MEX: ['es-mx', 'en-us'],
  GBR: ['en-gb'],
  FRA: ['fr-fr'],
  DEU: ['de-de'],
  BRA: ['pt-br'],
  IND: ['en-gb', 'hi-in'],
  CHN: ['zh-cn'],
  TWN: ['zh-tw'],
  HKG: ['zh-hk', 'en-gb'],
  JPN: ['ja-jp'],
  KOR: ['ko-kr'],
  SAU: ['ar', 'en-gb'],
  ISR: ['he', 'en-gb'],
} as const satisfies Partial<Record<CountryIso3, readonly string[]>>;

export type StorefrontWithLanguages = keyof typeof STOREFRONT_LANGUAGES;
export type StorefrontLanguage = (typeof STOREFRONT_LANGUAGES)[StorefrontWithLanguages][number];

function isStorefrontWithLanguages(iso3: string): iso3 is StorefrontWithLanguages {
  return Object.hasOwn(STOREFRONT_LANGUAGES, iso3);
}

/** Languages offered in a storefront (three-letter code, any case); undefined when not listed. */
export function languagesForStorefront(iso3: string): readonly StorefrontLanguage[] | undefined {
  const code = iso3.trim().toUpperCase();
  return isStorefrontWithLanguages(code) ? STOREFRONT_LANGUAGES[code] : undefined;
}

/**
 * Script families of spec section 9. Pages pick fonts and line heights by family: accented and
 * non-Latin scripts need taller lines so diacritics and glyphs are not clipped.
 */
export const LanguageScript = {
  latin: 'latin',
  latinAccent: 'latin-accent',
  nonLatin: 'non-latin',
  nonLatinAccent: 'non-latin-accent',
} as const;

export type LanguageScript = (typeof LanguageScript)[keyof typeof LanguageScript];

/** Primary language subtags per script family, as the spec lists them. */
export const LANGUAGES_BY_SCRIPT = {
  // Macedonian is written in Cyrillic, but the spec puts `mk` in this family; kept as specified.
  [LanguageScript.latin]: ['en', 'id', 'mk'],
  // The spec says "many European languages"; these are the common ones written with diacritics.
  [LanguageScript.latinAccent]: [
    'ca',
    'cs',
    'da',
    'de',
    'es',
    'et',
    'fi',
    'fr',
    'hr',
    'hu',
    'is',
    'it',
    'lt',
    'lv',
    'nb',
    'nl',
    'no',
    'pl',
    'pt',
    'ro',
    'sk',
    'sl',
    'sv',
  ],
  [LanguageScript.nonLatin]: ['ko', 'zh', 'yue'],
  // `iw` is the older code for Hebrew that some hosts still send (the direction rules accept it).
  [LanguageScript.nonLatinAccent]: ['ar', 'el', 'he', 'iw', 'ja', 'ru', 'th', 'uk', 'hi'],
} as const satisfies Record<LanguageScript, readonly string[]>;

const scriptByPrimarySubtag = new Map<string, LanguageScript>(
  Object.values(LanguageScript).flatMap((script) =>
    LANGUAGES_BY_SCRIPT[script].map((language): [string, LanguageScript] => [language, script]),
  ),
);

/**
 * Script family of a language tag such as `fr-ca`, `zh_Hant_TW` or `EN`; only the primary subtag
 * decides. Undefined for languages the spec does not classify.
 */
export function languageScript(tag: string): LanguageScript | undefined {
  return scriptByPrimarySubtag.get(primarySubtag(tag));
}

/** `fr` of `fr-ca`, `FR_CA` or ` fr `. */
export function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
