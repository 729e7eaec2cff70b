// @ts-check
/**
 * docs/host-contract.schema.json from libs/bridge/src/contract.ts: ts-json-schema-generator
 * derives one schema per wire message from the contract's own types (src/wire.ts), with their doc
 * comments; this module only names the definitions (`request.<name>`, `response.<name>`,
 * `response.error`, `event.<name>`) and adds what types cannot say: each call's time-out and
 * whether it waits for a person, the error codes (libs/bridge/src/error-codes.ts) and the
 * checkpoint's size limit.
 */
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import { loadTs } from './load-ts.mjs';

/**
 * @typedef {Record<string, any>} JsonSchema
 * @typedef {{ code: string, from: 'host' | 'sheet', requests: readonly string[] | 'any' | 'unknown',
 *   meaning: string }} ErrorCode
 * @typedef {{ BRIDGE_PROTOCOL_VERSION: number, BRIDGE_CHANNEL: string, DEFAULT_TIMEOUT_MS: number,
 *   DEFAULT_INTERACTIVE_TIMEOUT_MS: number, INTERACTIVE_REQUESTS: readonly string[],
 *   CHECKPOINT_VERSION: number, CHECKPOINT_MAX_CHARS: number }} Contract
 * @typedef {{ contract: Contract, errorCodes: readonly ErrorCode[],
 *   requestExamples: Record<string, { params: object, result: object,
 *     malformed?: { params: object, why: string } }>,
 *   eventExamples: Record<string, object> }} Sources
 */

/** What the contract's source files hold, loaded as the build sees them. */
export async function loadSources(/** @type {string} */ root) {
  const bridge = path.join(root, 'libs/bridge/src');
  const examples = await loadTs(path.join(root, 'tools/host-contract/src/examples.ts'));
  return /** @type {Sources} */ ({
    contract: await loadTs(path.join(bridge, 'contract.ts')),
    errorCodes: (await loadTs(path.join(bridge, 'error-codes.ts'))).BRIDGE_ERROR_CODES,
    requestExamples: examples.REQUEST_EXAMPLES,
    eventExamples: examples.EVENT_EXAMPLES,
  });
}

/**
 * The codes a call may be refused with: its own, then those of any call (invalid_params), which a
 * call without params has no use for.
 */
function errorCodesOf(
  /** @type {string} */ name,
  /** @type {readonly ErrorCode[]} */ errorCodes,
  /** @type {boolean} */ hasParams,
) {
  const own = errorCodes.filter(
    ({ from, requests }) => from === 'host' && Array.isArray(requests) && requests.includes(name),
  );
  const any = errorCodes.filter(({ from, requests }) => from === 'host' && requests === 'any');
  return [...own, ...(hasParams ? any : [])].map(({ code }) => code);
}

/** Replaces every `$ref` to a renamed definition. */
function renameRefs(/** @type {unknown} */ node, /** @type {Map<string, string>} */ names) {
  if (Array.isArray(node)) node.forEach((item) => renameRefs(item, names));
  else if (node && typeof node === 'object') {
    const object = /** @type {JsonSchema} */ (node);
    if (typeof object.$ref === 'string') {
      const from = decodeURIComponent(object.$ref.replace('#/definitions/', ''));
      if (names.has(from)) object.$ref = `#/definitions/${names.get(from)}`;
    }
    Object.values(object).forEach((value) => renameRefs(value, names));
  }
}

/** Each `$ref` must name a definition that is there. */
function assertRefsResolve(/** @type {JsonSchema} */ schema) {
  const missing = new Set();
  const walk = (/** @type {unknown} */ node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const object = /** @type {JsonSchema} */ (node);
      if (typeof object.$ref === 'string') {
        const name = decodeURIComponent(object.$ref.replace('#/definitions/', ''));
        if (!(name in schema.definitions)) missing.add(name);
      }
      Object.values(object).forEach(walk);
    }
  };
  walk(schema);
  if (missing.size > 0) throw new Error(`Unresolved $ref: ${[...missing].join(', ')}`);
}

/**
 * @param {string} root the workspace
 * @param {Sources} sources
 * @returns {JsonSchema}
 */
