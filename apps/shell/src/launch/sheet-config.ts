// Kept free of shared modules: main.ts fetches this before sharing is set up.

/** What differs between environments besides remotes.json: where services and hosts are. */
export type SheetConfig = {
  /** the service address table */
  bagUrl: string;
  /** origins a simulating host may have (the Android host needs none: it injects itself) */
  hostOrigins: string[];
  /** test mode: longer experiment time-out (spec §9) */
  testMode: boolean;
  /** error messages (substrings) never worth reporting, beyond the built-in list */
  errorNoise: string[];
};

export const DEFAULT_SHEET_CONFIG: SheetConfig = {
  bagUrl: 'http://127.0.0.1:4100/bag.json',
  hostOrigins: [],
  testMode: false,
  errorNoise: [],
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
    errorNoise: strings(raw.errorNoise),
  };
}

/** A missing or broken file leaves the defaults: the sheet still opens. */
export async function fetchSheetConfig(url: string, timeoutMs: number): Promise<SheetConfig> {
  try {
    const response = await fetch(url, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return DEFAULT_SHEET_CONFIG;
    return parseSheetConfig(await response.json(), response.url || url);
  } catch {
    return DEFAULT_SHEET_CONFIG;
  }
}
