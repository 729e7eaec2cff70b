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
