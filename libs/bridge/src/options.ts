import {
  type BridgeOptions,
  DEFAULT_INTERACTIVE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  type HostRequestName,
  INTERACTIVE_REQUESTS,
} from './contract';

export type ResolvedOptions = {
  hostOrigins: readonly string[];
  timeoutMs: number;
  interactiveTimeoutMs: number;
  window: Window;
  announce: BridgeOptions['announce'];
  fetchImpl: BridgeOptions['fetchImpl'];
};

export function resolveOptions(options: BridgeOptions): ResolvedOptions {
  const win = options.window ?? (globalThis as { window?: Window }).window;
  if (!win) throw new Error('@sheet/bridge needs a window (pass options.window)');
  return {
    hostOrigins: options.hostOrigins,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    interactiveTimeoutMs: options.interactiveTimeoutMs ?? DEFAULT_INTERACTIVE_TIMEOUT_MS,
    window: win,
    announce: options.announce,
    fetchImpl: options.fetchImpl,
  };
}

/** The time-out of one call: calls that wait for a person get the interactive one. */
export function timeoutFor(name: HostRequestName, options: ResolvedOptions): number {
  return INTERACTIVE_REQUESTS.includes(name) ? options.interactiveTimeoutMs : options.timeoutMs;
}

/** The origin of a URL, or undefined when it has none (empty referrer, opaque origin). */
export function originOf(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Ignored messages are counted and logged at debug level, never thrown into the host. */
export function debugIgnored(kind: string, reason: string): void {
  console.debug(`[@sheet/bridge] ${kind}: ignored a host message (${reason})`);
}
