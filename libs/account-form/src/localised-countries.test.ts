import { localisedCountries } from './field-entities';

const serverOptions = [
  { value: 'USA', label: 'USA (server)' },
  { value: 'KOR', label: 'Korea (server)' },
  { value: 'XXX', label: 'Nowhere (server)' },
];

describe('localisedCountries', () => {
  it("names each country in the person's language, keeping the server's name for unknown codes", () => {
    expect(localisedCountries(serverOptions, 'en-us')).toEqual([
      { value: 'USA', label: 'United States' },
      { value: 'KOR', label: 'South Korea' },
      { value: 'XXX', label: 'Nowhere (server)' },
    ]);
    expect(localisedCountries(serverOptions, 'de-de')?.[0]?.label).toBe('Vereinigte Staaten');
  });

  it('builds the names once per option list and language (the form draws with every key)', () => {
    const first = localisedCountries(serverOptions, 'fr-fr');
    expect(localisedCountries(serverOptions, 'fr-fr')).toBe(first);
    expect(localisedCountries([...serverOptions], 'fr-fr')).not.toBe(first);
  });

  it('keeps the server names when the language is not one the browser knows', () => {
    expect(localisedCountries(serverOptions, 'not a language!')).toBe(serverOptions);
  });
});
