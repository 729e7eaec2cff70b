import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION } from './contract';
import { BridgeProtocolError, BridgeTimeoutError } from './errors';
import { createPostMessageBridge, pickHostOrigin } from './post-message';

const HOST = 'http://127.0.0.1:4300';

function frameWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

function setup(hostOrigins: readonly string[] = [HOST]) {
  const hostWindow = frameWindow();
  const postMessage = jest.fn();
  hostWindow.postMessage = postMessage;
  const bridge = createPostMessageBridge({ hostOrigins, hostWindow, timeoutMs: 1000 });
  const lastId = (): string => postMessage.mock.calls[postMessage.mock.calls.length - 1]![0].id;
  const deliver = (data: object, origin = HOST, source: Window | null = hostWindow) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: BRIDGE_CHANNEL, version: BRIDGE_PROTOCOL_VERSION, ...data },
        origin,
        source,
      }),
    );
  return { bridge, hostWindow, postMessage, lastId, deliver };
}

describe('createPostMessageBridge', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('posts requests to the host window with the exact host origin and resolves on the answer', async () => {
    const { bridge, postMessage, lastId, deliver } = setup();
    expect(bridge.kind).toBe('simulator');
    const answer = bridge.request('showDialog', {
      title: 'Hi',
      message: 'There',
      buttons: [{ id: 'ok', label: 'OK' }],
    });
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'sheet-bridge', kind: 'request', name: 'showDialog' }),
      HOST,
    );
    deliver({ kind: 'response', id: lastId(), ok: true, result: { buttonId: 'ok' } });
    await expect(answer).resolves.toEqual({ buttonId: 'ok' });
    bridge.dispose();
  });

  it('ignores answers from a foreign origin or a foreign window', async () => {
    const { bridge, lastId, deliver } = setup();
    const answer = bridge.request('getDeviceId', {});
    const id = lastId();
    deliver({ kind: 'response', id, ok: true, result: { deviceId: 'evil' } }, 'http://evil.test');
    deliver({ kind: 'response', id, ok: true, result: { deviceId: 'evil' } }, HOST, frameWindow());
    deliver({ kind: 'response', id, ok: true, result: { deviceId: 'evil' } }, HOST, null);
    deliver({ kind: 'event', name: 'back' }, 'http://evil.test');
    deliver({ kind: 'response', id, ok: true, result: { deviceId: 'good' } });
    await expect(answer).resolves.toEqual({ deviceId: 'good' });
    bridge.dispose();
  });

  it('rejects a malformed answer and times out a missing one', async () => {
    const { bridge, lastId, deliver } = setup();
    const phone = bridge.request('getPhoneNumber', {});
    deliver({ kind: 'response', id: lastId(), ok: true, result: { phoneNumber: 12 } });
    await expect(phone).rejects.toEqual(expect.any(BridgeProtocolError));
    const silent = bridge.request('signPayload', { payload: 'x' });
    jest.advanceTimersByTime(1000);
    await expect(silent).rejects.toEqual(expect.any(BridgeTimeoutError));
    bridge.dispose();
  });

  it('ignores non-object data and unknown ids from the host', () => {
    const { bridge, hostWindow, deliver } = setup();
    window.dispatchEvent(
      new MessageEvent('message', { data: 'text', origin: HOST, source: hostWindow }),
    );
    deliver({ kind: 'response', id: 'nobody', ok: true, result: {} });
    expect(bridge.ignoredMessages).toBe(2);
    bridge.dispose();
  });

  it('fires back listeners for the host back event only', () => {
    const { bridge, deliver } = setup();
    const listener = jest.fn();
    bridge.onBack(listener);
    deliver({ kind: 'event', name: 'back' });
    deliver({ kind: 'event', name: 'forward' });
    expect(listener).toHaveBeenCalledTimes(1);
    bridge.dispose();
    deliver({ kind: 'event', name: 'back' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hands an SMS code the host read to its listeners, and never to back listeners', () => {
    const { bridge, deliver } = setup();
    const codes = jest.fn();
    const back = jest.fn();
    const stop = bridge.on('smsCode', codes);
    bridge.onBack(back);
    deliver({ kind: 'event', name: 'smsCode', params: { code: '482913' } });
    deliver({ kind: 'event', name: 'smsCode', params: { code: 'nodigit' } });
    expect(codes).toHaveBeenCalledWith({ code: '482913' });
    expect(codes).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    stop();
    deliver({ kind: 'event', name: 'smsCode', params: { code: '111111' } });
    expect(codes).toHaveBeenCalledTimes(1);
    bridge.dispose();
  });

  it('posts to the referrer origin when several host origins are allowed', () => {
    Object.defineProperty(document, 'referrer', {
      value: 'http://localhost:4300/?x=1',
      configurable: true,
    });
    try {
      const { bridge, postMessage } = setup([HOST, 'http://localhost:4300']);
      void bridge.request('closeSheet', {}).catch(() => undefined);
      expect(postMessage).toHaveBeenCalledWith(expect.anything(), 'http://localhost:4300');
      bridge.dispose();
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
  });
});

describe('pickHostOrigin', () => {
  it('uses the referrer origin when allowed, else the first, and refuses none or *', () => {
    expect(pickHostOrigin(['http://a.test', 'http://b.test'], 'http://b.test/page')).toBe(
      'http://b.test',
    );
    expect(pickHostOrigin(['http://a.test', 'http://b.test'], 'http://c.test/')).toBe(
      'http://a.test',
    );
    expect(pickHostOrigin(['http://a.test'], '')).toBe('http://a.test');
    expect(() => pickHostOrigin([], '')).toThrow();
    expect(() => pickHostOrigin(['*'], '')).toThrow();
  });
});
