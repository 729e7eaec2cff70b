import {
  i18n,
  loadLanguage,
  registerNamespace,
  releaseFallbackStrings,
  setScreamers,
  startI18n,
} from './index';
import { whenFallbacksLoaded } from './instance';

type Deferred = { promise: Promise<{ default: Record<string, string> }>; resolve: () => void };

function deferred(strings: Record<string, string>): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<{ default: Record<string, string> }>((done) => {
    resolve = () => done({ default: strings });
  });
  return { promise, resolve };
}

describe('language loading', () => {
  const pending = new Map<string, Deferred>();
  const loader = jest.fn((language: string) => {
    const strings: Record<string, Record<string, string>> = {
      'en-us': { hello: 'Hello @@name@@' },
      'en-gb': { hello: 'Hello @@name@@', colour: 'Colour' },
      fr: { hello: 'Bonjour @@name@@' },
      de: { hello: 'Hallo @@name@@' },
    };
    if (!strings[language]) return Promise.resolve({ default: {} });
    const gate = deferred(strings[language]!);
    pending.set(language, gate);
    if (language.startsWith('en')) gate.resolve();
    return gate.promise;
  });

  beforeAll(async () => {
    registerNamespace('app', loader);
    await startI18n('en-us', ['app']);
  });

  it('shares one load between two requests for the same language', async () => {
    loader.mockClear();
    const first = loadLanguage('fr');
    const second = loadLanguage('FR');
    expect(second).toBe(first);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending.get('fr')?.resolve();
    await Promise.all([first, second]);
    expect(loader.mock.calls.filter(([language]) => language === 'fr')).toHaveLength(1);
    expect(i18n.t('hello', { ns: 'app', name: 'Ana' })).toBe('Bonjour Ana');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('queues another language behind the one in flight', async () => {
    loader.mockClear();
    const german = loadLanguage('de');
    const english = loadLanguage('en-us');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // English has not started: German is still loading.
    expect(loader.mock.calls.map(([language]) => language)).not.toContain('en-us');
    expect(i18n.language).not.toBe('en-us');
    pending.get('de')?.resolve();
    await german;
    await english;
    expect(i18n.language).toBe('en-us');
  });

  it('refuses a language without a name', () => {
    expect(() => loadLanguage('')).toThrow('Cannot load a language without a name');
  });

  it('falls back to en-gb, and shows a string missing everywhere only with screamers on', async () => {
    releaseFallbackStrings();
    await whenFallbacksLoaded();
    expect(i18n.t('colour', { ns: 'app' })).toBe('Colour');
    expect(i18n.t('nowhere', { ns: 'app' })).toBe('');
    setScreamers(true);
    expect(i18n.t('nowhere', { ns: 'app' })).toBe('**nowhere**');
    setScreamers(false);
  });
});

describe('a fallback language’s strings', () => {
  it('arrive after the screen’s own, and fill a key the language lacks once they are in', async () => {
    jest.resetModules();
    const fresh = await import('./index');
    const british = deferred({ onlyBritish: 'Colour' });
    const own: Record<string, string> = { hello: 'Hello' };
    const loader = jest.fn((language: string) =>
      language === 'en-gb'
        ? british.promise
        : Promise.resolve({ default: language === 'en-us' ? own : {} }),
    );
    fresh.registerNamespace('late', loader);
    await fresh.startI18n('en-us');
    await fresh.ensureNamespace('late');
    expect(fresh.i18n.t('hello', { ns: 'late' })).toBe('Hello');
    expect(fresh.i18n.t('onlyBritish', { ns: 'late' })).toBe('');
    british.resolve();
    fresh.releaseFallbackStrings();
    await (await import('./instance')).whenFallbacksLoaded();
    expect(fresh.i18n.t('onlyBritish', { ns: 'late' })).toBe('Colour');
  });
});

describe('a fallback language’s strings, the screen never saying it has what it needs', () => {
  afterEach(() => jest.useRealTimers());

  it('arrive 5 s after they were asked for, and no wait starts before', async () => {
    jest.useFakeTimers();
    jest.resetModules();
    const fresh = await import('./index');
    // Loading the module starts no timer (a test worker would be held by it).
    expect(jest.getTimerCount()).toBe(0);
    const strings: Record<string, Record<string, string>> = {
      'en-gb': { onlyBritish: 'Colour' },
      'en-us': { hello: 'Hello' },
    };
    const loader = jest.fn((language: string) =>
      Promise.resolve({ default: strings[language] ?? {} }),
    );
    fresh.registerNamespace('unreleased', loader);
    // i18next starts its own loading a task later.
    const started = fresh.startI18n('en-us');
    await jest.advanceTimersByTimeAsync(0);
    await started;
    await fresh.ensureNamespace('unreleased');
    await jest.advanceTimersByTimeAsync(4000);
    expect(loader.mock.calls.map(([language]) => language)).not.toContain('en-gb');
    await jest.advanceTimersByTimeAsync(1500);
    await (await import('./instance')).whenFallbacksLoaded();
    expect(fresh.i18n.t('onlyBritish', { ns: 'unreleased' })).toBe('Colour');
  });
});

describe('a language without strings of its own for a namespace', () => {
  it('gets its fallback’s strings before the screen shows, not later', async () => {
    jest.resetModules();
    const fresh = await import('./index');
    const loader = jest.fn(async (language: string) => {
      if (language !== 'en-gb')
        throw Object.assign(new Error('none'), { code: 'MODULE_NOT_FOUND' });
      return { default: { hello: 'Hello' } };
    });
    fresh.registerNamespace('untranslated', loader);
    await fresh.startI18n('zh-cn');
    await fresh.ensureNamespace('untranslated');
    expect(fresh.i18n.t('hello', { ns: 'untranslated' })).toBe('Hello');
  });
});
