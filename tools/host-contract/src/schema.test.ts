/**
 * The committed schema (kept fresh by `npm run contract -- --check`) against the contract it is
 * generated from: every call and event is there, the examples fit, and malformed messages do not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createContractAjv, ref } from '../lib/contract-ajv.cjs';
import {
  BRIDGE_CHANNEL,
  BRIDGE_PROTOCOL_VERSION,
  CHECKPOINT_MAX_CHARS,
  DEFAULT_INTERACTIVE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  INTERACTIVE_REQUESTS,
} from '../../../libs/bridge/src/contract';
import { BRIDGE_ERROR_CODES } from '../../../libs/bridge/src/error-codes';
import { EVENT_EXAMPLES, REQUEST_EXAMPLES } from './examples';

const root = path.resolve(__dirname, '../../..');
type Definition = { properties: Record<string, unknown>; [keyword: string]: unknown };
const schema = JSON.parse(
  readFileSync(path.join(root, 'docs/host-contract.schema.json'), 'utf8'),
) as {
  definitions: Record<string, Definition>;
};
const ajv = createContractAjv(schema);
const envelope = { channel: BRIDGE_CHANNEL, version: BRIDGE_PROTOCOL_VERSION };

/** The member names of an interface of contract.ts, read from its source (not from the schema). */
function membersOf(interfaceName: string): string[] {
  const file = path.join(root, 'libs/bridge/src/contract.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`contract.ts has no interface ${interfaceName}`);
  return declaration.members.map((member) => (member.name as ts.Identifier).text);
}

function validate(definition: string, message: unknown): boolean {
  const check = ajv.getSchema(ref(definition));
  if (!check) throw new Error(`The schema has no ${definition}`);
  return check(message) as boolean;
}

const requestNames = membersOf('HostRequests');
const eventNames = membersOf('HostEvents');

test('has each call of contract.ts, each way, and an example of it', () => {
  expect(requestNames).toContain('saveCheckpoint');
  for (const name of requestNames) {
    expect(schema.definitions).toHaveProperty([`request.${name}`]);
    expect(schema.definitions).toHaveProperty([`response.${name}`]);
  }
  expect(Object.keys(schema.definitions).filter((key) => key.startsWith('request.'))).toHaveLength(
    requestNames.length,
  );
  expect(Object.keys(REQUEST_EXAMPLES).sort()).toEqual([...requestNames].sort());
});

test('has each event of contract.ts', () => {
  expect(eventNames).toContain('connectivity');
  for (const name of eventNames) expect(schema.definitions).toHaveProperty([`event.${name}`]);
  expect(Object.keys(EVENT_EXAMPLES).sort()).toEqual([...eventNames].sort());
});

test('gives each call its time-out and whether it waits for a person', () => {
  for (const name of requestNames) {
    const request = schema.definitions[`request.${name}`]!;
    const interactive = (INTERACTIVE_REQUESTS as readonly string[]).includes(name);
    expect([name, request['x-interactive'], request['x-timeoutMs']]).toEqual([
      name,
      interactive,
      interactive ? DEFAULT_INTERACTIVE_TIMEOUT_MS : DEFAULT_TIMEOUT_MS,
    ]);
  }
  expect(schema.definitions['request.saveCheckpoint']!['x-errorCodes']).toContain('too_large');
});

test('takes its error codes from error-codes.ts, the host-sent ones only', () => {
  expect(schema.definitions.errorCode!.enum).toEqual(
    BRIDGE_ERROR_CODES.filter(({ from }) => from === 'host').map(({ code }) => code),
  );
});

test('accepts every example, each way', () => {
  for (const [name, example] of Object.entries(REQUEST_EXAMPLES)) {
    const request = { ...envelope, kind: 'request', id: 'a1', name, params: example.params };
    expect([name, validate(`request.${name}`, request), validate('sheetToHost', request)]).toEqual([
      name,
      true,
      true,
    ]);
    const response = { ...envelope, kind: 'response', id: 'a1', ok: true, result: example.result };
    expect([name, validate(`response.${name}`, response)]).toEqual([name, true]);
    expect(validate('hostToSheet', response)).toBe(true);
  }
  for (const [name, params] of Object.entries(EVENT_EXAMPLES)) {
    expect(validate(`event.${name}`, { ...envelope, kind: 'event', name, params })).toBe(true);
  }
  const refusal = { code: 'cancelled', message: 'The person dismissed the dialog' };
  const error = { ...envelope, kind: 'response', id: 'a1', ok: false, error: refusal };
  expect(validate('response.error', error)).toBe(true);
});

test('refuses every malformed params example', () => {
  for (const [name, { malformed }] of Object.entries(REQUEST_EXAMPLES)) {
    if (!malformed) continue;
    const request = { ...envelope, kind: 'request', id: 'a1', name, params: malformed.params };
    expect([name, malformed.why, validate(`request.${name}`, request)]).toEqual([
      name,
      malformed.why,
      false,
    ]);
  }
});

test.each([
  ['a device id that is a number', 'response.getDeviceId', { deviceId: 42 }],
  ['a field the result does not have', 'response.getDeviceId', { deviceId: 'd', extra: 1 }],
  ['a result for a call that answers none', 'response.closeSheet', { closed: true }],
  ['a status that is text', 'response.httpRequest', { status: '200', headers: {}, body: '' }],
  [
    'a checkpoint longer than CHECKPOINT_MAX_CHARS',
    'response.restoreCheckpoint',
    { version: 1, checkpoint: 'x'.repeat(CHECKPOINT_MAX_CHARS + 1) },
  ],
])('rejects a malformed result: %s', (_why, definition, result) => {
  const response = { ...envelope, kind: 'response', id: 'a1', ok: true, result };
  expect(validate(definition, response)).toBe(false);
});

test.each([
  ['another protocol version', { version: BRIDGE_PROTOCOL_VERSION + 1 }],
  ['another channel', { channel: 'other' }],
  ['no id', { id: undefined }],
  ['ok not a boolean', { ok: 'yes' }],
])('rejects a response with %s', (_why, change) => {
  const response = {
    ...envelope,
    kind: 'response',
    id: 'a1',
    ok: true,
    result: { deviceId: 'd' },
    ...change,
  };
  expect(validate('response.getDeviceId', JSON.parse(JSON.stringify(response)))).toBe(false);
});

test.each([
  ['no code', { message: 'no' }],
  ['a code that is not on the list', { code: 'E_FAIL', message: 'no' }],
  ['no message', { code: 'cancelled' }],
])('rejects a refusal with %s', (_why, error) => {
  const response = { ...envelope, kind: 'response', id: 'a1', ok: false, error };
  expect(validate('response.error', response)).toBe(false);
});
