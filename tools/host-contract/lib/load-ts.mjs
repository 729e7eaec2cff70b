// @ts-check
/**
 * Loads a TypeScript module that has no run-time imports (contract.ts, error-codes.ts,
 * examples.ts) the way the sheet's build sees it: transpiled by the workspace's TypeScript, then
 * imported from memory. Node 20 runs no TypeScript itself, and these files are the one source of
 * truth, so the generator reads them rather than a copy.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * @param {string} file absolute path of a .ts file
 * @returns {Promise<Record<string, unknown>>} its exports
 */
export async function loadTs(file) {
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (/^\s*import\s+(?!type\b)/m.test(outputText)) {
    throw new Error(`${file}: only type imports are allowed (the generator loads it alone)`);
  }
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  return import(url);
}
