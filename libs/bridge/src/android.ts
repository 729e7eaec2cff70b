/**
 * Android adapter. The host injects `window.SheetHost = { postMessage(json) }` before the page
 * loads; requests go there as JSON strings. The adapter installs `window.SheetBridge = { receive(json) }`
 * through which the host delivers responses and events as JSON strings. Malformed JSON is counted
 * and logged at debug level, never thrown back into the host.
 */
import type { AndroidHostObject, AndroidSheetBridgeObject, BridgeOptions } from './contract';
import { createMessageBridge, type MessageBridge } from './message-bridge';
import { resolveOptions } from './options';

type AndroidWindow = Window & { SheetBridge?: AndroidSheetBridgeObject };

export function createAndroidBridge(
  options: BridgeOptions & { host: AndroidHostObject },
): MessageBridge {
  const resolved = resolveOptions(options);
  const win = resolved.window as AndroidWindow;
  const { host } = options;

  return createMessageBridge('android', resolved, {
    // A Java interface method must be called on its object: never detach postMessage.
    send: (message) => host.postMessage(JSON.stringify(message)),
    listen(deliver, ignore) {
      const receiver: AndroidSheetBridgeObject = {
        receive(json: string) {
          let data: unknown;
          try {
            data = typeof json === 'string' ? JSON.parse(json) : json;
          } catch {
            ignore('malformed JSON');
            return;
          }
          try {
            deliver(data);
          } catch (error) {
            console.error('[@sheet/bridge] failed to handle a host message', error);
          }
        },
      };
      win.SheetBridge = receiver;
      return () => {
        if (win.SheetBridge === receiver) delete win.SheetBridge;
      };
    },
  });
}
