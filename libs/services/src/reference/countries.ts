/**
 * Countries the store is sold in, with their numeric App Store storefront ids (spec section 3,
 * "country tables"). Only ids confirmed by more than one published storefront table are listed: a
 * wrong id silently sends a user to another country's store, so a missing country (the lookup
 * returns undefined) is the safer failure.
 */
export const COUNTRIES = [
  { iso2: 'US', iso3: 'USA', name: 'United States', storefrontId: 143441 },
  { iso2: 'FR', iso3: 'FRA', name: 'France', storefrontId: 143442 },
  { iso2: 'DE', iso3: 'DEU', name: 'Germany', storefrontId: 143443 },
  { iso2: 'GB', iso3: 'GBR', name: 'United Kingdom', storefrontId: 143444 },
  { iso2: 'AT', iso3: 'AUT', name: 'Austria', storefrontId: 143445 },
  { iso2: 'BE', iso3: 'BEL', name: 'Belgium', storefrontId: 143446 },
  { iso2: 'FI', iso3: 'FIN', name: 'Finland', storefrontId: 143447 },
  { iso2: 'GR', iso3: 'GRC', name: 'Greece', storefrontId: 143448 },
  { iso2: 'IE', iso3: 'IRL', name: 'Ireland', storefrontId: 143449 },
  { iso2: 'IT', iso3: 'ITA', name: 'Italy', storefrontId: 143450 },
  { iso2: 'LU', iso3: 'LUX', name: 'Luxembourg', storefrontId: 143451 },
  { iso2: 'NL', iso3: 'NLD', name: 'Netherlands', storefrontId: 143452 },
  { iso2: 'PT', iso3: 'PRT', name: 'Portugal', storefrontId: 143453 },
  { iso2: 'ES', iso3: 'ESP', name: 'Spain', storefrontId: 143454 },
  { iso2: 'CA', iso3: 'CAN', name: 'Canada', storefrontId: 143455 },
  { iso2: 'SE', iso3: 'SWE', name: 'Sweden', storefrontId: 143456 },
  { iso2: 'NO', iso3: 'NOR', name: 'Norway', storefrontId: 143457 },
  { iso2: 'DK', iso3: 'DNK', name: 'Denmark', storefrontId: 143458 },
  { iso2: 'CH', iso3: 'CHE', name: 'Switzerland', storefrontId: 143459 },
  { iso2: 'AU', iso3: 'AUS', name: 'Australia', storefrontId: 143460 },
  { iso2: 'NZ', iso3: 'NZL', name: 'New Zealand', storefrontId: 143461 },
  { iso2: 'JP', iso3: 'JPN', name: 'Japan', storefrontId: 143462 },
  { iso2: 'HK', iso3: 'HKG', name: 'Hong Kong', storefrontId: 143463 },
  { iso2: 'SG', iso3: 'SGP', name: 'Singapore', storefrontId: 143464 },
  { iso2: 'CN', iso3: 'CHN', name: 'China', storefrontId: 143465 },
  { iso2: 'KR', iso3: 'KOR', name: 'South Korea', storefrontId: 143466 },
  { iso2: 'IN', iso3: 'IND', name: 'India', storefrontId: 143467 },
  { iso2: 'MX', iso3: 'MEX', name: 'Mexico', storefrontId: 143468 },
  { iso2: 'RU', iso3: 'RUS', name: 'Russia', storefrontId: 143469 },
  { iso2: 'TW', iso3: 'TWN', name: 'Taiwan', storefrontId: 143470 },
  { iso2: 'VN', iso3: 'VNM', name: 'Vietnam', storefrontId: 143471 },
  { iso2: 'ZA', iso3: 'ZAF', name: 'South Africa', storefrontId: 143472 },
  { iso2: 'MY', iso3: 'MYS', name: 'Malaysia', storefrontId: 143473 },
  { iso2: 'PH', iso3: 'PHL', name: 'Philippines', storefrontId: 143474 },
  { iso2: 'TH', iso3: 'THA', name: 'Thailand', storefrontId: 143475 },
  { iso2: 'ID', iso3: 'IDN', name: 'Indonesia', storefrontId: 143476 },
  { iso2: 'PK', iso3: 'PAK', name: 'Pakistan', storefrontId: 143477 },
  { iso2: 'PL', iso3: 'POL', name: 'Poland', storefrontId: 143478 },
  { iso2: 'SA', iso3: 'SAU', name: 'Saudi Arabia', storefrontId: 143479 },
  { iso2: 'TR', iso3: 'TUR', name: 'Turkey', storefrontId: 143480 },
  { iso2: 'AE', iso3: 'ARE', name: 'United Arab Emirates', storefrontId: 143481 },
  { iso2: 'HU', iso3: 'HUN', name: 'Hungary', storefrontId: 143482 },
  { iso2: 'CL', iso3: 'CHL', name: 'Chile', storefrontId: 143483 },
  // 143485 is Panama; 143513 (sometimes misattributed to Panama) is Paraguay.
  { iso2: 'PA', iso3: 'PAN', name: 'Panama', storefrontId: 143485 },
  { iso2: 'LK', iso3: 'LKA', name: 'Sri Lanka', storefrontId: 143486 },
  { iso2: 'RO', iso3: 'ROU', name: 'Romania', storefrontId: 143487 },
  { iso2: 'CZ', iso3: 'CZE', name: 'Czech Republic', storefrontId: 143489 },
  { iso2: 'IL', iso3: 'ISR', name: 'Israel', storefrontId: 143491 },
  { iso2: 'UA', iso3: 'UKR', name: 'Ukraine', storefrontId: 143492 },
  { iso2: 'KW', iso3: 'KWT', name: 'Kuwait', storefrontId: 143493 },
  { iso2: 'HR', iso3: 'HRV', name: 'Croatia', storefrontId: 143494 },
  { iso2: 'CR', iso3: 'CRI', name: 'Costa Rica', storefrontId: 143495 },
  { iso2: 'SK', iso3: 'SVK', name: 'Slovakia', storefrontId: 143496 },
  { iso2: 'LB', iso3: 'LBN', name: 'Lebanon', storefrontId: 143497 },
  { iso2: 'QA', iso3: 'QAT', name: 'Qatar', storefrontId: 143498 },
  { iso2: 'SI', iso3: 'SVN', name: 'Slovenia', storefrontId: 143499 },
  { iso2: 'CO', iso3: 'COL', name: 'Colombia', storefrontId: 143501 },
  { iso2: 'VE', iso3: 'VEN', name: 'Venezuela', storefrontId: 143502 },
  { iso2: 'BR', iso3: 'BRA', name: 'Brazil', storefrontId: 143503 },
  { iso2: 'GT', iso3: 'GTM', name: 'Guatemala', storefrontId: 143504 },
  { iso2: 'AR', iso3: 'ARG', name: 'Argentina', storefrontId: 143505 },
  { iso2: 'SV', iso3: 'SLV', name: 'El Salvador', storefrontId: 143506 },
  { iso2: 'PE', iso3: 'PER', name: 'Peru', storefrontId: 143507 },
  { iso2: 'DO', iso3: 'DOM', name: 'Dominican Republic', storefrontId: 143508 },
  { iso2: 'EC', iso3: 'ECU', name: 'Ecuador', storefrontId: 143509 },
  { iso2: 'HN', iso3: 'HND', name: 'Honduras', storefrontId: 143510 },
  { iso2: 'JM', iso3: 'JAM', name: 'Jamaica', storefrontId: 143511 },
  { iso2: 'NI', iso3: 'NIC', name: 'Nicaragua', storefrontId: 143512 },
  { iso2: 'PY', iso3: 'PRY', name: 'Paraguay', storefrontId: 143513 },
  { iso2: 'UY', iso3: 'URY', name: 'Uruguay', storefrontId: 143514 },
  { iso2: 'MO', iso3: 'MAC', name: 'Macao', storefrontId: 143515 },
  { iso2: 'EG', iso3: 'EGY', name: 'Egypt', storefrontId: 143516 },
  { iso2: 'KZ', iso3: 'KAZ', name: 'Kazakhstan', storefrontId: 143517 },
  { iso2: 'EE', iso3: 'EST', name: 'Estonia', storefrontId: 143518 },
  { iso2: 'LV', iso3: 'LVA', name: 'Latvia', storefrontId: 143519 },
  { iso2: 'LT', iso3: 'LTU', name: 'Lithuania', storefrontId: 143520 },
  { iso2: 'MT', iso3: 'MLT', name: 'Malta', storefrontId: 143521 },
  { iso2: 'MD', iso3: 'MDA', name: 'Moldova', storefrontId: 143523 },
  { iso2: 'AM', iso3: 'ARM', name: 'Armenia', storefrontId: 143524 },
  { iso2: 'BG', iso3: 'BGR', name: 'Bulgaria', storefrontId: 143526 },
  { iso2: 'JO', iso3: 'JOR', name: 'Jordan', storefrontId: 143528 },
  { iso2: 'KE', iso3: 'KEN', name: 'Kenya', storefrontId: 143529 },
  { iso2: 'BH', iso3: 'BHR', name: 'Bahrain', storefrontId: 143559 },
  { iso2: 'NG', iso3: 'NGA', name: 'Nigeria', storefrontId: 143561 },
  { iso2: 'OM', iso3: 'OMN', name: 'Oman', storefrontId: 143562 },
  { iso2: 'GH', iso3: 'GHA', name: 'Ghana', storefrontId: 143573 },
] as const satisfies readonly {
  iso2: string;
  iso3: string;
  name: string;
  storefrontId: number;
}[];

