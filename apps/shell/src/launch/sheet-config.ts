// Kept free of shared modules: main.ts fetches this before sharing is set up (type imports only).
import type { FeatureSwitches } from '@sheet/sheet-runtime';
import type { IntegrityMode } from '../federation/integrity';

/** What differs between environments besides remotes.json: where services and hosts are. */
export type SheetConfig = {
  /** the service address table */
  bagUrl: string;
  /** origins a simulating host may have (the Android host needs none: it injects itself) */
  hostOrigins: string[];
  /** test mode: longer experiment time-out (spec §9) */
  testMode: boolean;
  /**
   * where the experiment configuration is published (a content delivery host, spec §9); the bag's
   * `experimentConfig` address when absent
   */
  experimentsUrl?: string;
  /** error messages (substrings) never worth reporting, beyond the built-in list */
  errorNoise: string[];
  /** spec §9's feature switches; off unless the environment turns one on */
  features: FeatureSwitches;
  /** how long a service call may take before it is given up (ms); the transport's default when absent */
  serviceTimeoutMs?: number;
  /**
   * whether remote files must match their hashes (docs/deploy.md, "Integrity"): `required` unless
   * the file says `off` (development servers only)
   */
  integrity: IntegrityMode;
  /**
   * the service worker that keeps the sheet's files on the device (ADR 0006): `on` unless the
   * file says `off`, the kill switch, which also removes a worker a device already has
   */
  serviceWorker: 'on' | 'off';
};

// The same values as @sheet/sheet-runtime's DEFAULT_FEATURE_SWITCHES, which this file cannot import.
const FEATURES_OFF: FeatureSwitches = {
  uninstalledAppCarrierLinkFlow: false,
  bundleInAppPurchase: false,
  credentialService: false,
};
const SWITCHES = Object.keys(FEATURES_OFF) as (keyof FeatureSwitches)[];

export const DEFAULT_SHEET_CONFIG: SheetConfig = {
  bagUrl: 'http://127.0.0.1:4100/bag.json',
  hostOrigins: [],
  testMode: false,
  errorNoise: [],
  features: FEATURES_OFF,
  integrity: 'required',
  serviceWorker: 'on',
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function parseSheetConfig(value: unknown, baseUrl: string): SheetConfig {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    bagUrl:
      typeof raw.bagUrl === 'string'
        ? new URL(raw.bagUrl, baseUrl).href
        : DEFAULT_SHEET_CONFIG.bagUrl,
    hostOrigins: strings(raw.hostOrigins).map((origin) => new URL(origin).origin),
    testMode: raw.testMode === true,
    ...(typeof raw.experimentsUrl === 'string'
      ? { experimentsUrl: new URL(raw.experimentsUrl, baseUrl).href }
      : {}),
    errorNoise: strings(raw.errorNoise),
    features: parseFeatures(raw.features),
    ...serviceTimeout(raw.serviceTimeoutMs),
    integrity: raw.integrity === 'off' ? 'off' : 'required',
    serviceWorker: raw.serviceWorker === 'off' ? 'off' : 'on',
  };
}

/** A service time-out between 1 and 60 s; anything else leaves the transport's default. */
function serviceTimeout(value: unknown): { serviceTimeoutMs?: number } {
  return typeof value === 'number' && value >= 1000 && value <= 60_000
    ? { serviceTimeoutMs: value }
    : {};
}

/** Each switch is on only when the file says `true`; unknown names are ignored. */
function parseFeatures(value: unknown): FeatureSwitches {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const features = { ...DEFAULT_SHEET_CONFIG.features };
  for (const name of SWITCHES) features[name] = raw[name] === true;
  return features;
}

/** A missing or broken file leaves the defaults: the sheet still opens. */
export async function fetchSheetConfig(url: string, timeoutMs: number): Promise<SheetConfig> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return DEFAULT_SHEET_CONFIG;
    return parseSheetConfig(await response.json(), response.url || url);
  } catch {
    return DEFAULT_SHEET_CONFIG;
  }
}
