import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type LintCase = { filePath: string; code: string };

/**
 * Lints imaginary files with the workspace's real ESLint config (in a child process: see
 * lint-cases.mjs); per case, the messages of the rules these tests are about.
 */
export function lint(cases: LintCase[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}
