import type { Answer } from './host-call';
import { expectRefusal, expectResult, expectUnknownRefusedOrIgnored } from './judge';
import { exactOrigin, parsePageOptions } from './options';

const base = { ms: 4, raw: [] };
const result = (value: unknown, schemaProblem: string | null = null): Answer => ({
  ...base,
  kind: 'result',
  result: value,
  schemaProblem,
});
const refused = (code: string): Answer => ({
  ...base,
  kind: 'refused',
  code,
  message: 'no',
  schemaProblem: null,
});
const timeout = (strayIds: string[] = []): Answer => ({
  ...base,
  kind: 'timeout',
  timeoutMs: 500,
  strayIds,
});

describe('a call with good params', () => {
  test('passes with a result that fits, in time', () => {
    expect(expectResult(result({}))).toEqual({ pass: true, detail: 'answered in 4 ms' });
  });

  test("fails with the schema's reason, or the check's", () => {
    expect(expectResult(result({}, '/result must NOT have additional properties'))).toEqual({
      pass: false,
      detail: 'the answer does not fit the schema: /result must NOT have additional properties',
    });
    expect(expectResult(result({}), { check: () => 'status 404, not 200' }).detail).toBe(
      'status 404, not 200',
    );
  });

  test('passes a refusal only when the person may choose it', () => {
    expect(expectResult(refused('cancelled'), { accept: ['cancelled'] }).pass).toBe(true);
    expect(expectResult(refused('cancelled'))).toEqual({
      pass: false,
      detail: 'refused with cancelled: no',
    });
    expect(expectResult(refused('E_NOPE')).detail).toBe(
      'refused with E_NOPE (not a code of the contract): no',
    );
  });

  test('names a time-out, and an answer with the wrong id', () => {
    expect(expectResult(timeout()).detail).toBe('no answer within 500 ms');
    expect(expectResult(timeout(['x-1'])).detail).toMatch(
      /^no answer within 500 ms; an answer came with id x-1, which is no open request's/,
    );
  });

  test("names the protocol's version when an answer has another", () => {
    expect(expectResult({ ...base, kind: 'malformed', reason: 'version 2' }).detail).toBe(
      "the sheet's bridge refused the answer: version 2 (the protocol is version 1)",
    );
  });
});

describe('a call the host must refuse', () => {
  test('passes with the code, fails with anything else', () => {
    expect(expectRefusal(refused('invalid_params'), 'invalid_params', 'bad params').pass).toBe(
      true,
    );
    expect(expectRefusal(refused('failed'), 'invalid_params', 'bad params').detail).toBe(
      'refused with failed: no; bad params must be refused with invalid_params',
    );
    expect(expectRefusal(result({}), 'too_large', 'a long one').detail).toBe(
      'the host accepted a long one; it must refuse it with too_large',
    );
    expect(expectRefusal(timeout(), 'invalid_params', 'bad params').detail).toBe(
      'no answer within 500 ms; bad params must be refused with invalid_params, not ignored',
    );
  });
});

test('an unknown request may be refused or ignored, never done', () => {
  expect(expectUnknownRefusedOrIgnored(timeout()).pass).toBe(true);
  expect(expectUnknownRefusedOrIgnored(refused('unknown_request')).pass).toBe(true);
  const done: Answer = {
    ...base,
    raw: [{ data: { kind: 'response', id: 'a', ok: true, result: {} } }],
    kind: 'broken',
    reason: 'no check',
  };
  expect(expectUnknownRefusedOrIgnored(done)).toEqual({
    pass: false,
    detail: 'the host answered ok to a request it cannot know',
  });
});

test("reads the page's address: time-outs and an exact host origin only", () => {
  expect(parsePageOptions('?timeoutMs=500&hostOrigin=http://127.0.0.1:4300')).toEqual({
    timeoutMs: 500,
    interactiveTimeoutMs: 600_000,
    hostOrigin: 'http://127.0.0.1:4300',
  });
  expect(parsePageOptions('?timeoutMs=-1').timeoutMs).toBe(10_000);
  for (const origin of ['*', 'http://127.0.0.1:4300/', 'javascript:alert(1)', 'file:///x']) {
    expect(exactOrigin(origin)).toBeUndefined();
  }
});
