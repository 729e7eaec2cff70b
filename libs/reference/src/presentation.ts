// On <html>, here (not shared over Module Federation) with the launch it follows: the shell's
// start-up error (apps/shell, launch/start-failed) draws before any shared code is there.
import { languageScript, primarySubtag } from './languages';
import type { Device, Theme } from './launch-params';

const SCRIPT_CLASS_PREFIX = 'sk-script-';

export type TextDirection = 'ltr' | 'rtl';

// `iw` is the legacy code for Hebrew that Android still reports.
const rightToLeftLanguages = new Set(['ar', 'he', 'iw', 'ur']);

/**
 * The direction a language's text reads in (`ar-sa` and `UR_PK` alike). Not in languages.ts: the
 * shell's entry reads that one, and needs no directions.
 */
export function textDirection(tag: string): TextDirection {
  return rightToLeftLanguages.has(primarySubtag(tag)) ? 'rtl' : 'ltr';
}

/** Sets `lang` and `dir` on the document element so CSS logical properties and screen readers follow. */
export function applyDocumentLanguage(
  language: string,
  root: HTMLElement = document.documentElement,
) {
  root.lang = language;
  root.dir = textDirection(language);
}

/** Theme, device and the language's script (for the font stack) on <html>; lang and dir too. */
export function applyPresentation(
  settings: { theme: Theme; device: Device; language: string },
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.theme = settings.theme;
  root.dataset.device = settings.device;
  applyDocumentLanguage(settings.language, root);
  root.classList.forEach(
    (name) => name.startsWith(SCRIPT_CLASS_PREFIX) && root.classList.remove(name),
  );
  const script = languageScript(settings.language);
  if (script) root.classList.add(`${SCRIPT_CLASS_PREFIX}${script}`);
}
