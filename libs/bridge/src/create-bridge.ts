/**
 * Picks the adapter for where the sheet runs:
 * 1. Android when `window.SheetHost` has a postMessage function (the host injected it);
 * 2. the simulator when the page is framed (`window.parent !== window`) and either the referrer's
 *    origin is one of `hostOrigins` or the query has `host=simulator`;
 * 3. otherwise a plain browser.
 */
import { createAndroidBridge, findAndroidHost } from './android';
import { createBrowserBridge } from './browser';
import type { BridgeKind, BridgeOptions, HostBridge } from './contract';
import { originOf, resolveOptions } from './options';
import { createPostMessageBridge } from './post-message';

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
  const win = resolveOptions(options).window;
  switch (detectBridgeKind(options)) {
    case 'android':
      return createAndroidBridge({ ...options, window: win, host: findAndroidHost(win)! });
    case 'simulator':
      return createPostMessageBridge({ ...options, window: win, hostWindow: win.parent });
    case 'browser':
      return createBrowserBridge({ ...options, window: win });
  }
}
