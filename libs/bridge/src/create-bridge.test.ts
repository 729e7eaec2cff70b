import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION, type AndroidSheetBridgeObject } from './contract';
import { createBridge, detectBridgeKind } from './create-bridge';

const HOST = 'http://127.0.0.1:4300';

/** A framed window as the sheet would see it inside the simulator's iframe. */
function framedWindow({ referrer = '', search = '' } = {}): Window {
  const parent = { postMessage: jest.fn() };
  return {
    parent,
    document: { referrer },
    location: { search },
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  } as unknown as Window;
}

describe('createBridge', () => {
  afterEach(() => {
    delete (window as Window & { SheetHost?: unknown }).SheetHost;
  });

  it('picks Android when the host injected SheetHost with a postMessage function', () => {
    (window as Window & { SheetHost?: unknown }).SheetHost = { postMessage: jest.fn() };
    const bridge = createBridge({ hostOrigins: [HOST] });
    expect(bridge.kind).toBe('android');
    bridge.dispose();
  });

  it('does not take a SheetHost without postMessage for the host', () => {
    (window as Window & { SheetHost?: unknown }).SheetHost = { postMessage: 'nope' };
    expect(detectBridgeKind({ hostOrigins: [HOST] })).toBe('browser');
  });

  it('picks the simulator when framed by an allowed referrer origin or asked by the query', () => {
    const byReferrer = framedWindow({ referrer: `${HOST}/?lang=ar` });
    expect(detectBridgeKind({ hostOrigins: [HOST], window: byReferrer })).toBe('simulator');
    const bridge = createBridge({ hostOrigins: [HOST], window: byReferrer });
    expect(bridge.kind).toBe('simulator');
    bridge.dispose();
    const byQuery = framedWindow({ search: '?lang=en-us&host=simulator' });
    expect(detectBridgeKind({ hostOrigins: [HOST], window: byQuery })).toBe('simulator');
  });

  it('falls back to the browser when framed by anyone else, or not framed at all', () => {
    const foreign = framedWindow({ referrer: 'http://evil.test/' });
    expect(detectBridgeKind({ hostOrigins: [HOST], window: foreign })).toBe('browser');
    expect(detectBridgeKind({ hostOrigins: [HOST] })).toBe('browser');
    const bridge = createBridge({ hostOrigins: [HOST] });
    expect(bridge.kind).toBe('browser');
    bridge.dispose();
  });
});

describe('createBridge in the Android host (its adapter loads on demand)', () => {
  type AndroidWindow = Window & { SheetHost?: unknown; SheetBridge?: AndroidSheetBridgeObject };
  const androidWindow = window as AndroidWindow;
  const envelope = { channel: BRIDGE_CHANNEL, version: BRIDGE_PROTOCOL_VERSION };
  afterEach(() => {
    delete androidWindow.SheetHost;
    delete androidWindow.SheetBridge;
  });

  it('sends a request made at once when the adapter is in, and delivers a Back pressed meanwhile', async () => {
    const sent: { id: string; name: string }[] = [];
    androidWindow.SheetHost = { postMessage: (json: string) => void sent.push(JSON.parse(json)) };
    const bridge = createBridge({ hostOrigins: [] });
    const onBack = jest.fn();
    bridge.onBack(onBack);
    const answer = bridge.request('getDeviceId', {});
    // The host presses Back before the adapter is in: held, not lost.
    androidWindow.SheetBridge!.receive(
      JSON.stringify({ ...envelope, kind: 'event', name: 'back', params: {} }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([expect.objectContaining({ name: 'getDeviceId', kind: 'request' })]);
    androidWindow.SheetBridge!.receive(
      JSON.stringify({
        ...envelope,
        kind: 'response',
        id: sent[0]!.id,
        ok: true,
        result: { deviceId: 'd-1' },
      }),
    );
    await expect(answer).resolves.toEqual({ deviceId: 'd-1' });
    bridge.dispose();
  });
});
