import { type Harness, harness, parse } from './helpers';
import { catalogues, languageOf, localize, say } from '../messages';

const source = catalogues.get('en-us')!;
const TRANSLATED = [...catalogues.keys()].filter((language) => !language.startsWith('en-'));
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe('the catalogues', () => {
  it('holds the 16 languages the sheet ships', () => {
    expect(catalogues.size).toBe(16);
  });

  it.each(TRANSLATED)('%s has every message, with its placeholders', (language) => {
    const catalogue = catalogues.get(language)!;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
    const lost = Object.entries(source).filter(
      ([key, text]) => placeholders(catalogue[key] ?? '') !== placeholders(text),
    );
    expect(lost.map(([key]) => key)).toEqual([]);
    const untranslated = Object.entries(source).filter(
      ([key, text]) => catalogue[key] === text && /\p{L}{3}/u.test(text) && key !== 'ok',
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('the English variants only differ where their spelling does', () => {
    for (const variant of ['en-gb', 'en-ca']) {
      for (const key of Object.keys(catalogues.get(variant)!)) expect(source).toHaveProperty(key);
    }
  });
});

describe('the request’s language', () => {
  it.each([
    ['zh-CN,zh;q=0.9', 'zh-cn'],
    ['ar-SA', 'ar'],
    ['he-IL', 'he'],
    ['fr', 'fr-ca'],
    ['pt-BR', 'pt-br'],
    ['xx-YY, de-DE', 'de-de'],
    [undefined, 'en-us'],
    ['tlh', 'en-us'],
  ])('%s is answered in %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  it('fills a message’s placeholders, and keeps text it has no words for', () => {
    expect(say('en-us', 'useAtMost', { max: '40' })).toBe('Use at most 40 characters.');
    expect(localize('Use at most 40 characters.', 'en-us')).toBe('Use at most 40 characters.');
    expect(localize('Not a message of the catalogue.', 'zh-cn')).toBe(
      'Not a message of the catalogue.',
    );
  });
});

describe('answers in the sheet’s language', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });
  afterEach(async () => {
    await h.app.close();
  });

  it('validation messages, with their values, in Chinese', async () => {
    const res = parse(
      await h.app.inject({
        method: 'POST',
        url: '/account/create/validate',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'zh-CN',
        },
        payload: new URLSearchParams({ addressOfficialCountryCode: 'USA' }).toString(),
      }),
    );
    const messages = (res.validationResults as { localizedMessage: string }[]).map(
      (result) => result.localizedMessage,
    );
    expect(messages).toContain(say('zh-cn', 'acceptTheTerms'));
    expect(messages).toContain(say('zh-cn', 'fillInThisField'));
    expect(messages.join(' ')).not.toMatch(/[A-Za-z]{3}/);
  });

  it('the terms, headings and body, in Arabic', async () => {
    const res = parse(
      await h.app.inject({
        method: 'GET',
        url: '/terms?cc=SAU',
        headers: { 'accept-language': 'ar' },
      }),
    );
    const terms = res.terms as { title: string; text: string };
    expect(terms.title).toBe(say('ar', 'termsTitleChanged'));
    expect(terms.text).toContain(say('ar', 'termsChanges'));
    expect(terms.text).not.toContain('Agreement');
  });
});
