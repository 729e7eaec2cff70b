/**
 * The simulator's end of the wire: reads requests from the sheet's iframe (that window and the
 * sheet origin only), answers them through host-handlers and posts replies and host events (`back`,
 * `close`, `smsCode`) to the iframe with the sheet origin as target.
 */
import { type HostEventName, type HostEvents, type HostSide, loadHostSide } from '@sheet/bridge';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { handleRequest, type HostEnvironment } from './host-handlers';
import type { Logger } from './log';

export type HostBridgeOptions = {
  frameRef: RefObject<HTMLIFrameElement | null>;
  sheetOrigin: string;
  env: HostEnvironment;
  log: Logger;
  /** the sheet asked to be closed (called after its answer is posted) */
  onClose(): void;
};

/** An event's params: none for `back` and `close`, `{code}` for `smsCode` (as eventMessage takes them). */
type EventParams<N extends HostEventName> =
  HostEvents[N] extends Record<string, never> ? [] : [HostEvents[N]];

export type HostBridge = {
  /** Posts a host event to the sheet being shown; false when there is no sheet to post to. */
  sendEvent<N extends HostEventName>(name: N, ...params: EventParams<N>): boolean;
};

/** The host's end of the protocol; loaded with the page, long before a sheet in the frame talks. */
const hostSide = loadHostSide();

export function useHostBridge(options: HostBridgeOptions): HostBridge {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) =>
      void hostSide.then((protocol) => answer(protocol, event));
    const answer = (
      { parseRequestMessage, resultMessage, errorMessage }: HostSide,
      event: MessageEvent,
    ) => {
      const { frameRef, sheetOrigin, log } = latest.current;
      const frameWindow = frameRef.current?.contentWindow;
      // Only the sheet's own window is listened to; other frames and windows are not even logged.
      if (!frameWindow || event.source !== frameWindow) return;
      if (event.origin !== sheetOrigin) {
        log('ignored', `message from ${event.origin}`, event.data);
        return;
      }
      const request = parseRequestMessage(event.data);
      if (!request) {
        log('ignored', 'not a bridge request', event.data);
        return;
      }
      log('sheet → host', request.name, request);
      void handleRequest(request, latest.current.env).then(({ reply, after }) => {
        // A reloaded or closed sheet is a new window: its predecessor's answers go nowhere.
        if (latest.current.frameRef.current?.contentWindow !== frameWindow) return;
        const message = reply.ok
          ? resultMessage(request.id, reply.result)
          : errorMessage(request.id, reply.error.code, reply.error.message);
        frameWindow.postMessage(message, sheetOrigin);
        latest.current.log('host → sheet', request.name, message);
        if (after === 'closeSheet') latest.current.onClose();
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const sendEvent = useCallback(
    <N extends HostEventName>(name: N, ...params: EventParams<N>): boolean => {
      const { frameRef, sheetOrigin, log } = latest.current;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow) return false;
      void hostSide.then(({ eventMessage }) => {
        const message = eventMessage(name, ...params);
        frameWindow.postMessage(message, sheetOrigin);
        // The log redacts secrets: the smsCode event's `code` shows as •••.
        log('host → sheet', name, message);
      });
      return true;
    },
    [],
  );

  return { sendEvent };
}
