import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export \{([^}]*)\}/g)) {
    list!.split(',').forEach((name) => name.trim() && names.add(name.trim()));
  }
  for (const [, name] of source.matchAll(/export function (\w+)/g)) names.add(name!);
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

const appAndLibSources = [
  ...sourceFiles(path.join(root, 'apps')),
  ...sourceFiles(path.join(root, 'libs')),
].map((file) => ({ file: path.relative(root, file), source: readFileSync(file, 'utf8') }));

// Each shared key provided by a subset of its package (ADR 0002): the subset, the import
// specifiers it stands for, the package it re-exports, and the names it defines itself.
const subsets = [
  {
    subset: 'react-router-browser.mjs',
    specifier: /'react-router(?:-dom)?'/,
    packageName: 'react-router',
    ownNames: ['RouterProvider'],
  },
  {
    subset: 'react-i18next-browser.mjs',
    specifier: /'react-i18next'/,
    packageName: 'react-i18next',
    ownNames: [],
  },
];

describe.each(subsets)(
  'the shared subset $subset',
  ({ subset, specifier, packageName, ownNames }) => {
    const provided = exportedNames(readFileSync(path.join(__dirname, '../shared', subset), 'utf8'));
    const namedImport = new RegExp(`import \\{([^}]*)\\} from ${specifier.source}`, 'g');
    const namespaceImport = new RegExp(`import \\* as \\w+ from ${specifier.source}`);

    it(`provides every value the apps and libs import from ${packageName}`, () => {
      const missing: string[] = [];
      for (const { file, source } of appAndLibSources) {
        for (const [, list] of source.matchAll(namedImport)) {
          for (const raw of list!.split(',')) {
            const name = raw.trim();
            if (name && !name.startsWith('type ') && !provided.has(name)) {
              missing.push(`${file}: ${name}`);
            }
          }
        }
        expect(source).not.toMatch(namespaceImport);
      }
      expect(missing).toEqual([]);
    });

    it(`re-exports only names ${packageName} really has`, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const real = require(packageName) as Record<string, unknown>;
      const unknown = [...provided].filter((name) => !ownNames.includes(name) && !(name in real));
      expect(unknown).toEqual([]);
    });
  },
);
