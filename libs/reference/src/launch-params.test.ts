import { languageFor, productContextOf, readLaunchParams } from './launch-params';

const at = (url: string) => new URL(url);

describe('readLaunchParams', () => {
  it('defaults to en-us, USA, light, phone, music', () => {
    expect(readLaunchParams(at('https://sheet.example/account/create/personal'))).toEqual({
      language: 'en-us',
      storefront: 'USA',
      theme: 'light',
      device: 'phone',
      productContext: 'music',
      isAppPreload: false,
      screamers: false,
      pseudo: false,
    });
  });

  it('reads what the host passes', () => {
    const launch = readLaunchParams(
      at('https://sheet.example/terms?lang=ar&cc=sau&theme=dark&device=tv&isAppPreload=true'),
    );
    expect(launch).toMatchObject({
      language: 'ar',
      storefront: 'SAU',
      theme: 'dark',
      device: 'tv',
      isAppPreload: true,
    });
  });
});

describe('productContextOf: query, then return path, then host name', () => {
  it.each([
    ['https://sheet.example/?productContext=tv&returnPath=/business/x', 'tv'],
    ['https://sheet.example/?returnPath=%2Fbusiness%2Faccount', 'business'],
    ['https://sheet.example/?productContext=nonsense&returnPath=/education', 'education'],
    ['https://podcasts.example.com/terms', 'podcasts'],
    ['https://sheet.example/?returnPath=/nothing', 'music'],
  ])('%s -> %s', (url, context) => {
    expect(productContextOf(at(url))).toBe(context);
  });
});

describe('languageFor', () => {
  it('keeps a language the storefront offers, else takes the storefront first language', () => {
    expect(languageFor('fr-CA', 'CAN')).toBe('fr-ca');
    expect(languageFor('de-de', 'CAN')).toBe('en-ca');
    expect(languageFor(null, 'USA')).toBe('en-us');
  });

  it('takes the storefront language for a regional tag it ships as one file', () => {
    expect(languageFor('ar-SA', 'SAU')).toBe('ar');
    expect(languageFor('he', 'ISR')).toBe('he');
    expect(languageFor(null, 'ISR')).toBe('he');
    expect(languageFor('en-gb', 'ISR')).toBe('en-gb');
  });

  it('keeps the requested language for a storefront whose languages are not listed', () => {
    expect(languageFor('fr-fr', 'NZL')).toBe('fr-fr');
    expect(languageFor(null, 'NZL')).toBe('en-us');
  });
});
