import i18next, { type BackendModule, type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, textDirection } from '@sheet/reference';
import {
  DEFAULT_FALLBACK_LANGUAGE,
  DEFAULT_LANGUAGE,
  fallbackLanguages,
  normaliseLanguage,
} from './languages';
import { loadMessages, type Messages } from './messages';

/** The one i18next instance of the page; the shell and every remote share it as a singleton. */
export const i18n: I18n = i18next.createInstance();

let started: Promise<void> | undefined;
let markStarted: () => void = () => undefined;
/** Settles once startI18n has run: screens may ask for their strings before the shell starts i18n. */
const whenStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

let screamers = false;
let pseudo = false;
/** The language the sheet shows; its fallbacks' strings are the ones that may come later. */
let primaryLanguage = DEFAULT_LANGUAGE;
const fallbackLoads = new Set<Promise<void>>();

const primaryLoads = new Map<string, Promise<Messages>>();

/**
 * Strings of a fallback language (en-gb behind en-us, zh-tw behind zh-hk) are only read for a key
 * the language itself lacks, so they never hold up a screen whose language has its own strings:
 * they load once the page is idle and join the namespace then (spec §9's fallbacks hold as soon
 * as they are here, and screens re-render). A language with no strings of its own for a
 * namespace gets its fallback at once.
 */
function loadStrings(language: string, namespace: string): Promise<Messages> {
  // The pseudo-language is the sheet's language made longer: its fallbacks add nothing to see.
  if (pseudo) {
    return language === primaryLanguage
      ? Promise.all([
          loadMessages(language, namespace),
          import(/* webpackChunkName: "pseudo-localization" */ './pseudo'),
        ]).then(([messages, { toPseudoLanguage }]) => toPseudoLanguage(messages))
      : Promise.resolve({});
  }
  const isFallback =
    language !== primaryLanguage && fallbackLanguages(primaryLanguage).includes(language);
  if (!isFallback) {
    const load = loadMessages(language, namespace);
    if (language === primaryLanguage) primaryLoads.set(`${language}|${namespace}`, load);
    return load;
  }
  const own = primaryLoads.get(`${primaryLanguage}|${namespace}`) ?? Promise.resolve({});
  return own.then(
    (messages) => {
      if (Object.keys(messages).length === 0) return loadMessages(language, namespace);
      deferFallback(language, namespace);
      return {};
    },
    () => loadMessages(language, namespace),
  );
}

/**
 * Fallbacks wait for the first screen's own requests (see releaseFallbackStrings), at most this
 * long after they were asked for. The wait starts with them, not with this module: a process that
 * loads the module and asks for no fallback (a test worker, a script) holds no timer.
 */
const FALLBACK_WAIT_MS = 5000;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/**
 * Lets fallback languages' strings load: called once a screen has what it needs (its data too),
 * so they never compete with the first screen for a slow network.
 */
export function releaseFallbackStrings(): void {
  release();
}

function deferFallback(language: string, namespace: string): void {
  setTimeout(release, FALLBACK_WAIT_MS);
  const load = released
    .then(whenIdle)
    .then(() => loadMessages(language, namespace))
    .then((messages) => {
      i18n.addResourceBundle(language, namespace, messages, true, false);
    })
    .catch(() => undefined)
    .finally(() => fallbackLoads.delete(load));
  fallbackLoads.add(load);
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else setTimeout(resolve, 200);
  });
}

/** Settles once every fallback language's strings asked for so far are in. */
export async function whenFallbacksLoaded(): Promise<void> {
  while (fallbackLoads.size > 0) await Promise.all([...fallbackLoads]);
}

/** QA aid: a string missing in every fallback shows as **key**; otherwise it shows nothing. */
export function setScreamers(on: boolean): void {
  screamers = on;
}

/**
 * QA aid: every string in the pseudo-language (accented, a third longer, bracketed) to find text
 * that does not fit. Set before startI18n.
 */
export function setPseudoLanguage(on: boolean): void {
  pseudo = on;
}

/**
 * i18next's backend interface over `loadStrings` (what i18next-resources-to-backend would wrap,
 * in the few lines it takes here: the first screen carries every byte of the shared i18n code).
 */
const stringsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadStrings(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A value put into a right-to-left sentence (a phone number, an email, a carrier's name, a code,
 * a countdown) is wrapped in Unicode's first-strong isolate: it keeps its own direction and leaves
 * the sentence's alone, so "(555) 123-4567" does not show as "4567-123 (555)". Left-to-right text
 * needs no wrap. It is i18next's formatter, run on every value (`alwaysFormat`); the sheet's
 * strings use no named formats (`@@count, number@@`), so there is none to apply.
 */
const rightToLeftIsolation = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format?: string, language?: string): string {
    // A missing value goes back to i18next unchanged, as it came.
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !text || !language || textDirection(language) !== 'rtl') {
      return value as string;
    }
    return `\u2068${onOneLine(text)}\u2069`;
  },
} satisfies FormatterModule;

/**
 * A value without letters (a phone number) is not broken across lines: a right-to-left line that
 * wraps inside "(555) 555-0100" shows its halves in the wrong order. Spaces become no-break
 * spaces, and a word joiner follows each hyphen (both invisible, in every font).
 */
function onOneLine(value: string): string {
  return /\p{L}/u.test(value) ? value : value.replace(/ /g, '\u00a0').replace(/-/g, '-\u2060');
}

/** Starts i18n once per page with the sheet's language and the namespaces it needs at once. */
export function startI18n(language: string = DEFAULT_LANGUAGE, namespaces: string[] = []) {
  const lng = normaliseLanguage(language);
  primaryLanguage = started ? primaryLanguage : lng;
  started ??= i18n
    .use(stringsBackend)
    .use(initReactI18next)
    .use(rightToLeftIsolation)
    .init({
      lng,
      fallbackLng: (code: string) => fallbackLanguages(code ?? DEFAULT_FALLBACK_LANGUAGE),
      lowerCaseLng: true,
      // ar-sa also reads ar: strings are shipped per language where regions do not differ.
      load: 'all',
      ns: namespaces,
      defaultNS: false,
      partialBundledLanguages: true,
      interpolation: {
        prefix: '@@',
        suffix: '@@',
        escapeValue: false,
        alwaysFormat: true,
      },
      returnNull: false,
      // A raw key is never shown to a person; with screamers on it is, loudly.
      parseMissingKeyHandler: (key: string) => (screamers ? `**${key}**` : ''),
      // A fallback's strings that arrive after a screen showed re-render it.
      react: { useSuspense: false, bindI18nStore: 'added' },
    })
    .then(() => {
      applyDocumentLanguage(lng);
      markStarted();
    });
  return started;
}

/** Namespaces whose file in the sheet's language did not load: the next ask loads it again. */
const refusedPrimary = new Set<string>();

/**
 * Makes sure a namespace is loaded for the current language (and its fallbacks) before use. A file
 * of the sheet's language that exists but did not load (the network, or bytes that fail their
 * hash: docs/deploy.md, "Integrity") fails the screen with its error and Try Again, never a
 * fallback language's words in its place; Try Again asks for the file again.
 */
export async function ensureNamespace(namespace: string): Promise<void> {
  await whenStarted;
  const key = `${primaryLanguage}|${namespace}`;
  if (refusedPrimary.delete(key)) {
    primaryLoads.delete(key);
    await i18n.reloadResources(primaryLanguage, namespace);
  } else if (!i18n.hasLoadedNamespace(namespace)) {
    await i18n.loadNamespaces(namespace);
  }
  await primaryLoads.get(key)?.catch((error: unknown) => {
    refusedPrimary.add(key);
    throw error;
  });
  if (!i18n.hasLoadedNamespace(namespace)) {
    throw new Error(`Strings for "${namespace}" could not be loaded`);
  }
}

const inFlight = new Map<string, Promise<void>>();
let queue: Promise<void> = Promise.resolve();

/**
 * Switches the sheet's language. A second request for the language already loading shares its
 * load; a request for another language waits until the one in flight is done.
 */
export function loadLanguage(language: string): Promise<void> {
  const lng = normaliseLanguage(language);
  const pending = inFlight.get(lng);
  if (pending) return pending;
  const load = queue
    .then(() => whenStarted)
    .then(() => {
      primaryLanguage = lng;
      return i18n.changeLanguage(lng);
    })
    .then(() => applyDocumentLanguage(lng))
    .finally(() => inFlight.delete(lng));
  inFlight.set(lng, load);
  queue = load.catch(() => undefined);
  return load;
}
