import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type LintCase = { filePath: string; code: string };

/**
 * Lints imaginary files with the workspace's real ESLint config (in a child process: see
 * lint-cases.mjs); per case, the messages of the rules these tests are about.
 */
function lint(cases: LintCase[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

/** A case with what it shows, for the test's title. */
export type NamedLintCase = LintCase & { name: string };

/**
 * Proves a rule both ways on the real config: each allowed case lints clean, and each forbidden
 * one gets exactly one message, matching `message`.
 */
export function describeRule(
  title: string,
  cases: { allowed: NamedLintCase[]; forbidden: NamedLintCase[]; message: RegExp },
): void {
  const { allowed, forbidden, message } = cases;
  describe(title, () => {
    let results: string[][] = [];
    beforeAll(() => {
      results = lint([...allowed, ...forbidden]);
    }, 120_000);

    it.each(allowed.map(({ name }, index) => [name, index] as const))(
      'allows %s',
      (_name, index) => {
        expect(results[index]).toEqual([]);
      },
    );

    it.each(forbidden.map(({ name }, index) => [name, index + allowed.length] as const))(
      'reports %s',
      (_name, index) => {
        expect(results[index]).toHaveLength(1);
        expect(results[index]?.[0]).toMatch(message);
      },
    );
  });
}
