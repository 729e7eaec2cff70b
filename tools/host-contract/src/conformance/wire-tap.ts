/**
 * A copy of every message the host sends, as it arrives, before the sheet's bridge reads it: the
 * bridge drops an answer with an unknown id without a word, so only the raw message tells a host
 * team that it answered with the wrong id, and only the raw message can be held against the
 * schema (the bridge keeps just the fields it knows). Installed before the bridge.
 */

/** One message from the host, decoded; `data` as it came. */
export type TappedMessage = { data: unknown };

export type WireTap = {
  /** Where the tap is now: messages after it are `since(mark)`. */
  mark(): number;
  since(mark: number): readonly TappedMessage[];
};

type Receiver = { receive(json: string): void };

function decode(json: unknown): unknown {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/**
 * Android: the host calls `window.SheetBridge.receive(json)`, and the bridge installs that object;
 * the tap stands in front of whatever is installed there.
 */
function tapAndroid(win: Window, record: (data: unknown) => void): void {
  let tapped: Receiver | undefined;
  Object.defineProperty(win, 'SheetBridge', {
    configurable: true,
    get: () => tapped,
    set(receiver: Receiver | undefined) {
      tapped = receiver && {
        receive(json: string) {
          record(decode(json));
          receiver.receive(json);
        },
      };
    },
  });
}

/**
 * The simulator's transport: messages posted to this window by its parent, from an origin the
 * bridge accepts (the same filter as the bridge's own).
 */
function tapPostMessage(
  win: Window,
  hostOrigins: readonly string[],
  record: (data: unknown) => void,
): void {
  win.addEventListener('message', (event) => {
    if (event.source === win.parent && hostOrigins.includes(event.origin)) record(event.data);
  });
}

export function installWireTap(win: Window, hostOrigins: readonly string[]): WireTap {
  const messages: TappedMessage[] = [];
  const record = (data: unknown) => void messages.push({ data });
  if ('SheetHost' in win) tapAndroid(win, record);
  else tapPostMessage(win, hostOrigins, record);
  return { mark: () => messages.length, since: (mark) => messages.slice(mark) };
}
