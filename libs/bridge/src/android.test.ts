import { createAndroidBridge } from './android';
import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION, type AndroidSheetBridgeObject } from './contract';
import { BridgeCallError, BridgeProtocolError, BridgeTimeoutError } from './errors';

type Sent = { id: string; name: string; params: unknown; channel: string; kind: string };

function setup(postMessage?: (json: string) => void) {
  const sent: Sent[] = [];
  const host = { postMessage: postMessage ?? ((json: string) => void sent.push(JSON.parse(json))) };
  const bridge = createAndroidBridge({
    hostOrigins: [],
    host,
    timeoutMs: 1000,
    interactiveTimeoutMs: 60_000,
  });
  const receiver = () =>
    (window as Window & { SheetBridge?: AndroidSheetBridgeObject }).SheetBridge;
  const reply = (message: object) =>
    receiver()!.receive(
      JSON.stringify({ channel: BRIDGE_CHANNEL, version: BRIDGE_PROTOCOL_VERSION, ...message }),
    );
  const last = () => sent[sent.length - 1]!;
  return { bridge, sent, receiver, reply, last };
}

describe('createAndroidBridge', () => {
  let debug: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    debug.mockRestore();
  });

  it('sends JSON requests to SheetHost and resolves on the answer through SheetBridge.receive', async () => {
    const { bridge, sent, reply, last } = setup();
    expect(bridge.kind).toBe('android');
    const answer = bridge.request('getDeviceId', {});
    expect(sent).toHaveLength(1);
    expect(last()).toMatchObject({
      channel: 'sheet-bridge',
      version: 1,
      kind: 'request',
      name: 'getDeviceId',
      params: {},
    });
    reply({ kind: 'response', id: last().id, ok: true, result: { deviceId: 'dev-1' } });
    await expect(answer).resolves.toEqual({ deviceId: 'dev-1' });
    bridge.dispose();
  });

  it('rejects with the host error code (cancelled sign-in)', async () => {
    const { bridge, reply, last } = setup();
    const answer = bridge.request('authenticate', { reason: 'linkCarrier' });
    reply({
      kind: 'response',
      id: last().id,
      ok: false,
      error: { code: 'cancelled', message: 'No' },
    });
    await expect(answer).rejects.toEqual(expect.any(BridgeCallError));
    await expect(answer).rejects.toMatchObject({ code: 'cancelled', request: 'authenticate' });
    bridge.dispose();
  });

  it('times out ordinary calls after timeoutMs and interactive ones after interactiveTimeoutMs', async () => {
    const { bridge } = setup();
    const quick = bridge.request('getPhoneNumber', {});
    const person = bridge.request('authenticate', {});
    jest.advanceTimersByTime(1000);
    await expect(quick).rejects.toEqual(expect.any(BridgeTimeoutError));
    jest.advanceTimersByTime(58_999);
    let settled = false;
    person.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(person).rejects.toMatchObject({ name: 'BridgeTimeoutError', timeoutMs: 60_000 });
    bridge.dispose();
  });

  it('ignores malformed JSON without throwing into the host, and counts it', () => {
    const { bridge, receiver } = setup();
    expect(() => receiver()!.receive('{not json')).not.toThrow();
    expect(bridge.ignoredMessages).toBe(1);
    expect(debug).toHaveBeenCalled();
    bridge.dispose();
  });

  it('rejects a reply whose result does not fit the request', async () => {
    const { bridge, reply, last } = setup();
    const answer = bridge.request('authenticate', {});
    reply({ kind: 'response', id: last().id, ok: true, result: { authenticated: 'yes' } });
    await expect(answer).rejects.toEqual(expect.any(BridgeProtocolError));
    const http = bridge.request('httpRequest', { url: '/x', method: 'GET' });
    reply({
      kind: 'response',
      id: last().id,
      ok: true,
      result: { status: 200, body: 5, headers: {} },
    });
    await expect(http).rejects.toEqual(expect.any(BridgeProtocolError));
    bridge.dispose();
  });

  it('rejects a malformed envelope for an open call', async () => {
    const { bridge, reply, last } = setup();
    const answer = bridge.request('getDeviceId', {});
    reply({ kind: 'response', id: last().id, ok: 'maybe' });
    await expect(answer).rejects.toMatchObject({
      name: 'BridgeProtocolError',
      request: 'getDeviceId',
    });
    bridge.dispose();
  });

  it('ignores answers to unknown ids and keeps waiting for the right one', async () => {
    const { bridge, reply, last } = setup();
    const answer = bridge.request('getDeviceId', {});
    reply({ kind: 'response', id: 'someone-else', ok: true, result: { deviceId: 'x' } });
    expect(bridge.ignoredMessages).toBe(1);
    reply({ kind: 'response', id: last().id, ok: true, result: { deviceId: 'mine' } });
    await expect(answer).resolves.toEqual({ deviceId: 'mine' });
    bridge.dispose();
  });

  it('calls back listeners on the back event until they unsubscribe', () => {
    const { bridge, reply } = setup();
    const listener = jest.fn();
    const unsubscribe = bridge.onBack(listener);
    reply({ kind: 'event', name: 'back' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    reply({ kind: 'event', name: 'back' });
    expect(listener).toHaveBeenCalledTimes(1);
    bridge.dispose();
  });

  it('rejects a call the host object refuses to take', async () => {
    const { bridge } = setup(() => {
      throw new Error('host gone');
    });
    await expect(bridge.request('closeSheet', {})).rejects.toMatchObject({ code: 'send_failed' });
    bridge.dispose();
  });

  it('on dispose removes SheetBridge and rejects open calls', async () => {
    const { bridge, receiver } = setup();
    const answer = bridge.request('getDeviceId', {});
    expect(receiver()).toBeDefined();
    bridge.dispose();
    expect(receiver()).toBeUndefined();
    await expect(answer).rejects.toMatchObject({ code: 'disposed' });
    await expect(bridge.request('getDeviceId', {})).rejects.toMatchObject({ code: 'disposed' });
  });
});
