/**
 * Picks the adapter for where the sheet runs:
 * 1. Android when `window.SheetHost` has a postMessage function (the host injected it);
 * 2. the simulator when the page is framed (`window.parent !== window`) and either the referrer's
 *    origin is one of `hostOrigins` or the query has `host=simulator`;
 * 3. otherwise a plain browser.
 * The two host adapters (with the protocol's checks) are a chunk of their own that a plain browser
 * never loads; in a host it loads while the sheet starts, and the bridge waits for it meanwhile.
 */
import { createBrowserBridge } from './browser';
import type { AndroidHostObject, BridgeKind, BridgeOptions, HostBridge } from './contract';
import { deferredBridge } from './deferred-bridge';
import { holdEarlyMessages } from './early-messages';
import { originOf, resolveOptions } from './options';

/** The injected host object, when the page runs inside the Android host. */
function findAndroidHost(win: Window): AndroidHostObject | undefined {
  const host = (win as Window & { SheetHost?: unknown }).SheetHost;
  if (typeof host !== 'object' || host === null) return undefined;
  return typeof (host as Partial<AndroidHostObject>).postMessage === 'function'
    ? (host as AndroidHostObject)
    : undefined;
}

export function detectBridgeKind(options: BridgeOptions): BridgeKind {
  const win = resolveOptions(options).window;
  if (findAndroidHost(win)) return 'android';
  let framed = false;
  try {
    framed = win.parent !== win && win.parent !== null;
  } catch {
    framed = true;
  }
  if (framed) {
    const referrer = originOf(win.document?.referrer);
    const fromQuery = new URLSearchParams(win.location?.search ?? '').get('host') === 'simulator';
    if ((referrer && options.hostOrigins.includes(referrer)) || fromQuery) return 'simulator';
  }
  return 'browser';
}

export function createBridge(options: BridgeOptions): HostBridge {
  const resolved = resolveOptions(options);
  const win = resolved.window;
  const kind = detectBridgeKind(options);
  if (kind === 'browser') return createBrowserBridge({ ...options, window: win });
  const handOver = holdEarlyMessages(kind, win);
  return deferredBridge(
    kind,
    resolved.timeoutMs,
    () =>
      import(/* webpackChunkName: "bridge-host-adapters" */ './host-adapters').then((adapters) =>
        kind === 'android'
          ? adapters.createAndroidBridge({ ...options, window: win, host: findAndroidHost(win)! })
          : adapters.createPostMessageBridge({ ...options, window: win, hostWindow: win.parent }),
      ),
    handOver,
  );
}
