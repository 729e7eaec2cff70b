// How a service call becomes an HTTP request: its address from the bag, its query, the client's
// headers. Plain functions, here (not shared over Module Federation) so the shell's entry builds
// the first screen's calls exactly as @sheet/services' transport does (ADR 0006).
import { APP_VERSION } from './enums';
import type { Device } from './launch-params';

type Provider = 'default' | 'business' | 'education' | 'sharedBusiness' | 'sharedEducation';

/** The service address table: every URL the product calls is a host plus a named path. */
export type Bag = {
  hosts: Readonly<Record<Provider, string>>;
  paths: Readonly<Record<string, string>>;
};

/** Whether `value` is a bag: hosts with a default one, and paths that are all text. */
export function isBag(value: unknown): value is Bag {
  if (typeof value !== 'object' || value === null) return false;
  const { hosts, paths } = value as Partial<Bag>;
  return (
    typeof hosts === 'object' &&
    hosts !== null &&
    typeof hosts.default === 'string' &&
    typeof paths === 'object' &&
    paths !== null &&
    Object.values(paths).every((path) => typeof path === 'string')
  );
}

/** How long a service call may take when the configuration says nothing (ms). */
export const DEFAULT_SERVICE_TIMEOUT_MS = 15_000;

const providerByContext: Record<string, Provider> = {
  business: 'business',
  education: 'education',
  sharedbusiness: 'sharedBusiness',
  'shared-business': 'sharedBusiness',
  sharededucation: 'sharedEducation',
  'shared-education': 'sharedEducation',
};

/** Music, tv, apps, podcasts and the rest use the default host (spec §1). */
export function providerForContext(context: string | undefined): Provider {
  return (context && providerByContext[context.toLowerCase()]) || 'default';
}

/** A call's address: the host of the context plus the bag's path; what is missing is named. */
export function serviceAddress(
  bag: Bag,
  key: string,
  context?: string,
): { url: string } | { missing: string } {
  const path = bag.paths[key];
  if (!path) return { missing: key };
  const host = bag.hosts[providerForContext(context)];
  if (!host) return { missing: `host ${providerForContext(context)}` };
  return { url: `${host.replace(/\/$/, '')}${path}` };
}

type ParamValue = string | number | boolean | null | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

/** Booleans travel as 1 or 0 (spec §7); empty values are left out. */
export function encodeParams(params: Params): URLSearchParams {
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    encoded.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return encoded;
}

/** The address a call is sent to: `url` with its query. */
export function withQuery(url: string, query: Params | undefined): string {
  const encoded = query ? encodeParams(query).toString() : '';
  return encoded ? `${url}${url.includes('?') ? '&' : '?'}${encoded}` : url;
}

export type ClientInfo = { version: string; platform: 'android' | 'android-tv' };

/** The app and platform the sheet runs in (spec §9: 2534.14.0 on Android), by device. */
export function clientOf(device: Device): ClientInfo {
  return { version: APP_VERSION, platform: device === 'tv' ? 'android-tv' : 'android' };
}

/** The headers every call carries: what it accepts, the client (spec §9), the person's language. */
export function callHeaders(client: ClientInfo | undefined, language: string | undefined) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (client) {
    headers['X-Client-Version'] = client.version;
    headers['X-Client-Platform'] = client.platform;
  }
  // What the services say (validation messages, dialogs, terms) arrives in it.
  if (language) headers['Accept-Language'] = language;
  return headers;
}
