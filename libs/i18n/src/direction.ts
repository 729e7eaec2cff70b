type TextDirection = 'ltr' | 'rtl';

// iw is the legacy code for Hebrew that Android still reports.
const rightToLeftLanguages = new Set(['ar', 'he', 'iw', 'ur']);

function primarySubtag(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0] ?? '';
}

export function textDirection(language: string): TextDirection {
  return rightToLeftLanguages.has(primarySubtag(language)) ? 'rtl' : 'ltr';
}

/** Sets `lang` and `dir` on the document element so CSS logical properties and screen readers follow. */
export function applyDocumentLanguage(
  language: string,
  root: HTMLElement = document.documentElement,
) {
  root.lang = language;
  root.dir = textDirection(language);
}
