import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

const projects = ['apps', 'libs'].flatMap((group) =>
  readdirSync(path.join(root, group)).map((name) => path.join(group, name)),
);

/**
 * Nx decides what a change invalidates from the projects' package.json dependencies: an import of
 * a lib that is not declared there (as a dependency, or a dev dependency for test support) lets
 * Nx serve a stale cached build.
 */
describe('every @sheet import is a declared dependency', () => {
  it.each(projects)('%s', (project) => {
    const manifest = JSON.parse(readFileSync(path.join(root, project, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const imported = new Set(
      sourceFiles(path.join(root, project, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '(@sheet\/[a-z0-9-]+)'/g)].map(
          (match) => match[1]!,
        ),
      ),
    );
    imported.delete(manifest.name);
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    const undeclared = [...imported].filter((name) => !declared[name]);
    expect(undeclared).toEqual([]);
  });
});
