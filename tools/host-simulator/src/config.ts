/** `./simulator-config.json`, fetched from the simulator's own origin at start. */
export type SimulatorConfig = { sheetUrl: string; emulatorUrl: string };

const DEFAULT_CONFIG: SimulatorConfig = {
  sheetUrl: 'http://127.0.0.1:4200',
  emulatorUrl: 'http://127.0.0.1:4100',
};

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return value.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** Checks a config object; a missing or bad field keeps its default and is reported. */
export function parseConfig(data: unknown): { config: SimulatorConfig; problems: string[] } {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const problems: string[] = [];
  const pick = (key: keyof SimulatorConfig) => {
    const value = httpUrl(record[key]);
    if (value === undefined)
      problems.push(`${key} is not an http(s) URL; using ${DEFAULT_CONFIG[key]}`);
    return value ?? DEFAULT_CONFIG[key];
  };
  return { config: { sheetUrl: pick('sheetUrl'), emulatorUrl: pick('emulatorUrl') }, problems };
}

export async function loadConfig(
  fetchImpl: typeof fetch,
  baseUrl: string,
): Promise<{ config: SimulatorConfig; problems: string[] }> {
  const url = new URL('simulator-config.json', baseUrl).toString();
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseConfig(await response.json());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      config: DEFAULT_CONFIG,
      problems: [`Could not load ${url} (${reason}); using defaults`],
    };
  }
}

/** The origin of the sheet, which every bridge message must come from and go to. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