export type Country = (typeof COUNTRIES)[number];
export type CountryIso2 = Country['iso2'];
export type CountryIso3 = Country['iso3'];
export type StorefrontId = Country['storefrontId'];

/**
 * Other English names the same countries go by (official, short or older spellings), so a name
 * from the host or a server resolves whichever spelling it uses.
 */
export const COUNTRY_NAME_ALIASES = {
  'United States of America': 'USA',
  'Great Britain': 'GBR',
  'Korea, Republic of': 'KOR',
  'Republic of Korea': 'KOR',
  'Russian Federation': 'RUS',
  'Viet Nam': 'VNM',
  Türkiye: 'TUR',
  Czechia: 'CZE',
  Macau: 'MAC',
  'Moldova, Republic of': 'MDA',
  'Taiwan, Province of China': 'TWN',
} as const satisfies Readonly<Record<string, CountryIso3>>;

/** Storefront used when none is configured (spec section 9). */
export const DEFAULT_STOREFRONT = 'USA' satisfies CountryIso3;
export const DEFAULT_STOREFRONT_ID = 143441 satisfies StorefrontId;
/** The Korean storefront adds the extra consent checkboxes on create-account (spec section 2). */
export const KOREA_STOREFRONT = 'KOR' satisfies CountryIso3;
/** The Chinese storefront alone uses a phone number as account name and privacy consent. */
export const CHINA_STOREFRONT = 'CHN' satisfies CountryIso3;
/** China's international calling code, used to turn a China office phone into a national number. */
export const CHINA_CALLING_CODE = 86;