export function buildSchema(root, { contract, errorCodes }) {
  const raw = createGenerator({
    path: path.join(root, 'tools/host-contract/src/wire.ts'),
    tsconfig: path.join(root, 'tools/host-contract/tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    // tsc checks the workspace; the generator only reads the types.
    skipTypeCheck: true,
  }).createSchema('*');
  const generated = /** @type {JsonSchema} */ (raw.definitions);
  const refName = (/** @type {{ $ref: string }} */ { $ref }) =>
    decodeURIComponent($ref.replace('#/definitions/', ''));

  /** @type {JsonSchema} */
  const definitions = {};
  const names = new Map();
  const requestNames = Object.keys(generated.Requests.properties);
  const eventNames = Object.keys(generated.Events.properties);
  const { INTERACTIVE_REQUESTS: interactive } = contract;
  for (const name of requestNames) {
    const from = refName(generated.Requests.properties[name]);
    names.set(from, `request.${name}`);
    const isInteractive = interactive.includes(name);
    const params = generated[from].properties.params;
    const hasParams =
      Object.keys((params.$ref ? generated[refName(params)] : params).properties ?? {}).length > 0;
    definitions[`request.${name}`] = {
      description: generated.HostRequests.properties[name].description,
      ...generated[from],
      'x-timeoutMs': isInteractive
        ? contract.DEFAULT_INTERACTIVE_TIMEOUT_MS
        : contract.DEFAULT_TIMEOUT_MS,
      'x-interactive': isInteractive,
      'x-errorCodes': errorCodesOf(name, errorCodes, hasParams),
    };
    definitions[`response.${name}`] = generated.Responses.properties[name];
  }
  definitions['response.error'] = generated.ErrorResponse;
  for (const name of eventNames) {
    const from = refName(generated.Events.properties[name]);
    names.set(from, `event.${name}`);
    definitions[`event.${name}`] = {
      description: generated.HostEvents.properties[name].description,
      ...generated[from],
    };
  }
  const wrappers = new Set(['Requests', 'Responses', 'ErrorResponse', 'Events']);
  for (const docs of ['CallDocs', 'HostRequests', 'EventDocs', 'HostEvents']) wrappers.add(docs);
  for (const [name, definition] of Object.entries(generated)) {
    if (!wrappers.has(name) && !names.has(name)) definitions[name] = definition;
  }

  // What the types cannot say. The one refusal form names a code of the contract's list.
  const hostCodes = errorCodes.filter(({ from }) => from === 'host');
  definitions.errorCode = {
    description: 'What a host may answer in `error.code` (libs/bridge/src/error-codes.ts).',
    type: 'string',
    enum: hostCodes.map(({ code }) => code),
  };
  definitions.HostError.properties.code = { $ref: '#/definitions/errorCode' };
  // The checkpoint's size limit is a constant of the contract (CHECKPOINT_MAX_CHARS).
  const { CHECKPOINT_MAX_CHARS: maxLength } = contract;
  definitions['request.saveCheckpoint'].properties.params.properties.checkpoint.maxLength =
    maxLength;
  definitions['response.restoreCheckpoint'].properties.result.properties.checkpoint.maxLength =
    maxLength;

  const ref = (/** @type {string} */ name) => ({ $ref: `#/definitions/${name}` });
  definitions.sheetToHost = {
    description: 'Every request the sheet sends.',
    oneOf: requestNames.map((name) => ref(`request.${name}`)),
  };
  definitions.hostToSheet = {
    description: 'Every answer and event the host sends.',
    anyOf: [
      ...requestNames.map((name) => ref(`response.${name}`)),
      ref('response.error'),
      ...eventNames.map((name) => ref(`event.${name}`)),
    ],
  };
  renameRefs(definitions, names);

  const schema = {
    $schema: raw.$schema,
    $comment:
      'Generated by `npm run contract` from libs/bridge/src/contract.ts and libs/bridge/src/error-codes.ts; do not edit.',
    title: 'The sheet ↔ host bridge: every message each way',
    description:
      'A message is valid when it fits sheetToHost (requests) or hostToSheet (answers, events). Each request definition carries its time-out in ms (x-timeoutMs), whether it waits for a person (x-interactive) and the error codes a host may answer (x-errorCodes). See docs/host-contract.md.',
    'x-protocolVersion': contract.BRIDGE_PROTOCOL_VERSION,
    'x-channel': contract.BRIDGE_CHANNEL,
    'x-defaultTimeoutMs': contract.DEFAULT_TIMEOUT_MS,
    'x-interactiveTimeoutMs': contract.DEFAULT_INTERACTIVE_TIMEOUT_MS,
    'x-checkpoint': { version: contract.CHECKPOINT_VERSION, maxChars: maxLength },
    anyOf: [ref('sheetToHost'), ref('hostToSheet')],
    definitions,
  };
  assertRefsResolve(schema);
  return schema;
}
