import type { AndroidSheetBridgeObject, HostBridge } from './contract';
import { deferredBridge } from './deferred-bridge';
import { holdEarlyMessages } from './early-messages';
import { BridgeCallError, BridgeTimeoutError } from './errors';

/** A loaded adapter that answers getDeviceId and lets the test fire `back`. */
function fakeAdapter() {
  const backListeners = new Set<() => void>();
  const adapter: HostBridge = {
    kind: 'simulator',
    request: jest.fn(async () => ({ deviceId: 'device-1' })) as unknown as HostBridge['request'],
    onBack(listener) {
      backListeners.add(listener);
      return () => void backListeners.delete(listener);
    },
    on: () => () => undefined,
    dispose: jest.fn(),
  };
  return { adapter, back: () => backListeners.forEach((listener) => listener()) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('deferredBridge', () => {
  afterEach(() => jest.useRealTimers());

  it('holds requests and listeners until the adapter is in, then passes them on', async () => {
    const { adapter, back } = fakeAdapter();
    const load = deferred<HostBridge>();
    const bridge = deferredBridge('simulator', 10_000, () => load.promise);
    const onBack = jest.fn();
    const stop = bridge.onBack(onBack);
    const answer = bridge.request('getDeviceId', {});
    load.resolve(adapter);
    await expect(answer).resolves.toEqual({ deviceId: 'device-1' });
    back();
    expect(onBack).toHaveBeenCalledTimes(1);
    stop();
    back();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('fails the waiting requests when the adapter does not load, and loads again on the next', async () => {
    const { adapter } = fakeAdapter();
    const load = jest
      .fn<Promise<HostBridge>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(adapter);
    const bridge = deferredBridge('android', 10_000, load);
    const failed = bridge.request('getDeviceId', {});
    await expect(failed).rejects.toBeInstanceOf(BridgeCallError);
    await expect(failed).rejects.toMatchObject({ code: 'send_failed' });
    await expect(bridge.request('getDeviceId', {})).resolves.toEqual({ deviceId: 'device-1' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('times a request out when the adapter never arrives', async () => {
    jest.useFakeTimers();
    const bridge = deferredBridge('android', 5000, () => new Promise<HostBridge>(() => undefined));
    const answer = bridge.request('getDeviceId', {});
    jest.advanceTimersByTime(5000);
    await expect(answer).rejects.toBeInstanceOf(BridgeTimeoutError);
  });

  it('refuses requests once disposed, and disposes an adapter that arrives later', async () => {
    const { adapter } = fakeAdapter();
    const load = deferred<HostBridge>();
    const bridge = deferredBridge('simulator', 10_000, () => load.promise);
    bridge.dispose();
    await expect(bridge.request('getDeviceId', {})).rejects.toMatchObject({ code: 'disposed' });
    load.resolve(adapter);
    await load.promise;
    await Promise.resolve();
    expect(adapter.dispose).toHaveBeenCalled();
  });
});

describe('holdEarlyMessages', () => {
  it('hands what the Android host sent early to the adapter, in order', () => {
    const win = {} as Window & { SheetBridge?: AndroidSheetBridgeObject };
    const handOver = holdEarlyMessages('android', win);
    win.SheetBridge!.receive('{"n":1}');
    win.SheetBridge!.receive('{"n":2}');
    const received: string[] = [];
    win.SheetBridge = { receive: (json) => void received.push(json) };
    handOver();
    expect(received).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('dispatches again what the simulator posted early, with its origin and source', () => {
    const handOver = holdEarlyMessages('simulator', window);
    window.dispatchEvent(
      new MessageEvent('message', { data: { n: 1 }, origin: 'http://host.test', source: window }),
    );
    const seen: { data: unknown; origin: string; fromHost: boolean }[] = [];
    window.addEventListener('message', (event) =>
      seen.push({ data: event.data, origin: event.origin, fromHost: event.source === window }),
    );
    handOver();
    expect(seen).toEqual([{ data: { n: 1 }, origin: 'http://host.test', fromHost: true }]);
  });
});
