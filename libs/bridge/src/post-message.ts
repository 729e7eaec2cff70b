/**
 * postMessage adapter, for the host simulator: the sheet runs in an iframe and the host is the
 * parent window. Requests go to `hostWindow.postMessage(message, origin)` with an exact target
 * origin (never `*`); only `message` events whose origin is one of `hostOrigins` AND whose source
 * is `hostWindow` are read. Everything else is ignored.
 */
import type { BridgeOptions } from './contract';
import { createMessageBridge, type MessageBridge } from './message-bridge';
import { originOf, resolveOptions } from './options';

/** The host origin to post to: the one the referrer names when several are allowed, else the first. */
export function pickHostOrigin(hostOrigins: readonly string[], referrer: string): string {
  const fromReferrer = originOf(referrer);
  const origin = fromReferrer && hostOrigins.includes(fromReferrer) ? fromReferrer : hostOrigins[0];
  if (!origin || origin === '*') {
    throw new Error('@sheet/bridge: the postMessage bridge needs an explicit host origin');
  }
  return origin;
}

export function createPostMessageBridge(
  options: BridgeOptions & { hostWindow: Window },
): MessageBridge {
  const resolved = resolveOptions(options);
  const { hostWindow } = options;
  const win = resolved.window;
  const targetOrigin = pickHostOrigin(resolved.hostOrigins, win.document?.referrer ?? '');

  return createMessageBridge('simulator', resolved, {
    send: (message) => hostWindow.postMessage(message, targetOrigin),
    listen(deliver, ignore) {
      const onMessage = (event: MessageEvent) => {
        // Foreign windows and origins are not counted: other frames may talk on the same window.
        if (event.source !== hostWindow || !resolved.hostOrigins.includes(event.origin)) return;
        if (typeof event.data !== 'object' || event.data === null) {
          ignore('not an object');
          return;
        }
        deliver(event.data);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  });
}
