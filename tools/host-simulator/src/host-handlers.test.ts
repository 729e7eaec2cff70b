import { type HostRequestMessage, type HostRequestName, requestMessage } from '@sheet/bridge';
import {
  handleRequest,
  type HostEnvironment,
  shortHash,
  SIMULATED_PHONE_NUMBER,
} from './host-handlers';

function env(overrides: Partial<HostEnvironment> = {}): HostEnvironment {
  return {
    signedIn: () => false,
    token: () => null,
    deviceId: 'sim-device-1',
    fetchImpl: jest.fn(),
    askSignIn: jest.fn(async () => false),
    askDialog: jest.fn(async () => null),
    record: jest.fn(),
    ...overrides,
  };
}

const request = (name: HostRequestName, params: object = {}) =>
  requestMessage('id-1', name, params as never) as HostRequestMessage;

describe('handleRequest', () => {
  it('answers authenticate at once when signed in, else asks for sign-in', async () => {
    expect(await handleRequest(request('authenticate'), env({ signedIn: () => true }))).toEqual({
      reply: { ok: true, result: { authenticated: true } },
    });
    const askSignIn = jest.fn(async () => true);
    expect(
      (await handleRequest(request('authenticate', { reason: 'link' }), env({ askSignIn }))).reply,
    ).toEqual({
      ok: true,
      result: { authenticated: true },
    });
    expect(askSignIn).toHaveBeenCalledWith('link');
    expect((await handleRequest(request('authenticate'), env())).reply).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
  });

  it('shows the app dialog and answers the chosen button, or cancelled when dismissed', async () => {
    const params = { title: 'T', message: 'M', buttons: [{ id: 'ok', label: 'OK' }] };
    const askDialog = jest.fn(async () => 'ok');
    expect((await handleRequest(request('showDialog', params), env({ askDialog }))).reply).toEqual({
      ok: true,
      result: { buttonId: 'ok' },
    });
    expect(askDialog).toHaveBeenCalledWith(params);
    expect((await handleRequest(request('showDialog', params), env())).reply).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
    expect((await handleRequest(request('showDialog', { title: 'T' }), env())).reply).toMatchObject(
      {
        error: { code: 'invalid_params' },
      },
    );
  });

  it('performs httpRequest with the bearer token when signed in', async () => {
    const fetchImpl = jest.fn(
      async () => new Response('{"status":0}', { status: 200, headers: { 'X-Id': '1' } }),
    );
    const handled = await handleRequest(
      request('httpRequest', {
        url: 'http://127.0.0.1:4100/channel/link',
        method: 'post',
        headers: { 'Content-Type': 'application/json', authorization: 'Bearer forged' },
        body: '{"a":1}',
      }),
      env({ signedIn: () => true, token: () => 'tok-1', fetchImpl }),
    );
    expect(handled.reply).toEqual({
      ok: true,
      result: {
        status: 200,
        headers: expect.objectContaining({ 'x-id': '1' }),
        body: '{"status":0}',
      },
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:4100/channel/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' },
      body: '{"a":1}',
    });
  });

  it('sends no token when signed out, no body with GET, and answers network on failure', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 204 }));
    await handleRequest(
      request('httpRequest', { url: '/x', method: 'GET', body: 'x' }),
      env({ fetchImpl }),
    );
    expect(fetchImpl).toHaveBeenCalledWith('/x', { method: 'GET', headers: {}, body: undefined });
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      (
        await handleRequest(
          request('httpRequest', { url: '/x', method: 'GET' }),
          env({ fetchImpl: failing }),
        )
      ).reply,
    ).toEqual({
      ok: false,
      error: { code: 'network', message: 'Failed to fetch' },
    });
    expect((await handleRequest(request('httpRequest', { url: 5 }), env())).reply).toMatchObject({
      error: { code: 'invalid_params' },
    });
  });

  it('answers device id, phone number and signature', async () => {
    expect((await handleRequest(request('getDeviceId'), env())).reply).toEqual({
      ok: true,
      result: { deviceId: 'sim-device-1' },
    });
    expect((await handleRequest(request('getPhoneNumber'), env())).reply).toEqual({
      ok: true,
      result: { phoneNumber: null },
    });
    expect(
      (await handleRequest(request('getPhoneNumber'), env({ signedIn: () => true }))).reply,
    ).toEqual({
      ok: true,
      result: { phoneNumber: SIMULATED_PHONE_NUMBER },
    });
    expect((await handleRequest(request('signPayload', { payload: 'abc' }), env())).reply).toEqual({
      ok: true,
      result: { signature: `sim-${shortHash('abc')}` },
    });
    expect(shortHash('abc')).toMatch(/^[0-9a-f]{8}$/);
    expect(shortHash('abc')).not.toBe(shortHash('abd'));
  });

  it('records what the sheet hands over and closes after answering closeSheet', async () => {
    const record = jest.fn();
    const e = env({ record });
    await handleRequest(request('openUrl', { url: 'https://example.com/family' }), e);
    await handleRequest(request('handOverDetails', { details: { dsid: '7' } }), e);
    await handleRequest(request('notifyTermsAgreed'), e);
    expect(record.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'openUrl', url: 'https://example.com/family' },
      { kind: 'details', details: { dsid: '7' } },
      { kind: 'termsAgreed' },
    ]);
    expect(await handleRequest(request('closeSheet'), e)).toEqual({
      reply: { ok: true, result: {} },
      after: 'closeSheet',
    });
    expect(record).toHaveBeenLastCalledWith({ kind: 'closed', result: null });
  });

  it('records the close result: success, cancelled, or none', async () => {
    for (const [params, result] of [
      [{ result: 'success' }, 'success'],
      [{ result: 'cancelled' }, 'cancelled'],
      [{}, null],
      // postMessage keeps a key holding undefined; it is no result, as JSON would have it.
      [{ result: undefined }, null],
    ] as const) {
      const record = jest.fn();
      expect(await handleRequest(request('closeSheet', params), env({ record }))).toEqual({
        reply: { ok: true, result: {} },
        after: 'closeSheet',
      });
      expect(record.mock.calls).toEqual([[{ kind: 'closed', result }]]);
    }
  });

  it.each([
    ['an unknown result', { result: 'done' }],
    ['a result in another case', { result: 'Success' }],
    ['a result that is not a string', { result: 1 }],
    ['a null result', { result: null }],
    ['another key', { reason: 'x' }],
    ['another key beside the result', { result: 'success', extra: true }],
  ])('refuses closeSheet with %s, without closing or recording', async (_label, params) => {
    const record = jest.fn();
    const handled = await handleRequest(request('closeSheet', params), env({ record }));
    expect(handled).toEqual({
      reply: { ok: false, error: { code: 'invalid_params', message: 'Invalid params: result' } },
    });
    expect(record).not.toHaveBeenCalled();
  });
});
