import { countryByIso3 } from './countries';
import { EUROPE_COPYRIGHT_STOREFRONTS, hasEuropeCopyright } from './europe-copyright';
import {
  LANGUAGES_BY_SCRIPT,
  languageScript,
  languagesForStorefront,
  STOREFRONT_LANGUAGES,
} from './languages';

describe('languagesForStorefront', () => {
  it('lists the languages the spec shows for the United States and Canada', () => {
    expect(languagesForStorefront('USA')).toEqual(
      expect.arrayContaining(['en-us', 'es-mx', 'zh-cn', 'zh-tw', 'ko-kr', 'fr-fr']),
    );
    expect(languagesForStorefront('CAN')).toEqual(['en-ca', 'fr-ca']);
  });

  it('puts the storefront language first', () => {
    expect(languagesForStorefront('USA')?.[0]).toBe('en-us');
    expect(languagesForStorefront('GBR')).toEqual(['en-gb']);
    expect(languagesForStorefront('CHN')).toEqual(['zh-cn']);
    expect(languagesForStorefront('KOR')).toEqual(['ko-kr']);
    expect(languagesForStorefront('JPN')).toEqual(['ja-jp']);
    expect(languagesForStorefront('FRA')).toEqual(['fr-fr']);
    expect(languagesForStorefront('DEU')).toEqual(['de-de']);
    expect(languagesForStorefront('BRA')).toEqual(['pt-br']);
    expect(languagesForStorefront('MEX')?.[0]).toBe('es-mx');
    expect(languagesForStorefront('HKG')?.[0]).toBe('zh-hk');
  });

  it('ignores the case of the code', () => {
    expect(languagesForStorefront('can')).toEqual(['en-ca', 'fr-ca']);
  });

  it('returns undefined for storefronts without a list and for non-codes', () => {
    expect(languagesForStorefront('NZL')).toBeUndefined();
    expect(languagesForStorefront('XXX')).toBeUndefined();
    // Inherited object keys must not be mistaken for storefronts.
    expect(languagesForStorefront('constructor')).toBeUndefined();
  });

  it('uses lower-case tags as the files are named, for storefronts in the country table', () => {
    for (const [iso3, languages] of Object.entries(STOREFRONT_LANGUAGES)) {
      expect(countryByIso3(iso3)).toBeDefined();
      // Arabic and Hebrew ship one file for every region (ar, he); the others are per region.
      for (const language of languages) expect(language).toMatch(/^[a-z]{2,3}(-[a-z]{2})?$/);
    }
  });
});

describe('hasEuropeCopyright', () => {
  it('is set for European storefronts, in any case', () => {
    expect(hasEuropeCopyright('FRA')).toBe(true);
    expect(hasEuropeCopyright('deu')).toBe(true);
    expect(hasEuropeCopyright('GBR')).toBe(true);
    expect(hasEuropeCopyright('CHE')).toBe(true);
    expect(hasEuropeCopyright('NOR')).toBe(true);
  });

  it('is not set elsewhere', () => {
    expect(hasEuropeCopyright('USA')).toBe(false);
    expect(hasEuropeCopyright('CHN')).toBe(false);
    expect(hasEuropeCopyright('KOR')).toBe(false);
    expect(hasEuropeCopyright('XXX')).toBe(false);
  });

  it('only names storefronts of the country table, once each', () => {
    for (const iso3 of EUROPE_COPYRIGHT_STOREFRONTS) expect(countryByIso3(iso3)).toBeDefined();
    expect(new Set(EUROPE_COPYRIGHT_STOREFRONTS).size).toBe(EUROPE_COPYRIGHT_STOREFRONTS.length);
  });
});

describe('languageScript', () => {
  it.each([
    ['en', 'latin'],
    ['id', 'latin'],
    ['mk', 'latin'],
    ['fr', 'latin-accent'],
    ['de', 'latin-accent'],
    ['pl', 'latin-accent'],
    ['ko', 'non-latin'],
    ['zh', 'non-latin'],
    ['yue', 'non-latin'],
    ['ar', 'non-latin-accent'],
    ['el', 'non-latin-accent'],
    ['he', 'non-latin-accent'],
    ['iw', 'non-latin-accent'],
    ['ja', 'non-latin-accent'],
    ['ru', 'non-latin-accent'],
    ['th', 'non-latin-accent'],
    ['uk', 'non-latin-accent'],
    ['hi', 'non-latin-accent'],
  ])('puts %s in the %s family', (tag, script) => {
    expect(languageScript(tag)).toBe(script);
  });

  it('decides by the primary subtag of a full tag, in any case or separator', () => {
    expect(languageScript('en-us')).toBe('latin');
    expect(languageScript('FR-CA')).toBe('latin-accent');
    expect(languageScript('zh_Hant_TW')).toBe('non-latin');
    expect(languageScript(' ja-JP ')).toBe('non-latin-accent');
  });

  it('returns undefined for languages the spec does not classify', () => {
    expect(languageScript('xx-yy')).toBeUndefined();
    expect(languageScript('')).toBeUndefined();
  });

  it('puts no language in two families', () => {
    const languages = Object.values(LANGUAGES_BY_SCRIPT).flat();
    expect(new Set(languages).size).toBe(languages.length);
  });
});
