/**
 * Browser adapter: the sheet opened in a plain browser, with no host. httpRequest uses fetch,
 * showDialog an in-page <dialog>; what the host would have done (closeSheet, openUrl,
 * handOverDetails, notifyTermsAgreed, setCarrierStatus, invalidateSubscriptionStatus) is recorded in `bridge.recorded` (also readable with
 * `getRecordedHostEvents(bridge)`) and passed to `options.announce`. authenticate and signPayload
 * reject with BridgeUnavailableError. Back is the TV remote's key ('BrowserBack' / 'GoBack'), not Escape.
 */
import {
  type BridgeOptions,
  type CarrierStatus,
  CHECKPOINT_MAX_CHARS,
  CHECKPOINT_VERSION,
  type HostBridge,
  type HostRequestName,
  type HostRequests,
  isSheetCloseResult,
  type PrivacyConsentChoice,
  type SheetCloseResult,
} from './contract';
import type { OpenDialog } from './browser-dialog';
import { keepCheckpoint, readKeptCheckpoint } from './checkpoint-storage';
import {
  BridgeCallError,
  bridgeDisposedError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from './errors';
import { resolveOptions } from './options';

type RecordedHostEvent =
  | { name: 'closeSheet'; result?: SheetCloseResult }
  | { name: 'openUrl'; url: string }
  | { name: 'handOverDetails'; details: Record<string, unknown> }
  | { name: 'notifyTermsAgreed'; agreed: boolean }
  | { name: 'notifyPrivacyConsent'; choice: PrivacyConsentChoice }
  | { name: 'setCarrierStatus'; status: CarrierStatus }
  | { name: 'invalidateSubscriptionStatus' };

interface BrowserBridge extends HostBridge {
  readonly kind: 'browser';
  /** What the host would have done, oldest first. */
  readonly recorded: readonly RecordedHostEvent[];
}

export const DEVICE_ID_KEY = 'sheet-bridge.device-id';
/** Where a plain browser keeps the checkpoint: this tab's session, gone with the tab. */
export const CHECKPOINT_KEY = 'sheet-bridge.checkpoint';
const BACK_KEYS = ['BrowserBack', 'GoBack'];

type Handlers = {
  [N in HostRequestName]: (params: HostRequests[N]['params']) => Promise<HostRequests[N]['result']>;
};

/** The events a browser bridge recorded; empty for any other bridge. */
export function getRecordedHostEvents(bridge: HostBridge): readonly RecordedHostEvent[] {
  return bridge.kind === 'browser' && 'recorded' in bridge
    ? (bridge as BrowserBridge).recorded
    : [];
}

function randomId(win: Window): string {
  const crypto = win.crypto ?? globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function createBrowserBridge(options: BridgeOptions): BrowserBridge {
  const resolved = resolveOptions(options);
  const win = resolved.window;
  const recorded: RecordedHostEvent[] = [];
  const dialogs = new Set<OpenDialog>();
  const backListeners = new Set<() => void>();
  let memoryDeviceId: string | undefined;
  let disposed = false;

  const record = (event: RecordedHostEvent, detail?: string) => {
    recorded.push(event);
    try {
      resolved.announce?.(
        detail === undefined ? { name: event.name } : { name: event.name, detail },
      );
    } catch (error) {
      console.error('[@sheet/bridge] announce threw', error);
    }
    return Promise.resolve({});
  };

  const handlers: Handlers = {
    authenticate: () => Promise.reject(new BridgeUnavailableError('authenticate')),
    signPayload: () => Promise.reject(new BridgeUnavailableError('signPayload')),
    getPhoneNumber: async () => ({ phoneNumber: null }),
    async getDeviceId() {
      try {
        const stored = win.localStorage.getItem(DEVICE_ID_KEY);
        if (stored) return { deviceId: stored };
        const deviceId = randomId(win);
        win.localStorage.setItem(DEVICE_ID_KEY, deviceId);
        return { deviceId };
      } catch {
        // Storage refused (private mode, policy): stable for this page at least.
        memoryDeviceId ??= randomId(win);
        return { deviceId: memoryDeviceId };
      }
    },
    async httpRequest(params) {
      const fetchImpl = resolved.fetchImpl ?? win.fetch?.bind(win) ?? globalThis.fetch;
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, resolved.timeoutMs);
      try {
        const method = params.method.toUpperCase();
        const response = await fetchImpl(params.url, {
          method,
          headers: params.headers ?? {},
          body: method === 'GET' || method === 'HEAD' ? undefined : params.body,
          signal: controller.signal,
        });
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          headers[key] = value;
        });
        return { status: response.status, headers, body: await response.text() };
      } catch (error) {
        if (timedOut) throw new BridgeTimeoutError('httpRequest', resolved.timeoutMs);
        const message = error instanceof Error ? error.message : String(error);
        throw new BridgeCallError('httpRequest', 'network', message);
      } finally {
        clearTimeout(timer);
      }
    },
    async showDialog(params) {
      // Only a plain browser without a host draws dialogs itself: its code stays off the first
      // screen's scripts.
      const { openBrowserDialog } = await import(
        /* webpackChunkName: "bridge-browser-dialog" */ './browser-dialog'
      );
      if (disposed) throw bridgeDisposedError('showDialog');
      const dialog = openBrowserDialog(win.document, params, resolved.interactiveTimeoutMs);
      dialogs.add(dialog);
      const forget = () => dialogs.delete(dialog);
      dialog.result.then(forget, forget);
      return dialog.result;
    },
    closeSheet(params) {
      const result: unknown = params?.result;
      if (result === undefined) return record({ name: 'closeSheet' });
      // Typed callers cannot pass anything else, but an untyped one must not be announced as done.
      if (!isSheetCloseResult(result)) {
        const message = 'result must be success or cancelled';
        return Promise.reject(new BridgeCallError('closeSheet', 'invalid_params', message));
      }
      return record({ name: 'closeSheet', result }, result);
    },
    notifyTermsAgreed: (params) =>
      record({ name: 'notifyTermsAgreed', agreed: params.agreed }, params.agreed ? 'yes' : 'no'),
    notifyPrivacyConsent: (params) =>
      record({ name: 'notifyPrivacyConsent', choice: params.choice }, params.choice),
    // No host to show a challenge: the call that needs one says so.
    getCaptchaData: () => Promise.reject(new BridgeUnavailableError('getCaptchaData')),
    // The browser has its own navigation; there are no native buttons to set.
    setNavigationButtons: async () => ({}),
    // Nobody reads SMS for the sheet here: the person types the code.
    expectSmsCode: async () => ({}),
    setCarrierStatus: (params) =>
      record({ name: 'setCarrierStatus', status: params.status }, params.status),
    invalidateSubscriptionStatus: () => record({ name: 'invalidateSubscriptionStatus' }),
    openUrl: (params) => record({ name: 'openUrl', url: params.url }, params.url),
    async saveCheckpoint({ version, checkpoint }) {
      if (checkpoint !== null && checkpoint.length > CHECKPOINT_MAX_CHARS) {
        throw new BridgeCallError('saveCheckpoint', 'too_large', 'checkpoint too large');
      }
      try {
        const kept = checkpoint === null ? null : { version, checkpoint };
        keepCheckpoint(win.sessionStorage, CHECKPOINT_KEY, kept);
      } catch (error) {
        throw new BridgeCallError('saveCheckpoint', 'storage', String(error));
      }
      return {};
    },
    async restoreCheckpoint() {
      // Unreadable or refused storage keeps nothing: the sheet starts clean.
      const kept = readKeptCheckpoint(win.sessionStorage, CHECKPOINT_KEY);
      return kept ?? { version: CHECKPOINT_VERSION, checkpoint: null };
    },
    handOverDetails: (params) =>
      // The announcement names what was handed over, never the values.
      record(
        { name: 'handOverDetails', details: { ...params.details } },
        Object.keys(params.details).join(', '),
      ),
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!BACK_KEYS.includes(event.key) || backListeners.size === 0) return;
    event.preventDefault();
    for (const listener of [...backListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('[@sheet/bridge] a back listener threw', error);
      }
    }
  };
  win.addEventListener('keydown', onKeyDown);

  return {
    kind: 'browser',
    recorded,
    request<N extends HostRequestName>(
      name: N,
      params: HostRequests[N]['params'],
    ): Promise<HostRequests[N]['result']> {
      if (disposed) {
        return Promise.reject(bridgeDisposedError(name));
      }
      try {
        return handlers[name](params);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    onBack(listener) {
      backListeners.add(listener);
      return () => backListeners.delete(listener);
    },
    // In a plain browser only Back exists (the TV remote's key): nobody reads SMS for the sheet.
    on(name, listener) {
      return name === 'back' ? this.onBack(() => (listener as () => void)()) : () => undefined;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      win.removeEventListener('keydown', onKeyDown);
      backListeners.clear();
      for (const dialog of [...dialogs]) dialog.close();
    },
  };
}
