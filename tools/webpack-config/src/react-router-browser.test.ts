import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const facade = readFileSync(path.join(__dirname, '../shared/react-router-browser.mjs'), 'utf8');

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

describe('the browser react-router the apps share', () => {
  const provided = exportedNames(facade);

  it('provides every value the apps and libs import from react-router(-dom)', () => {
    const missing: string[] = [];
    for (const file of [
      ...sourceFiles(path.join(root, 'apps')),
      ...sourceFiles(path.join(root, 'libs')),
    ]) {
      const source = readFileSync(file, 'utf8');
      for (const [, list] of source.matchAll(/import \{([^}]*)\} from 'react-router(?:-dom)?'/g)) {
        for (const raw of list!.split(',')) {
          const name = raw.trim();
          if (name && !name.startsWith('type ') && !provided.has(name)) {
            missing.push(`${path.relative(root, file)}: ${name}`);
          }
        }
      }
      expect(source).not.toMatch(/import \* as \w+ from 'react-router/);
    }
    expect(missing).toEqual([]);
  });

  it('re-exports only names react-router really has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRouter = require('react-router') as Record<string, unknown>;
    const unknown = [...provided].filter(
      (name) => name !== 'RouterProvider' && !(name in reactRouter),
    );
    expect(unknown).toEqual([]);
  });
});
