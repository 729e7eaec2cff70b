/**
 * The emulator's words in the sheet's language (the `Accept-Language` the sheet sends): every
 * message, field label, hint and dialog a person may read, from one catalogue per language in
 * messages/ (en-us is the source). Answers are written in English and put into the request's
 * language on their way out, so a handler never has to know the language.
 */
import ar from './messages/ar.json';
import dede from './messages/de-de.json';
import enca from './messages/en-ca.json';
import engb from './messages/en-gb.json';
import enus from './messages/en-us.json';
import esmx from './messages/es-mx.json';
import frca from './messages/fr-ca.json';
import frfr from './messages/fr-fr.json';
import he from './messages/he.json';
import hiin from './messages/hi-in.json';
import jajp from './messages/ja-jp.json';
import kokr from './messages/ko-kr.json';
import ptbr from './messages/pt-br.json';
import zhcn from './messages/zh-cn.json';
import zhhk from './messages/zh-hk.json';
import zhtw from './messages/zh-tw.json';

type Catalogue = Readonly<Record<string, string>>;

/** One catalogue per language the sheet ships (en-us is the source; the others may lack keys). */
export const catalogues: ReadonlyMap<string, Catalogue> = new Map(
  Object.entries({
    ar,
    'de-de': dede,
    'en-ca': enca,
    'en-gb': engb,
    'en-us': enus,
    'es-mx': esmx,
    'fr-ca': frca,
    'fr-fr': frfr,
    he,
    'hi-in': hiin,
    'ja-jp': jajp,
    'ko-kr': kokr,
    'pt-br': ptbr,
    'zh-cn': zhcn,
    'zh-hk': zhhk,
    'zh-tw': zhtw,
  } satisfies Record<string, Catalogue>),
);

const SOURCE = 'en-us';
const english = catalogues.get(SOURCE) ?? {};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text as a pattern whose named groups are its `{{placeholders}}`. */
const englishPatterns = Object.entries(english).map(([key, text]) => ({
  key,
  pattern: new RegExp(
    `^${escapeRegExp(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_match, name: string) => `(?<${name}>.+?)`)}$`,
    'su',
  ),
}));

/** The language of a request: the first of `Accept-Language` the emulator has words for. */
export function languageOf(header: string | undefined): string {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().replace('_', '-');
    if (!tag) continue;
    if (catalogues.has(tag)) return tag;
    const base = tag.split('-')[0]!;
    if (catalogues.has(base)) return base;
    const sameBase = [...catalogues.keys()].find((language) => language.startsWith(`${base}-`));
    if (sameBase) return sameBase;
  }
  return SOURCE;
}

/** Where a language's missing words come from, as the sheet falls back (spec §9). */
function fallbacksOf(language: string): string[] {
  return [language, ...(language === 'zh-hk' ? ['zh-tw'] : []), 'en-gb', SOURCE];
}

/** The message `key` in `language` (or its fallbacks), its `{{placeholders}}` filled. */
export function say(language: string, key: string, params: Record<string, string> = {}): string {
  const template =
    fallbacksOf(language)
      .map((candidate) => catalogues.get(candidate)?.[key])
      .find((text) => text !== undefined) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => params[name] ?? '');
}

/** An English message of the catalogue in `language`; any other text as it is. */
export function localize(text: string, language: string): string {
  if (language === SOURCE) return text;
  for (const { key, pattern } of englishPatterns) {
    const match = pattern.exec(text);
    if (match) return say(language, key, match.groups ?? {});
  }
  return text;
}

/** The fields of an answer a person may read. */
const READABLE = new Set(['errorMessage', 'localizedMessage', 'message', 'hint', 'label', 'title']);

/** An answer with every readable English message in `language`. */
export function localizeAnswer(body: unknown, language: string): unknown {
  if (language === SOURCE || body === null || typeof body !== 'object') return body;
  if (Array.isArray(body)) return body.map((item) => localizeAnswer(item, language));
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === 'string' && READABLE.has(name)
        ? localize(value, language)
        : localizeAnswer(value, language),
    ]),
  );
}
