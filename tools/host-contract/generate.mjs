// @ts-check
/**
 * `npm run contract`: writes docs/host-contract.schema.json and docs/host-contract.md from
 * libs/bridge/src/contract.ts (types and doc comments), libs/bridge/src/error-codes.ts,
 * src/examples.ts and template.md (the prose).
 * `npm run contract -- --check` (a step of `npm test`): writes nothing, and exits 1 naming each
 * committed file that differs from what it would write.
 * Both are formatted by the workspace's prettier, so `prettier --check .` agrees with them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { renderMarkdown } from './lib/markdown.mjs';
import { buildSchema, loadSources } from './lib/schema.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('./lib/contract-ajv.cjs')} */
const { createContractAjv, ref } = require('./lib/contract-ajv.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const SCHEMA_FILE = 'docs/host-contract.schema.json';
const MARKDOWN_FILE = 'docs/host-contract.md';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

/**
 * Every example must fit the schema, and every malformed one must not: the document's examples
 * and the conformance page's calls are these.
 * @param {Record<string, any>} schema
 * @param {import('./lib/schema.mjs').Sources} sources
 */
function checkExamples(schema, sources) {
  const ajv = createContractAjv(schema);
  const envelope = { channel: schema['x-channel'], version: schema['x-protocolVersion'] };
  const problems = [];
  const fits = (/** @type {string} */ definition, /** @type {unknown} */ message) =>
    Boolean(ajv.getSchema(ref(definition))?.(message));
  for (const [name, example] of Object.entries(sources.requestExamples)) {
    const request = { ...envelope, kind: 'request', id: '1', name };
    if (!fits(`request.${name}`, { ...request, params: example.params }))
      problems.push(`${name}: the example's params do not fit`);
    if (
      !fits(`response.${name}`, {
        ...envelope,
        kind: 'response',
        id: '1',
        ok: true,
        result: example.result,
      })
    )
      problems.push(`${name}: the example's result does not fit`);
    if (example.malformed && fits(`request.${name}`, { ...request, ...example.malformed }))
      problems.push(`${name}: the malformed params fit (${example.malformed.why})`);
  }
  for (const [name, params] of Object.entries(sources.eventExamples)) {
    if (!fits(`event.${name}`, { ...envelope, kind: 'event', name, params }))
      problems.push(`event ${name}: the example's params do not fit`);
  }
  if (problems.length > 0) {
    throw new Error(`tools/host-contract/src/examples.ts:\n  ${problems.join('\n  ')}`);
  }
}

/** The two documents, formatted as prettier would. */
async function generate() {
  const sources = await loadSources(root);
  const schema = buildSchema(root, sources);
  checkExamples(schema, sources);
  const template = readFileSync(path.join(here, 'template.md'), 'utf8');
  const format = async (/** @type {string} */ file, /** @type {string} */ text) => {
    const filepath = path.join(root, file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    return prettier.format(text, { ...options, filepath });
  };
  return {
    [SCHEMA_FILE]: await format(SCHEMA_FILE, JSON.stringify(schema)),
    [MARKDOWN_FILE]: await format(MARKDOWN_FILE, renderMarkdown(schema, sources, template)),
  };
}

const files = await generate();
if (values.check) {
  const stale = Object.entries(files)
    .filter(([file, text]) => {
      try {
        return readFileSync(path.join(root, file), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
  if (stale.length > 0) {
    console.error(
      `Stale: ${stale.join(' and ')}, not what libs/bridge/src/contract.ts (with error-codes.ts and tools/host-contract) gives. Run \`npm run contract\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${Object.keys(files).join(' and ')} are up to date.`);
} else {
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(root, file), text);
    console.log(`Wrote ${file}`);
  }
}
