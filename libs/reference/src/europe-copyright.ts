import { type CountryIso3 } from './countries';

/**
 * Storefronts whose pages carry the Europe copyright key (spec section 9 says only "some European
 * countries"). Taken to be the storefronts under EU law, those of the wider single market (EEA)
 * and Switzerland and the United Kingdom, which follow the same rules for digital content; other
 * countries at the edge of Europe (Russia, Ukraine, Moldova, Turkey) are left out until a source
 * says otherwise.
 */
export const EUROPE_COPYRIGHT_STOREFRONTS = [
  'AUT',
  'BEL',
  'BGR',
  'HRV',
  'CZE',
  'DNK',
  'EST',
  'FIN',
  'FRA',
  'DEU',
  'GRC',
  'HUN',
  'IRL',
  'ITA',
  'LVA',
  'LTU',
  'LUX',
  'MLT',
  'NLD',
  'POL',
  'PRT',
  'ROU',
  'SVK',
  'SVN',
  'ESP',
  'SWE',
  'NOR',
  'CHE',
  'GBR',
] as const satisfies readonly CountryIso3[];

export type EuropeCopyrightStorefront = (typeof EUROPE_COPYRIGHT_STOREFRONTS)[number];

const europeCopyrightStorefronts: ReadonlySet<string> = /*#__PURE__*/ new Set(
  EUROPE_COPYRIGHT_STOREFRONTS,
);

/** Whether a storefront (three-letter code, any case) shows the Europe copyright text. */
export function hasEuropeCopyright(iso3: string): boolean {
  return europeCopyrightStorefronts.has(iso3.trim().toUpperCase());
}
