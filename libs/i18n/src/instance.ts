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

/**
 * Starts i18n once per page. i18next itself de-duplicates loads per language and namespace and
 * queues a second language behind the one in flight.
 */
export function startI18n(language: string = DEFAULT_LANGUAGE, namespaces: string[] = []) {
  const lng = normaliseLanguage(language);
  started ??= i18n
    .use(resourcesToBackend(loadMessages))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: (code: string) => fallbackLanguages(code ?? DEFAULT_FALLBACK_LANGUAGE),
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: namespaces,
      defaultNS: false,
      partialBundledLanguages: true,
      interpolation: { prefix: '@@', suffix: '@@', escapeValue: false },
      returnNull: false,
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
