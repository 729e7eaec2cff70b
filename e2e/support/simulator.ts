import { expect, type FrameLocator, type Page } from '@playwright/test';
import { spawnEmulator, type SpawnedEmulator } from '../../tools/service-emulator/src/spawn';
import { serverTest, startProduct, type Product } from './product';

type HostWorld = {
  emulator: SpawnedEmulator;
  hosted: Product;
  /** how long the sheet waits for a service call; 0: the product's default */
  serviceTimeoutMs: number;
};

/**
 * The whole product as `npm start` runs it, on fresh ports: the service emulator (test mode),
 * the shell and remotes, and the host simulator around the sheet. Started and stopped by the test.
 */
export const test = serverTest.extend<object, HostWorld>({
  serviceTimeoutMs: [0, { option: true, scope: 'worker' }],
  emulator: [
    async ({}, use) => {
      const emulator = await spawnEmulator({ mode: 'test' });
      await use(emulator);
      await emulator.stop();
    },
    { scope: 'worker' },
  ],
  hosted: [
    async ({ emulator, sheetServer, serviceTimeoutMs }, use) => {
      const product = await startProduct(
        {},
        { emulatorUrl: emulator.url, simulator: true, server: sheetServer, serviceTimeoutMs },
      );
      await use(product);
      await product.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Opens the host simulator with the given toolbar state (path, lang, cc, theme, tv, signedIn). */
export async function openInHost(
  page: Page,
  hosted: Product,
  state: Record<string, string> = {},
): Promise<FrameLocator> {
  const query = new URLSearchParams(state).toString();
  await page.goto(`${hosted.simulator!.url}/${query ? `?${query}` : ''}`);
  return page.frameLocator('iframe[title="Sheet"]');
}

export async function controlOf<T>(
  emulator: SpawnedEmulator,
  path: string,
  init?: { method?: string; json?: unknown },
): Promise<T> {
  const response = await fetch(`${emulator.url}/__control/${path}`, {
    method: init?.method ?? (init?.json === undefined ? 'GET' : 'POST'),
    headers: init?.json === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init?.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return (await response.json()) as T;
}

/** A new account in the emulator, signed in: its token, for the simulator's `token` (the host's sign-in). */
export async function signedInToken(
  emulator: SpawnedEmulator,
  json: { accountName: string; password: string; storefront?: string },
): Promise<string> {
  return (await controlOf<{ token: string }>(emulator, 'accounts', { json })).token;
}

/** Whether a fault queued for `call` still waits for its request (the emulator takes it then). */
export async function faultPending(emulator: SpawnedEmulator, call: string): Promise<boolean> {
  const { faults } = await controlOf<{ faults: Array<{ call: string }> }>(emulator, 'faults');
  return faults.some((queued) => queued.call === call);
}

type MetricsEvent = { eventType?: string; page?: string; pagePath?: string };

/** Page views the emulator's metrics sink received, in order. */
export async function pageViews(emulator: SpawnedEmulator): Promise<string[]> {
  const reports = await controlOf<{ metrics: MetricsEvent[] }>(emulator, 'reports');
  return reports.metrics
    .filter((event) => event.eventType === 'page')
    .map((event) => event.page ?? '');
}
