// Real small webpack builds for the build plugins' tests, in temporary folders removed afterwards.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

const workspace = path.resolve(__dirname, '../../..');

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

/** A project of files in a new temporary folder: relative path -> content. */
export function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-route-'));
  projects.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Builds `config` for real; the build's errors' messages (none: it built). */
export function build(config: Configuration): Promise<string[]> {
  return new Promise((resolve) => {
    webpack({
      mode: 'development',
      devtool: false,
      infrastructureLogging: { level: 'none' },
      resolve: { modules: ['node_modules', path.join(workspace, 'node_modules')] },
      ...config,
    }).run((error, stats) => {
      const errors = stats?.compilation.errors.map((each) => each.message) ?? [];
      resolve(error ? [String(error), ...errors] : errors);
    });
  });
}
