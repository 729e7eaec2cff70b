/**
 * The page's calls through the sheet's own Android adapter, with the wire tap in front of
 * `window.SheetBridge`: what the bridge made of each answer, and what only the raw message shows.
 */
import { createBridge } from '@sheet/bridge';
import { createHostCaller } from './host-call';
import { installWireTap } from './wire-tap';

type Request = { id: string; name: string };
type AndroidWindow = Window & {
  SheetHost?: { postMessage(json: string): void };
  SheetBridge?: { receive(json: string): void };
};
const win = window as AndroidWindow;
const envelope = { channel: 'sheet-bridge', version: 1, kind: 'response' };

/** An Android host answering each request with `reply(request)` (null: never). */
function androidHost(reply: (request: Request) => Record<string, unknown> | null) {
  win.SheetHost = {
    postMessage(json) {
      const request = JSON.parse(json) as Request;
      const answer = reply(request);
      if (answer) queueMicrotask(() => win.SheetBridge?.receive(JSON.stringify(answer)));
    },
  };
}

afterEach(() => {
  delete win.SheetHost;
  delete win.SheetBridge;
});

test('reads answers through the tap: results, schema problems, refusals, a wrong id', async () => {
  androidHost(({ id, name }) => {
    if (name === 'getDeviceId') return { ...envelope, id, ok: true, result: { deviceId: 'd1' } };
    if (name === 'getPhoneNumber') {
      return { ...envelope, id, ok: true, result: { phoneNumber: null, imsi: '310' } };
    }
    if (name === 'openUrl') return { ...envelope, id: 'not-yours', ok: true, result: {} };
    return { ...envelope, id, ok: false, error: { code: 'invalid_params', message: 'No' } };
  });
  // The bridge logs the answer it drops (the wrong id) at debug level.
  const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  const tap = installWireTap(window, []);
  const bridge = createBridge({ hostOrigins: [], timeoutMs: 50 });
  expect(bridge.kind).toBe('android');
  const call = createHostCaller(bridge, tap);

  await expect(call('getDeviceId', {})).resolves.toMatchObject({
    kind: 'result',
    result: { deviceId: 'd1' },
    schemaProblem: null,
  });
  // The bridge keeps the fields it knows; the schema says a host sent one too many.
  await expect(call('getPhoneNumber', {})).resolves.toMatchObject({
    kind: 'result',
    result: { phoneNumber: null },
    schemaProblem: '/result must NOT have additional properties: imsi (response.getPhoneNumber)',
  });
  await expect(call('signPayload', { payload: 42 })).resolves.toMatchObject({
    kind: 'refused',
    code: 'invalid_params',
  });
  await expect(call('openUrl', { url: 'https://sheet.example/' })).resolves.toMatchObject({
    kind: 'timeout',
    timeoutMs: 50,
    strayIds: ['not-yours'],
  });
  expect(debug).toHaveBeenCalledWith(expect.stringContaining('no open call not-yours'));
  bridge.dispose();
  debug.mockRestore();
});
