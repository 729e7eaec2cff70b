/** The storefronts the emulator knows: code, name, numeric id and the rules that differ by country. */

export interface Storefront {
  /** ISO 3166 three-letter code, the storefront's name in every call. */
  readonly code: string;
  readonly name: string;
  readonly storefrontId: number;
  /** ISO two-letter code (legal page links). */
  readonly iso2: string;
  readonly dialCode: string;
  readonly minAge: number;
  /** Default of the marketing checkbox, in the storefront's own wire form. */
  readonly marketingOptIn: 1 | 0 | 'true' | 'false';
  /** A phone number may be the account name on the create page (not only in phone contexts). */
  readonly phoneAccountName: boolean;
}

export const STOREFRONTS: readonly Storefront[] = [
  sf('USA', 'United States', 143441, 'us', '1', 13, 1),
  sf('CAN', 'Canada', 143455, 'ca', '1', 13, 1),
  sf('GBR', 'United Kingdom', 143444, 'gb', '44', 13, 0),
  sf('KOR', 'Republic of Korea', 143466, 'kr', '82', 14, 0),
  sf('CHN', 'China mainland', 143465, 'cn', '86', 14, 'true', true),
  sf('JPN', 'Japan', 143462, 'jp', '81', 13, 1),
  sf('DEU', 'Germany', 143443, 'de', '49', 13, 0),
  sf('FRA', 'France', 143442, 'fr', '33', 13, 0),
  sf('BRA', 'Brazil', 143503, 'br', '55', 13, 1),
  sf('IND', 'India', 143467, 'in', '91', 13, 1),
  // Storefronts whose own language is Spanish (Mexico) or traditional Chinese (Taiwan, Hong Kong).
  sf('MEX', 'Mexico', 143468, 'mx', '52', 13, 1),
  sf('TWN', 'Taiwan', 143470, 'tw', '886', 13, 0),
  sf('HKG', 'Hong Kong', 143463, 'hk', '852', 13, 0),
  // Arabic and Hebrew (right-to-left) storefronts, so the sheet can be used end to end in ar / he.
  sf('SAU', 'Saudi Arabia', 143479, 'sa', '966', 13, 0),
  sf('ISR', 'Israel', 143491, 'il', '972', 13, 0),
];

function sf(
  code: string,
  name: string,
  storefrontId: number,
  iso2: string,
  dialCode: string,
  minAge: number,
  marketingOptIn: Storefront['marketingOptIn'],
  phoneAccountName = false,
): Storefront {
  return { code, name, storefrontId, iso2, dialCode, minAge, marketingOptIn, phoneAccountName };
}

export const DEFAULT_STOREFRONT = 'USA';

/** A storefront by its three-letter code, any letter case. */
export function findStorefront(code: string | undefined): Storefront | undefined {
  if (code === undefined) return undefined;
  const wanted = code.trim().toUpperCase();
  return STOREFRONTS.find((s) => s.code === wanted);
}

export function storefrontSummaries(): { code: string; name: string; storefrontId: number }[] {
  return STOREFRONTS.map(({ code, name, storefrontId }) => ({ code, name, storefrontId }));
}

export function legalLinks(storefront: Storefront): {
  terms: string;
  privacy: string;
  cloudTerms?: string;
} {
  const terms = `https://www.apple.com/legal/internet-services/itunes/${storefront.iso2}/terms.html`;
  const privacy = 'https://www.apple.com/legal/privacy/';
  return storefront.code === 'KOR'
    ? { terms, privacy, cloudTerms: 'https://www.apple.com/legal/internet-services/icloud/kr/' }
    : { terms, privacy };
}
