import {
  CHINA_CALLING_CODE,
  CHINA_STOREFRONT,
  COUNTRIES,
  COUNTRY_NAME_ALIASES,
  countryByIso2,
  countryByIso3,
  countryByStorefrontId,
  DEFAULT_STOREFRONT,
  DEFAULT_STOREFRONT_ID,
  iso3ByCountryName,
  KOREA_STOREFRONT,
  storefrontIdByCountry,
} from './countries';
import { iso2ByIso3 } from './country-codes';

// Written out independently of the table so a typo in either one fails the test.
const expectedStorefrontIds: Record<string, number> = {
  USA: 143441,
  FRA: 143442,
  DEU: 143443,
  GBR: 143444,
  AUT: 143445,
  BEL: 143446,
  FIN: 143447,
  GRC: 143448,
  IRL: 143449,
  ITA: 143450,
  LUX: 143451,
  NLD: 143452,
  PRT: 143453,
  ESP: 143454,
  CAN: 143455,
  SWE: 143456,
  NOR: 143457,
  DNK: 143458,
  CHE: 143459,
  AUS: 143460,
  NZL: 143461,
  JPN: 143462,
  HKG: 143463,
  SGP: 143464,
  CHN: 143465,
  KOR: 143466,
  IND: 143467,
  MEX: 143468,
  RUS: 143469,
  TWN: 143470,
  VNM: 143471,
  ZAF: 143472,
  MYS: 143473,
  PHL: 143474,
  THA: 143475,
  IDN: 143476,
  PAK: 143477,
  POL: 143478,
  SAU: 143479,
  TUR: 143480,
  ARE: 143481,
  HUN: 143482,
  CHL: 143483,
  PAN: 143485,
  LKA: 143486,
  ROU: 143487,
  CZE: 143489,
  ISR: 143491,
  UKR: 143492,
  KWT: 143493,
  HRV: 143494,
  CRI: 143495,
  SVK: 143496,
  LBN: 143497,
  QAT: 143498,
  SVN: 143499,
  COL: 143501,
  VEN: 143502,
  BRA: 143503,
  GTM: 143504,
  ARG: 143505,
  SLV: 143506,
  PER: 143507,
  DOM: 143508,
  ECU: 143509,
  HND: 143510,
  JAM: 143511,
  NIC: 143512,
  PRY: 143513,
  URY: 143514,
  MAC: 143515,
  EGY: 143516,
  KAZ: 143517,
  EST: 143518,
  LVA: 143519,
  LTU: 143520,
  MLT: 143521,
  MDA: 143523,
  ARM: 143524,
  BGR: 143526,
  JOR: 143528,
  KEN: 143529,
  BHR: 143559,
  NGA: 143561,
  OMN: 143562,
  GHA: 143573,
};

describe('COUNTRIES', () => {
  it('holds exactly the checked storefront ids', () => {
    const actual = Object.fromEntries(COUNTRIES.map((c) => [c.iso3, c.storefrontId]));
    expect(actual).toEqual(expectedStorefrontIds);
  });

  it('never repeats a code, a name or a storefront id', () => {
    for (const key of ['iso2', 'iso3', 'name', 'storefrontId'] as const) {
      const values = COUNTRIES.map((c) => c[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('uses upper-case two- and three-letter codes', () => {
    for (const country of COUNTRIES) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('puts Panama and Paraguay on their own ids', () => {
    expect(storefrontIdByCountry('PAN')).toBe(143485);
    expect(storefrontIdByCountry('PRY')).toBe(143513);
  });
});

describe('storefront constants', () => {
  it('match spec section 9 and the table', () => {
    expect(DEFAULT_STOREFRONT).toBe('USA');
    expect(DEFAULT_STOREFRONT_ID).toBe(143441);
    expect(storefrontIdByCountry(DEFAULT_STOREFRONT)).toBe(DEFAULT_STOREFRONT_ID);
    expect(KOREA_STOREFRONT).toBe('KOR');
    expect(CHINA_STOREFRONT).toBe('CHN');
    expect(CHINA_CALLING_CODE).toBe(86);
  });
});

describe('iso3ByCountryName', () => {
  it('finds a country by its English name, ignoring case and extra spaces', () => {
    expect(iso3ByCountryName('Germany')).toBe('DEU');
    expect(iso3ByCountryName('united kingdom')).toBe('GBR');
    expect(iso3ByCountryName('  SOUTH   korea ')).toBe('KOR');
  });

  it('finds a country by a known alias', () => {
    expect(iso3ByCountryName('Korea, Republic of')).toBe('KOR');
    expect(iso3ByCountryName('united states of america')).toBe('USA');
    expect(iso3ByCountryName('Macau')).toBe('MAC');
  });

  it('maps every alias to a country in the table', () => {
    for (const iso3 of Object.values(COUNTRY_NAME_ALIASES)) {
      expect(countryByIso3(iso3)).toBeDefined();
    }
  });

  it('returns undefined for an unknown name', () => {
    expect(iso3ByCountryName('Atlantis')).toBeUndefined();
    expect(iso3ByCountryName('')).toBeUndefined();
  });
});

describe('countryByIso2 and countryByIso3', () => {
  it('look a country up by either code, ignoring case', () => {
    expect(countryByIso2('cn')).toEqual({
      iso2: 'CN',
      iso3: 'CHN',
      name: 'China',
      storefrontId: 143465,
    });
    expect(countryByIso2('Us')?.iso3).toBe('USA');
    expect(countryByIso3('kor')?.iso2).toBe('KR');
  });

  it('do not accept the other kind of code', () => {
    expect(countryByIso2('USA')).toBeUndefined();
    expect(countryByIso3('US')).toBeUndefined();
  });

  it('return undefined for unknown codes', () => {
    expect(countryByIso2('XX')).toBeUndefined();
    expect(countryByIso3('XXX')).toBeUndefined();
  });
});

describe('countryByStorefrontId', () => {
  it('finds the country of a storefront id', () => {
    expect(countryByStorefrontId(143466)?.iso3).toBe('KOR');
    expect(countryByStorefrontId(1)).toBeUndefined();
  });
});

describe('storefrontIdByCountry', () => {
  it('accepts two- and three-letter codes in any case', () => {
    expect(storefrontIdByCountry('FR')).toBe(143442);
    expect(storefrontIdByCountry('fra')).toBe(143442);
    expect(storefrontIdByCountry(' jp ')).toBe(143462);
  });

  it('returns undefined for unknown or malformed codes', () => {
    expect(storefrontIdByCountry('ZZ')).toBeUndefined();
    expect(storefrontIdByCountry('ZZZ')).toBeUndefined();
    expect(storefrontIdByCountry('USAA')).toBeUndefined();
    expect(storefrontIdByCountry('')).toBeUndefined();
  });
});

describe('iso2ByIso3', () => {
  it('agrees with the country table for every country', () => {
    for (const country of COUNTRIES)
      expect(iso2ByIso3(country.iso3.toLowerCase())).toBe(country.iso2);
  });

  it('returns undefined for unknown codes and inherited property names', () => {
    expect(iso2ByIso3('ZZZ')).toBeUndefined();
    expect(iso2ByIso3('constructor')).toBeUndefined();
  });
});
