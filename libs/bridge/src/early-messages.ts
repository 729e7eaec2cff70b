import type { AndroidSheetBridgeObject } from './contract';

type AndroidWindow = Window & { SheetBridge?: AndroidSheetBridgeObject };

/**
 * Until the host adapter is in (a chunk of its own, see create-bridge.ts), what the host sends
 * (a Back press while the sheet starts) is held here. The returned function hands it over, in
 * order, once the adapter listens.
 */
export function holdEarlyMessages(kind: 'android' | 'simulator', win: Window): () => void {
  if (kind === 'android') {
    const androidWindow = win as AndroidWindow;
    const held: string[] = [];
    const holder: AndroidSheetBridgeObject = { receive: (json) => void held.push(json) };
    androidWindow.SheetBridge = holder;
    return () => {
      const receiver = androidWindow.SheetBridge;
      if (receiver !== holder) held.forEach((json) => receiver?.receive(json));
    };
  }
  const held: MessageEvent[] = [];
  const hold = (event: MessageEvent) => void held.push(event);
  win.addEventListener('message', hold);
  return () => {
    win.removeEventListener('message', hold);
    for (const { data, origin, source } of held) {
      win.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    }
  };
}
