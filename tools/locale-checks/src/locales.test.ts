import { DEFAULT_FALLBACK_LANGUAGE, DEFAULT_LANGUAGE, fallbackLanguages } from '@sheet/i18n';
import { STOREFRONT_LANGUAGES } from '@sheet/reference';
import { STOREFRONTS } from '../../service-emulator/src/storefronts';
import {
  filesOf,
  flatten,
  namespaces,
  NEEDS_TRANSLATION,
  needsTranslation,
  read,
} from './locale-files';

/**
 * Every namespace (the shell's, each remote's, each library's) ships every language the
 * storefronts offer, with the same keys and placeholders as en-us, and truly translated.
 */
const placeholders = (text: string) => (text.match(/@@[^@]+@@/g) ?? []).sort();

/** The languages the product ships: every storefront's, plus the default and its fallback. */
const SHIPPED = [
  ...new Set([
    DEFAULT_LANGUAGE,
    DEFAULT_FALLBACK_LANGUAGE,
    ...Object.values(STOREFRONT_LANGUAGES).flat(),
  ]),
].sort();

/**
 * Strings that may read the same as the English in another language: a bare placeholder, or text
 * without a single letter (a code). Anything else equal to the English is an untranslated copy.
 */
const SAME_AS_ENGLISH_ALLOWED = (text: string) => !/\p{L}/u.test(text.replace(/@@[^@]+@@/g, ''));

const isEnglish = (language: string) => language.split('-')[0] === 'en';

test('the namespaces are found', () => {
  expect(namespaces).toEqual(
    expect.arrayContaining([
      'apps/shell/src/locales',
      'apps/shell/src/announcements/locales',
      'apps/create-account/src/locales',
      'libs/services/src/locales',
      'libs/ui-kit/src/locales',
    ]),
  );
  expect(namespaces.length).toBeGreaterThanOrEqual(10);
});

test('at least the languages of the storefronts the product serves are shipped', () => {
  expect(SHIPPED).toEqual(
    expect.arrayContaining([
      ...['en-us', 'en-gb', 'en-ca', 'es-mx', 'fr-ca', 'fr-fr', 'de-de', 'pt-br'],
      ...['ja-jp', 'ko-kr', 'zh-cn', 'zh-tw', 'zh-hk', 'ar', 'he', 'hi-in'],
    ]),
  );
});

test('every storefront the service emulator offers has its languages in the table', () => {
  const listed = Object.keys(STOREFRONT_LANGUAGES);
  expect(
    STOREFRONTS.map((storefront) => storefront.code).filter((code) => !listed.includes(code)),
  ).toEqual([]);
});

test('every fallback language is shipped too', () => {
  for (const language of SHIPPED) {
    for (const fallback of fallbackLanguages(language)) expect(SHIPPED).toContain(fallback);
  }
});

describe.each(namespaces)('%s', (dir) => {
  const english = flatten(read(dir, DEFAULT_LANGUAGE));

  test('ships exactly the languages of the table', () => {
    expect(filesOf(dir)).toEqual(SHIPPED);
  });

  describe.each(SHIPPED.filter((language) => language !== DEFAULT_LANGUAGE))('%s', (language) => {
    const translated = flatten(read(dir, language));
    const pending = needsTranslation(dir, language);

    if (pending.length > 0) {
      test.todo(`${language} needs translation: ${pending.join(', ')}`);
      test(`lists under ${NEEDS_TRANSLATION} only keys of en-us still in English`, () => {
        expect(
          pending.filter((key) => !english.has(key) || translated.get(key) !== english.get(key)),
        ).toEqual([]);
      });
    }

    test('has every key of en-us and no other', () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    test('keeps every placeholder of each string', () => {
      const lost = [...english].filter(
        ([key, text]) =>
          translated.has(key) &&
          placeholders(translated.get(key)!).join() !== placeholders(text).join(),
      );
      expect(lost.map(([key]) => key)).toEqual([]);
    });

    // English variants (en-gb, en-ca) may read as en-us does.
    if (!isEnglish(language)) {
      test('is translated, not an English copy', () => {
        const copies = [...english].filter(
          ([key, text]) =>
            translated.get(key) === text &&
            !SAME_AS_ENGLISH_ALLOWED(text) &&
            !pending.includes(key),
        );
        expect(copies.map(([key]) => key)).toEqual([]);
      });
    }

    test('has no empty string', () => {
      expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual(
        [],
      );
    });
  });
});
