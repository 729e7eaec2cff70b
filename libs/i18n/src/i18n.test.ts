import {
  applyDocumentLanguage,
  ensureNamespace,
  fallbackLanguages,
  i18n,
  loadMessages,
  normaliseLanguage,
  registerNamespace,
  releaseFallbackStrings,
  startI18n,
} from './index';
import { whenFallbacksLoaded } from './instance';

describe('applyDocumentLanguage', () => {
  it('sets lang and dir on the document', () => {
    applyDocumentLanguage('he-il');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'he-il');
  });
});

describe('languages', () => {
  it('follows the spec fallbacks', () => {
    expect(fallbackLanguages('zh-HK')).toEqual(['zh-tw', 'en-gb']);
    expect(fallbackLanguages('zh-tw')).toEqual(['en-gb']);
    expect(fallbackLanguages('zh-cn')).toEqual(['en-gb']);
    expect(fallbackLanguages('fr-ca')).toEqual(['en-gb']);
    expect(fallbackLanguages('en-gb')).toEqual([]);
  });
  it('refuses a language without a name', () => {
    expect(() => normaliseLanguage('  ')).toThrow('Cannot load a language without a name');
    expect(normaliseLanguage('en_US')).toBe('en-us');
    expect(normaliseLanguage('iw')).toBe('he');
    expect(normaliseLanguage('iw-IL')).toBe('he-il');
  });
});

describe('namespaces', () => {
  const flowStrings: Record<string, Record<string, string>> = {
    'en-us': { title: 'Hello @@name@@' },
    'en-gb': { title: 'Hello @@name@@', onlyBritish: 'Colour' },
  };
  const loader = jest.fn(async (language: string) => {
    const strings = flowStrings[language];
    if (!strings) throw Object.assign(new Error('missing'), { code: 'MODULE_NOT_FOUND' });
    return { default: strings };
  });

  beforeAll(async () => {
    registerNamespace('flow', loader);
    await startI18n('en-US');
  });

  it('loads a namespace once per language, even when asked twice at the same time', async () => {
    await Promise.all([ensureNamespace('flow'), ensureNamespace('flow')]);
    // The fallback's strings are not waited for: the screen needs the language's own.
    expect(loader.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'en-us']);
    releaseFallbackStrings();
    await whenFallbacksLoaded();
    expect(loader.mock.calls.map(([language]) => language).sort()).toEqual([
      'en',
      'en-gb',
      'en-us',
    ]);
  });

  it('fills @@name@@ placeholders and falls back to en-gb for a missing key', async () => {
    releaseFallbackStrings();
    await whenFallbacksLoaded();
    expect(i18n.t('title', { ns: 'flow', name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.t('onlyBritish', { ns: 'flow' })).toBe('Colour');
  });

  it('isolates a value in a right-to-left sentence, and only there', () => {
    i18n.addResource('ar', 'flow', 'sent', 'أرسلنا رمزًا إلى @@phoneNumber@@.');
    const arabic = i18n.t('sent', { ns: 'flow', lng: 'ar', phoneNumber: '(555) 123-4567' });
    // Isolated, and kept on one line (no-break space; a word joiner after the hyphen).
    expect(arabic).toBe('أرسلنا رمزًا إلى \u2068(555)\u00a0123-\u20604567\u2069.');
    const email = i18n.t('sent', { ns: 'flow', lng: 'ar', phoneNumber: 'ana-li@example.com' });
    expect(email).toBe('أرسلنا رمزًا إلى \u2068ana-li@example.com\u2069.');
    i18n.addResource('he', 'flow', 'resend', 'שליחה חוזרת בעוד @@seconds@@ שניות');
    expect(i18n.t('resend', { ns: 'flow', lng: 'he', seconds: 30 })).toBe(
      'שליחה חוזרת בעוד \u206830\u2069 שניות',
    );
    expect(i18n.t('title', { ns: 'flow', name: 'Ana' })).toBe('Hello Ana');
  });

  it('treats a language without a file as empty instead of failing', async () => {
    await expect(loadMessages('xx-yy', 'flow')).resolves.toEqual({});
  });

  it('rejects a namespace nobody registered', async () => {
    await expect(loadMessages('en-us', 'nobody')).rejects.toThrow(
      'No strings registered for namespace "nobody"',
    );
  });
});

describe('ensureNamespace before start', () => {
  it('waits for startI18n instead of failing', async () => {
    jest.resetModules();
    const fresh = await import('./index');
    fresh.registerNamespace('early', async () => ({ default: { hello: 'Hi' } }));
    const early = fresh.ensureNamespace('early');
    await fresh.startI18n('en-us');
    await expect(early).resolves.toBeUndefined();
    expect(fresh.i18n.t('hello', { ns: 'early' })).toBe('Hi');
  });
});

describe('a strings file of the sheet’s language that does not load', () => {
  it('fails the screen (no fallback words in its place); the next ask loads it again', async () => {
    jest.resetModules();
    const fresh = await import('./index');
    const refused = Object.assign(new Error('Loading chunk strings-en-us failed.'), {
      name: 'ChunkLoadError',
    });
    let refuse = true;
    const loader = jest.fn(async (language: string) => {
      if (language === 'en-us' && refuse) throw refused;
      return { default: { title: language === 'en-us' ? 'Hello' : 'Hello (British)' } };
    });
    fresh.registerNamespace('flow', loader);
    await fresh.startI18n('en-us');
    await expect(fresh.ensureNamespace('flow')).rejects.toBe(refused);
    refuse = false;
    await expect(fresh.ensureNamespace('flow')).resolves.toBeUndefined();
    expect(fresh.i18n.t('title', { ns: 'flow' })).toBe('Hello');
    expect(loader.mock.calls.filter(([language]) => language === 'en-us')).toHaveLength(2);
  });
});
