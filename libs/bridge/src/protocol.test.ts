import {
  BRIDGE_CHANNEL,
  BRIDGE_PROTOCOL_VERSION,
  CHECKPOINT_MAX_CHARS,
  isSheetCloseResult,
} from './contract';
import { BridgeProtocolError } from './errors';
import {
  checkResult,
  eventMessage,
  parseIncoming,
  parseRequestMessage,
  requestMessage,
  resultMessage,
} from './protocol';

const base = { channel: BRIDGE_CHANNEL, version: BRIDGE_PROTOCOL_VERSION };

describe('parseIncoming', () => {
  it('reads a success, an error and the back event', () => {
    expect(parseIncoming(resultMessage('a', { deviceId: 'd' }))).toEqual({
      type: 'response',
      message: { ...base, kind: 'response', id: 'a', ok: true, result: { deviceId: 'd' } },
    });
    expect(
      parseIncoming({
        ...base,
        kind: 'response',
        id: 'b',
        ok: false,
        error: { code: 'cancelled' },
      }),
    ).toMatchObject({
      type: 'response',
      message: { ok: false, error: { code: 'cancelled', message: 'cancelled' } },
    });
    expect(parseIncoming(eventMessage('back'))).toEqual({
      type: 'event',
      name: 'back',
      params: {},
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['another channel', { channel: 'other', version: 1, kind: 'response', id: 'a', ok: true }],
    ['an unknown event', { ...base, kind: 'event', name: 'explode' }],
  ])('ignores %s', (_label, data) => {
    expect(parseIncoming(data)).toMatchObject({ type: 'ignored' });
  });

  it.each([
    ['another version', { ...base, version: 2, kind: 'response', id: 'a', ok: true }, 'a'],
    ['an unknown kind', { ...base, kind: 'request', id: 'a' }, 'a'],
    ['no id', { ...base, kind: 'response', ok: true }, undefined],
    ['a numeric id', { ...base, kind: 'response', id: 7, ok: true }, undefined],
    ['ok not boolean', { ...base, kind: 'response', id: 'a', ok: 'yes' }, 'a'],
    ['an error without code', { ...base, kind: 'response', id: 'a', ok: false, error: {} }, 'a'],
    [
      'an error message not a string',
      { ...base, kind: 'response', id: 'a', ok: false, error: { code: 'x', message: 3 } },
      'a',
    ],
  ])('marks %s invalid', (_label, data, id) => {
    expect(parseIncoming(data)).toMatchObject({ type: 'invalid', id });
  });
});

describe('checkResult', () => {
  const dialog = { title: 'T', message: 'M', buttons: [{ id: 'ok', label: 'OK' }] };

  it('keeps only the known fields of a valid result', () => {
    expect(checkResult('authenticate', {}, { authenticated: true, extra: 1 })).toEqual({
      authenticated: true,
    });
    expect(checkResult('getPhoneNumber', {}, { phoneNumber: null })).toEqual({ phoneNumber: null });
    expect(
      checkResult(
        'httpRequest',
        { url: '/x', method: 'GET' },
        { status: 200, headers: { a: 'b' }, body: '{}' },
      ),
    ).toEqual({ status: 200, headers: { a: 'b' }, body: '{}' });
    expect(checkResult('showDialog', dialog, { buttonId: 'ok' })).toEqual({ buttonId: 'ok' });
    expect(checkResult('signPayload', { payload: 'p' }, { signature: 's' })).toEqual({
      signature: 's',
    });
    expect(checkResult('closeSheet', {}, undefined)).toEqual({});
    expect(checkResult('openUrl', { url: 'x' }, { whatever: true })).toEqual({});
  });

  it.each([
    ['authenticate', {}, { authenticated: 'yes' }],
    ['getDeviceId', {}, { deviceId: '' }],
    ['getPhoneNumber', {}, { phoneNumber: 5 }],
    ['httpRequest', {}, { status: '200', headers: {}, body: '' }],
    ['httpRequest', {}, { status: 200, headers: { a: 1 }, body: '' }],
    ['httpRequest', {}, { status: 200, headers: {}, body: {} }],
    ['showDialog', dialog, { buttonId: 'not-offered' }],
    ['signPayload', {}, { signature: 1 }],
    ['closeSheet', {}, 'done'],
  ] as const)('rejects a malformed %s result', (name, params, result) => {
    expect(() => checkResult(name, params as never, result)).toThrow(BridgeProtocolError);
  });
});

describe('parseRequestMessage', () => {
  it('reads a well-formed request and refuses anything else', () => {
    const request = requestMessage('r1', 'openUrl', { url: 'https://example.com' });
    expect(parseRequestMessage(request)).toEqual(request);
    expect(parseRequestMessage({ ...request, params: undefined })).toMatchObject({ params: {} });
    expect(parseRequestMessage({ ...request, name: 'format' })).toBeNull();
    expect(parseRequestMessage({ ...request, kind: 'response' })).toBeNull();
    expect(parseRequestMessage({ ...request, id: '' })).toBeNull();
    expect(parseRequestMessage({ ...request, params: [] })).toBeNull();
    expect(parseRequestMessage('{}')).toBeNull();
  });

  it('carries the close result, and closeSheet without one as before', () => {
    const done = requestMessage('r2', 'closeSheet', { result: 'success' });
    expect(parseRequestMessage(JSON.parse(JSON.stringify(done)))).toEqual({
      ...base,
      kind: 'request',
      id: 'r2',
      name: 'closeSheet',
      params: { result: 'success' },
    });
    const bare = requestMessage('r3', 'closeSheet', {});
    expect(parseRequestMessage({ ...bare, params: undefined })).toMatchObject({ params: {} });
  });
});

describe('isSheetCloseResult', () => {
  it('takes success and cancelled only', () => {
    expect(isSheetCloseResult('success')).toBe(true);
    expect(isSheetCloseResult('cancelled')).toBe(true);
    for (const value of ['Success', 'done', '', undefined, null, 1, {}]) {
      expect(isSheetCloseResult(value)).toBe(false);
    }
  });
});

describe('the smsCode event', () => {
  it.each(['123456', '4821', 'A1B2C3D4E5'])(
    'carries a code the host read from an SMS: %s',
    (code) => {
      expect(parseIncoming(eventMessage('smsCode', { code }))).toEqual({
        type: 'event',
        name: 'smsCode',
        params: { code },
      });
    },
  );

  it.each([
    ['no code', {}],
    ['a code without a digit', { code: 'ABCDEF' }],
    ['a code too short', { code: '123' }],
    ['a code too long', { code: '12345678901' }],
    ['a code with spaces', { code: '123 456' }],
    ['a code that is not text', { code: 123456 }],
  ])('is ignored with %s', (_case, params) => {
    const message = { ...eventMessage('back'), name: 'smsCode', params };
    expect(parseIncoming(message)).toMatchObject({ type: 'ignored' });
  });
});

describe('checkpoints and connectivity', () => {
  it('takes a kept checkpoint, or none, and refuses one over the limit or without a version', () => {
    expect(checkResult('restoreCheckpoint', {}, { version: 1, checkpoint: '{"a":1}' })).toEqual({
      version: 1,
      checkpoint: '{"a":1}',
    });
    expect(checkResult('restoreCheckpoint', {}, { version: 1, checkpoint: null })).toEqual({
      version: 1,
      checkpoint: null,
    });
    const tooLong = 'x'.repeat(CHECKPOINT_MAX_CHARS + 1);
    for (const result of [{ version: 1, checkpoint: tooLong }, { checkpoint: null }, {}]) {
      expect(() => checkResult('restoreCheckpoint', {}, result)).toThrow(BridgeProtocolError);
    }
  });

  it('reads the connectivity event, and ignores one without its flag', () => {
    expect(parseIncoming(eventMessage('connectivity', { online: false }))).toEqual({
      type: 'event',
      name: 'connectivity',
      params: { online: false },
    });
    const message = { ...eventMessage('connectivity', { online: true }), params: { online: 'no' } };
    expect(parseIncoming(message)).toMatchObject({ type: 'ignored' });
  });
});
