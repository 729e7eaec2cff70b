import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from './direction';
import {
  DEFAULT_FALLBACK_LANGUAGE,
  DEFAULT_LANGUAGE,
  fallbackLanguages,
  normaliseLanguage,
} from './languages';
import { loadMessages } from './messages';

/** The one i18next instance of the page; the shell and every remote share it as a singleton. */
export const i18n: I18n = i18next.createInstance();

let started: Promise<void> | undefined;
let markStarted: () => void = () => undefined;
/** Settles once startI18n has run: screens may ask for their strings before the shell starts i18n. */
const whenStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

let screamers = false;

/** QA aid: a string missing in every fallback shows as **key**; otherwise it shows nothing. */
export function setScreamers(on: boolean): void {
  screamers = on;
}

/** Starts i18n once per page with the sheet's language and the namespaces it needs at once. */
export function startI18n(language: string = DEFAULT_LANGUAGE, namespaces: string[] = []) {
  const lng = normaliseLanguage(language);
  started ??= i18n
    .use(resourcesToBackend(loadMessages))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: (code: string) => fallbackLanguages(code ?? DEFAULT_FALLBACK_LANGUAGE),
      lowerCaseLng: true,
      // ar-sa also reads ar: strings are shipped per language where regions do not differ.
      load: 'all',
      ns: namespaces,
      defaultNS: false,
      partialBundledLanguages: true,
      interpolation: { prefix: '@@', suffix: '@@', escapeValue: false },
      returnNull: false,
      // A raw key is never shown to a person; with screamers on it is, loudly.
      parseMissingKeyHandler: (key: string) => (screamers ? `**${key}**` : ''),
      react: { useSuspense: false },
    })
    .then(() => {
      applyDocumentLanguage(lng);
      markStarted();
    });
  return started;
}

/** Makes sure a namespace is loaded for the current language (and its fallbacks) before use. */
export async function ensureNamespace(namespace: string): Promise<void> {
  await whenStarted;
  if (i18n.hasLoadedNamespace(namespace)) return;
  await i18n.loadNamespaces(namespace);
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
    .then(() => i18n.changeLanguage(lng))
    .then(() => applyDocumentLanguage(lng))
    .finally(() => inFlight.delete(lng));
  inFlight.set(lng, load);
  queue = load.catch(() => undefined);
  return load;
}
