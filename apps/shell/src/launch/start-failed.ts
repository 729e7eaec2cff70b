import { applyPresentation, DEFAULT_LANGUAGE, type LaunchParams } from '@sheet/reference';
import wordsByLanguage from './start-failed-words.json';

type StartFailedWords = { title: string; message: string; retry: string };

const isShipped = (language: string): language is keyof typeof wordsByLanguage =>
  Object.hasOwn(wordsByLanguage, language);

/**
 * What a person sees when the shell's start-up code did not arrive even after the page loaded
 * again (start-up.ts): the sheet's own load error, drawn without React, the router or the strings
 * files, which are what did not arrive. Its words, in every language the sheet ships, are the
 * sheet's load-error words (the locale checks keep them equal) and come in this file's own chunk,
 * asked for only now. Try Again loads the page again.
 */
export function showStartFailed(
  launch: Pick<LaunchParams, 'language' | 'theme' | 'device'>,
  reload: () => void = () => window.location.reload(),
): void {
  const words: StartFailedWords = isShipped(launch.language)
    ? wordsByLanguage[launch.language]
    : wordsByLanguage[DEFAULT_LANGUAGE];
  applyPresentation(launch);
  addPreloadedStylesheets();
  const root = document.getElementById('root') ?? document.body;
  const main = element('main', 'sk-page');
  const alert = element('section', 'sk-alert');
  alert.setAttribute('role', 'alert');
  alert.setAttribute('aria-labelledby', 'sk-error-title');
  const title = element('h1', 'sk-alert__title', words.title);
  title.id = 'sk-error-title';
  const retry = element('button', 'sk-button', words.retry);
  retry.type = 'button';
  retry.addEventListener('click', reload);
  alert.append(title, element('p', 'sk-alert__message', words.message), retry);
  main.append(alert);
  root.replaceChildren(main);
  // As the sheet's error panel does: a TV remote or a keyboard reaches the action at once.
  retry.focus();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/**
 * The page's head preloads the shell's stylesheet; it is applied once the start-up code runs. Here
 * that code never ran, so the preloaded sheets are applied from the cache (unstyled if they did
 * not arrive either: the words and the button still work).
 */
function addPreloadedStylesheets(): void {
  const applied = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
  );
  for (const preload of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="style"]',
  )) {
    if (applied.has(preload.href)) continue;
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = preload.href;
    document.head.append(sheet);
  }
}