// Lookups go through maps built once, keyed by a normalised form, so callers may pass any case.
const countriesByIso2 = new Map<string, Country>(COUNTRIES.map((c) => [c.iso2, c]));
const countriesByIso3 = new Map<string, Country>(COUNTRIES.map((c) => [c.iso3, c]));
const countriesByStorefrontId = new Map<number, Country>(COUNTRIES.map((c) => [c.storefrontId, c]));
const iso3ByNormalisedName = new Map<string, CountryIso3>([
  ...COUNTRIES.map((c): [string, CountryIso3] => [normaliseName(c.name), c.iso3]),
  ...Object.entries(COUNTRY_NAME_ALIASES).map(([alias, iso3]): [string, CountryIso3] => [
    normaliseName(alias),
    iso3,
  ]),
]);

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Three-letter code for an English country name (or a known alias), ignoring case. */
export function iso3ByCountryName(name: string): CountryIso3 | undefined {
  return iso3ByNormalisedName.get(normaliseName(name));
}

/** Country for a two-letter code such as `cn` (the storefront path parameter) or `US`. */
export function countryByIso2(iso2: string): Country | undefined {
  return countriesByIso2.get(normaliseCode(iso2));
}

/** Country for a three-letter code such as `KOR`, ignoring case. */
export function countryByIso3(iso3: string): Country | undefined {
  return countriesByIso3.get(normaliseCode(iso3));
}

/** Country whose numeric App Store storefront id this is. */
export function countryByStorefrontId(storefrontId: number): Country | undefined {
  return countriesByStorefrontId.get(storefrontId);
}

/**
 * Numeric storefront id for a country given by either code: callers hold two-letter codes (route
 * parameters) as well as three-letter ones (configuration), so both are accepted.
 */
export function storefrontIdByCountry(iso2OrIso3: string): StorefrontId | undefined {
  const code = normaliseCode(iso2OrIso3);
  const country = code.length === 2 ? countriesByIso2.get(code) : countriesByIso3.get(code);
  return country?.storefrontId;
}
