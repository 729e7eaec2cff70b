// Lints imaginary files with the workspace's real ESLint config, outside jest's module VM (ESLint
// loads its flat config with a dynamic import, which jest does not allow). Reads the cases as JSON
// on stdin and prints, per case, the boundary and wall-clock messages ESLint reported.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const ruleIds = new Set([
  'boundaries/dependencies',
  'no-restricted-imports',
  'no-restricted-properties',
  'no-restricted-globals',
  'no-restricted-syntax',
]);

let input = '';
for await (const chunk of process.stdin) input += chunk;
/** @type {Array<{ filePath: string, code: string }>} */
const cases = JSON.parse(input);

const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push(
    (result?.messages ?? []).filter((m) => m.ruleId && ruleIds.has(m.ruleId)).map((m) => m.message),
  );
}
process.stdout.write(JSON.stringify(results));
