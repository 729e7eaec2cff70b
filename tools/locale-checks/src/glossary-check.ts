/**
 * The glossary check (docs/localisation.md): every translation of a string that carries one of
 * the core concepts uses its language's chosen word for it (or a form grammar gives that word),
 * avoids the words the glossary rules out, and keeps to its language's register.
 */

/** A concept, found in an en-us string by `en` (a regular expression, case-insensitive). */
export type Concept = { en: string; meaning: string };

/** One language's entry: a file per language in tools/locale-checks/glossary/. */
export type LanguageGlossary = {
  /** how the person is addressed, in words (docs/localisation.md repeats it) */
  register: string;
  /** patterns of another register (e.g. German "du"); none may appear */
  otherRegister?: string[];
  /** per concept: the chosen word first, then the forms grammar gives it */
  terms: Record<string, string[]>;
  /** words ruled out, each with the word to use instead */
  avoid?: { pattern: string; instead: string }[];
  /** reviewed strings where a concept reads otherwise: `namespace key concept`, with why */
  exceptions?: Record<string, string>;
};

/** namespace (e.g. `libs/services`) -> key -> text */
export type LocaleStrings = ReadonlyMap<string, ReadonlyMap<string, string>>;

const matcher = (pattern: string) => new RegExp(pattern, 'iu');

function* entries(strings: LocaleStrings) {
  for (const [namespace, texts] of strings) {
    for (const [key, text] of texts) yield { namespace, key, text };
  }
}

/** What is wrong with one language's strings against the glossary; empty when nothing is. */
export function glossaryProblems(
  concepts: Readonly<Record<string, Concept>>,
  english: LocaleStrings,
  glossary: LanguageGlossary,
  translated: LocaleStrings,
): string[] {
  const problems: string[] = [];
  const exceptions = glossary.exceptions ?? {};
  for (const [concept, { en }] of Object.entries(concepts)) {
    const forms = glossary.terms[concept];
    if (!forms?.length) {
      problems.push(`no word chosen for "${concept}"`);
      continue;
    }
    const found = matcher(en);
    for (const { namespace, key, text } of entries(english)) {
      if (!found.test(text)) continue;
      const translation = translated.get(namespace)?.get(key);
      if (translation === undefined || `${namespace} ${key} ${concept}` in exceptions) continue;
      const lower = translation.toLocaleLowerCase();
      if (!forms.some((form) => lower.includes(form.toLocaleLowerCase()))) {
        problems.push(`${namespace} ${key}: "${concept}" is not "${forms[0]}" in "${translation}"`);
      }
    }
  }
  for (const { namespace, key, text } of entries(translated)) {
    for (const { pattern, instead } of glossary.avoid ?? []) {
      if (matcher(pattern).test(text)) {
        problems.push(`${namespace} ${key}: "${pattern}" where the glossary says "${instead}"`);
      }
    }
    for (const pattern of glossary.otherRegister ?? []) {
      if (matcher(pattern).test(text)) {
        problems.push(`${namespace} ${key}: another register ("${pattern}") in "${text}"`);
      }
    }
  }
  return problems;
}
