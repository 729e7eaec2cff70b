/**
 * Countries the store is sold in, with their numeric App Store storefront ids (spec section 3,
 * "country tables"). Only ids confirmed by more than one published storefront table are listed: a
 * wrong id silently sends a user to another country's store, so a missing country (the lookup
 * returns undefined) is the safer failure.
 */
import { ISO2_BY_ISO3, type Iso3, normaliseCountryCode } from './country-codes';

/** Each country's numeric storefront id and English name, by its three-letter code. */
const STOREFRONT_BY_ISO3 = {
  USA: [143441, 'United States'],
  FRA: [143442, 'France'],
  DEU: [143443, 'Germany'],
  GBR: [143444, 'United Kingdom'],
  AUT: [143445, 'Austria'],
  BEL: [143446, 'Belgium'],
  FIN: [143447, 'Finland'],
  GRC: [143448, 'Greece'],
  IRL: [143449, 'Ireland'],
  ITA: [143450, 'Italy'],
  LUX: [143451, 'Luxembourg'],
  NLD: [143452, 'Netherlands'],
  PRT: [143453, 'Portugal'],
  ESP: [143454, 'Spain'],
  CAN: [143455, 'Canada'],
  SWE: [143456, 'Sweden'],
  NOR: [143457, 'Norway'],
  DNK: [143458, 'Denmark'],
  CHE: [143459, 'Switzerland'],
  AUS: [143460, 'Australia'],
  NZL: [143461, 'New Zealand'],
  JPN: [143462, 'Japan'],
  HKG: [143463, 'Hong Kong'],
  SGP: [143464, 'Singapore'],
  CHN: [143465, 'China'],
  KOR: [143466, 'South Korea'],
  IND: [143467, 'India'],
  MEX: [143468, 'Mexico'],
  RUS: [143469, 'Russia'],
  TWN: [143470, 'Taiwan'],
  VNM: [143471, 'Vietnam'],
  ZAF: [143472, 'South Africa'],
  MYS: [143473, 'Malaysia'],
  PHL: [143474, 'Philippines'],
  THA: [143475, 'Thailand'],
  IDN: [143476, 'Indonesia'],
  PAK: [143477, 'Pakistan'],
  POL: [143478, 'Poland'],
  SAU: [143479, 'Saudi Arabia'],
  TUR: [143480, 'Turkey'],
  ARE: [143481, 'United Arab Emirates'],
  HUN: [143482, 'Hungary'],
  CHL: [143483, 'Chile'],
  PAN: [143485, 'Panama'],
  LKA: [143486, 'Sri Lanka'],
  ROU: [143487, 'Romania'],
  CZE: [143489, 'Czech Republic'],
  ISR: [143491, 'Israel'],
  UKR: [143492, 'Ukraine'],
  KWT: [143493, 'Kuwait'],
  HRV: [143494, 'Croatia'],
  CRI: [143495, 'Costa Rica'],
  SVK: [143496, 'Slovakia'],
  LBN: [143497, 'Lebanon'],
  QAT: [143498, 'Qatar'],
  SVN: [143499, 'Slovenia'],
  COL: [143501, 'Colombia'],
  VEN: [143502, 'Venezuela'],
  BRA: [143503, 'Brazil'],
  GTM: [143504, 'Guatemala'],
  ARG: [143505, 'Argentina'],
  SLV: [143506, 'El Salvador'],
  PER: [143507, 'Peru'],
  DOM: [143508, 'Dominican Republic'],
  ECU: [143509, 'Ecuador'],
  HND: [143510, 'Honduras'],
  JAM: [143511, 'Jamaica'],
  NIC: [143512, 'Nicaragua'],
  PRY: [143513, 'Paraguay'],
  URY: [143514, 'Uruguay'],
  MAC: [143515, 'Macao'],
  EGY: [143516, 'Egypt'],
  KAZ: [143517, 'Kazakhstan'],
  EST: [143518, 'Estonia'],
  LVA: [143519, 'Latvia'],
  LTU: [143520, 'Lithuania'],
  MLT: [143521, 'Malta'],
  MDA: [143523, 'Moldova'],
  ARM: [143524, 'Armenia'],
  BGR: [143526, 'Bulgaria'],
  JOR: [143528, 'Jordan'],
  KEN: [143529, 'Kenya'],
  BHR: [143559, 'Bahrain'],
  NGA: [143561, 'Nigeria'],
  OMN: [143562, 'Oman'],
  GHA: [143573, 'Ghana'],
} as const satisfies Readonly<Record<keyof typeof ISO2_BY_ISO3, readonly [number, string]>>;

/**
 * The country table, one row per country. Built from the two tables above so that code needing only
 * the codes (the sign-up form, on the first screen) does not carry the names and ids.
 */
export const COUNTRIES = /* @__PURE__ */ (Object.keys(ISO2_BY_ISO3) as Iso3[]).map((iso3) => ({
  iso2: ISO2_BY_ISO3[iso3],
  iso3,
  name: STOREFRONT_BY_ISO3[iso3][1],
  storefrontId: STOREFRONT_BY_ISO3[iso3][0],
}));

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

// Lookups go through maps built on first use (not at load: the first screen loads this module for
// `iso2ByIso3` alone), keyed by a normalised form, so callers may pass any case.
let lookups:
  | {
      byIso2: Map<string, Country>;
      byIso3: Map<string, Country>;
      byStorefrontId: Map<number, Country>;
      iso3ByName: Map<string, CountryIso3>;
    }
  | undefined;

function countryLookups(): NonNullable<typeof lookups> {
  lookups ??= {
    byIso2: new Map(COUNTRIES.map((c) => [c.iso2, c])),
    byIso3: new Map(COUNTRIES.map((c) => [c.iso3, c])),
    byStorefrontId: new Map(COUNTRIES.map((c) => [c.storefrontId, c])),
    iso3ByName: new Map<string, CountryIso3>([
      ...COUNTRIES.map((c): [string, CountryIso3] => [normaliseName(c.name), c.iso3]),
      ...Object.entries(COUNTRY_NAME_ALIASES).map(([alias, iso3]): [string, CountryIso3] => [
        normaliseName(alias),
        iso3,
      ]),
    ]),
  };
  return lookups;
}

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Three-letter code for an English country name (or a known alias), ignoring case. */
export function iso3ByCountryName(name: string): CountryIso3 | undefined {
  return countryLookups().iso3ByName.get(normaliseName(name));
}

/** Country for a two-letter code such as `cn` (the storefront path parameter) or `US`. */
export function countryByIso2(iso2: string): Country | undefined {
  return countryLookups().byIso2.get(normaliseCountryCode(iso2));
}

/** Country for a three-letter code such as `KOR`, ignoring case. */
export function countryByIso3(iso3: string): Country | undefined {
  return countryLookups().byIso3.get(normaliseCountryCode(iso3));
}

/** Country whose numeric App Store storefront id this is. */
export function countryByStorefrontId(storefrontId: number): Country | undefined {
  return countryLookups().byStorefrontId.get(storefrontId);
}

/**
 * Numeric storefront id for a country given by either code: callers hold two-letter codes (route
 * parameters) as well as three-letter ones (configuration), so both are accepted.
 */
export function storefrontIdByCountry(iso2OrIso3: string): StorefrontId | undefined {
  const code = normaliseCountryCode(iso2OrIso3);
  const { byIso2, byIso3 } = countryLookups();
  const country = code.length === 2 ? byIso2.get(code) : byIso3.get(code);
  return country?.storefrontId;
}
