import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@sheet/i18n';

// The strings files of every namespace (the shell's, each remote's, each library's), as the
// locale checks and the glossary check read them.
const root = path.resolve(__dirname, '../../..');

type Strings = { [key: string]: string | Strings };

const holdsStrings = (dir: string) => {
  try {
    return readdirSync(path.join(root, dir)).includes(`${DEFAULT_LANGUAGE}.json`);
  } catch {
    return false;
  }
};

/** A project's `src/locales`, and the `locales` of a folder of its `src` (strings loaded later). */
const localesOf = (project: string) => [
  path.join(project, 'src/locales'),
  ...readdirSync(path.join(root, project, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'locales')
    .map((entry) => path.join(project, 'src', entry.name, 'locales')),
];

export const namespaces = ['apps', 'libs'].flatMap((group) =>
  readdirSync(path.join(root, group))
    .flatMap((name) => {
      try {
        return localesOf(path.join(group, name));
      } catch {
        return [];
      }
    })
    .filter(holdsStrings),
);

export const filesOf = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/**
 * A language file's list of keys still in English, awaiting a translator (a new flow's strings
 * start so: tools/flow-plugin). They are reported as needing translation, not failed as copies.
 */
export const NEEDS_TRANSLATION = '_needsTranslation';

const readFile = (dir: string, language: string) =>
  JSON.parse(readFileSync(path.join(root, dir, `${language}.json`), 'utf8')) as Strings & {
    [NEEDS_TRANSLATION]?: string[];
  };

export const read = (dir: string, language: string): Strings => {
  const { [NEEDS_TRANSLATION]: _pending, ...strings } = readFile(dir, language);
  return strings;
};

export const needsTranslation = (dir: string, language: string): string[] =>
  readFile(dir, language)[NEEDS_TRANSLATION] ?? [];

/** `a.b.c` -> text, for nested tables. */
export function flatten(strings: Strings, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(name, value);
    else for (const [inner, text] of flatten(value, name)) flat.set(inner, text);
  }
  return flat;
}

/**
 * Every namespace's strings in `language`: `apps/shell` -> key -> text. Keys still awaiting a
 * translator (`_needsTranslation`) are left out: they are English on purpose, reported as such.
 */
export function stringsIn(language: string): Map<string, Map<string, string>> {
  return new Map(
    namespaces.map((dir) => {
      const pending = new Set(needsTranslation(dir, language));
      const strings = [...flatten(read(dir, language))].filter(([key]) => !pending.has(key));
      return [dir.replace(/\/src\/locales$/, ''), new Map(strings)];
    }),
  );
}
