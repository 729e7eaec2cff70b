/**
 * What the page's address tells it: each call's time-out (`timeoutMs`, `interactiveTimeoutMs`),
 * so a run against a host that ignores requests need not wait 10 s a check, and, for a host that
 * frames the page in one of its own (the broken-host fixture), that page's exact origin
 * (`hostOrigin`). Never `*`: the bridge posts only to an origin it was given.
 */
import {
  DEFAULT_INTERACTIVE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
} from '../../../../libs/bridge/src/contract';

export type PageOptions = {
  timeoutMs: number;
  interactiveTimeoutMs: number;
  /** the framing host's origin, from the address; undefined when it gave none (or a bad one) */
  hostOrigin: string | undefined;
};

/** A whole number of milliseconds from 1 to 10 minutes, else the default. */
function milliseconds(value: string | null, fallback: number): number {
  const ms = Number(value);
  return value !== null && Number.isInteger(ms) && ms >= 1 && ms <= 600_000 ? ms : fallback;
}

/** An exact http(s) origin, as written (`https://host.example:8443`), else undefined. */
export function exactOrigin(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const http = url.protocol === 'https:' || url.protocol === 'http:';
    return http && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

export function parsePageOptions(search: string): PageOptions {
  const query = new URLSearchParams(search);
  return {
    timeoutMs: milliseconds(query.get('timeoutMs'), DEFAULT_TIMEOUT_MS),
    interactiveTimeoutMs: milliseconds(
      query.get('interactiveTimeoutMs'),
      DEFAULT_INTERACTIVE_TIMEOUT_MS,
    ),
    hostOrigin: exactOrigin(query.get('hostOrigin')),
  };
}

/**
 * The origins the bridge accepts a host at: the address's first (the bridge posts to the first
 * when the referrer names none of them), then those of the sheet's own configuration
 * (`sheet-config.json` next to the sheet, as the shell reads it).
 */
export async function hostOriginsOf(options: PageOptions, pageUrl: URL): Promise<string[]> {
  let configured: string[] = [];
  try {
    const response = await fetch(new URL('../sheet-config.json', pageUrl));
    const config = (await response.json()) as { hostOrigins?: unknown };
    if (Array.isArray(config.hostOrigins)) {
      configured = config.hostOrigins.filter(
        (origin): origin is string => exactOrigin(String(origin)) !== undefined,
      );
    }
  } catch {
    // No configuration next to the page (a host that frames it names itself in `hostOrigin`).
  }
  const given = options.hostOrigin ? [options.hostOrigin] : [];
  return [...new Set([...given, ...configured])];
}
