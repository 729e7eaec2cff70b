import { type Harness, harness, parse } from './helpers';
import { languageOf, localize, say } from '../messages';
import enUs from '../messages/en-us.json';
import ar from '../messages/ar.json';
import de from '../messages/de-de.json';
import enCa from '../messages/en-ca.json';
import enGb from '../messages/en-gb.json';
import es from '../messages/es-mx.json';
import frCa from '../messages/fr-ca.json';
import fr from '../messages/fr-fr.json';
import he from '../messages/he.json';
import hi from '../messages/hi-in.json';
import ja from '../messages/ja-jp.json';
import ko from '../messages/ko-kr.json';
import pt from '../messages/pt-br.json';
import zhCn from '../messages/zh-cn.json';
import zhHk from '../messages/zh-hk.json';
import zhTw from '../messages/zh-tw.json';

const TRANSLATED: Record<string, Record<string, string>> = {
  ar,
  'de-de': de,
  'es-mx': es,
  'fr-ca': frCa,
  'fr-fr': fr,
  he,
  'hi-in': hi,
  'ja-jp': ja,
  'ko-kr': ko,
  'pt-br': pt,
  'zh-cn': zhCn,
  'zh-hk': zhHk,
  'zh-tw': zhTw,
};
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe('the catalogues', () => {
  it.each(Object.keys(TRANSLATED))('%s has every message, with its placeholders', (language) => {
    const catalogue = TRANSLATED[language]!;
    const source = enUs as Record<string, string>;
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
    for (const variant of [enGb, enCa] as Record<string, string>[]) {
      for (const key of Object.keys(variant)) expect(enUs).toHaveProperty(key);
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
