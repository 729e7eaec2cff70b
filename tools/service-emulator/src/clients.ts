/**
 * The client the sheet says it is: `X-Client-Version` (the app version, e.g. `2534.14.0`) and
 * `X-Client-Platform` (`android` | `android-tv`) on every call. Both are optional (curl sends
 * neither); a value that is sent must be well formed. The calls that sent them are remembered in
 * memory (the newest `MAX_CLIENT_RECORDS`) for the control endpoint.
 */
import type { FaultTarget } from './calls';
import { invalidHeader } from './envelope';

export const CLIENT_VERSION_HEADER = 'X-Client-Version';
export const CLIENT_PLATFORM_HEADER = 'X-Client-Platform';

export const CLIENT_PLATFORMS = ['android', 'android-tv'] as const;

/** Three dot-separated numbers (`2534.14.0`); JSON-schema form, also used for metrics events. */
export const CLIENT_VERSION_PATTERN = '^\\d+\\.\\d+\\.\\d+$';
const CLIENT_VERSION = new RegExp(CLIENT_VERSION_PATTERN);
/** The longest version taken (every string the emulator takes has a limit). */
export const MAX_CLIENT_VERSION_LENGTH = 32;

/** How many calls `GET /__control/clients` keeps (oldest dropped first). */
export const MAX_CLIENT_RECORDS = 200;

interface ClientRecord {
  call: FaultTarget;
  /** As sent; null when the request sent only the version. */
  platform: string | null;
  /** As sent; null when the request sent only the platform. */
  version: string | null;
  /** Ms since the epoch (emulator clock). */
  at: number;
}

export interface ClientHeaders {
  version: string | null;
  platform: string | null;
}

/** The header's value, or null when absent. A header given twice arrives joined (`a, b`): not valid. */
function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Reads and checks both headers; throws 400 InvalidRequest naming the header that is not valid. */
export function clientHeaders(
  headers: Record<string, string | string[] | undefined>,
): ClientHeaders {
  const version = header(headers, CLIENT_VERSION_HEADER);
  if (
    version !== null &&
    (version.length > MAX_CLIENT_VERSION_LENGTH || !CLIENT_VERSION.test(version))
  ) {
    throw invalidHeader(
      CLIENT_VERSION_HEADER,
      `must be three dot-separated numbers such as 2534.14.0 (at most ${MAX_CLIENT_VERSION_LENGTH} characters)`,
    );
  }
  const platform = header(headers, CLIENT_PLATFORM_HEADER);
  if (platform !== null && !(CLIENT_PLATFORMS as readonly string[]).includes(platform)) {
    throw invalidHeader(CLIENT_PLATFORM_HEADER, `must be one of ${CLIENT_PLATFORMS.join(', ')}`);
  }
  return { version, platform };
}

export interface ClientLog {
  record(call: FaultTarget, client: ClientHeaders, at: number): void;
  /** Oldest first. */
  list(): ClientRecord[];
  clear(): void;
}

export function createClientLog(): ClientLog {
  let records: ClientRecord[] = [];
  return {
    record(call, client, at) {
      if (client.version === null && client.platform === null) return;
      records.push({ call, platform: client.platform, version: client.version, at });
      if (records.length > MAX_CLIENT_RECORDS) records = records.slice(-MAX_CLIENT_RECORDS);
    },
    list: () => records.map((r) => ({ ...r })),
    clear() {
      records = [];
    },
  };
}
