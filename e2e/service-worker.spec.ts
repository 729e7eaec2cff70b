import type { Page, Response } from '@playwright/test';
import type { serveProduct } from '@sheet/static-server';
import { spawnEmulator, type SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { expect, test } from './support/secrets';

/**
 * The service worker (issue 33, ADR 0006): a second open takes the sheet's files from the worker
 * and sends only its data calls; the kill switch in sheet-config.json removes the worker; a broken
 * worker never leaves the sheet blank. Deploys and rollbacks through it: e2e/deploy.spec.ts.
 */
// The node project blocks service workers for the specs not about them (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const HEADING = 'Create Your Account';
const ROUTE = '/account/create/personal';

type Product = Awaited<ReturnType<typeof serveProduct>>;
let emulator: SpawnedEmulator;
let product: Product;

test.beforeAll(async () => {
  emulator = await spawnEmulator({ mode: 'test' });
  const { serveProduct } = await import('@sheet/static-server');
  product = await serveProduct({ emulatorUrl: emulator.url, testMode: true, integrity: true });
});
test.afterAll(async () => {
  await product?.close();
  await emulator?.stop();
});
test.beforeEach(() => {
  delete product.worker.script;
  delete product.sheetConfig.serviceWorker;
});

/** Opens the first screen and waits until the worker holds its files (the page marks it). */
async function openAndKeep(page: Page): Promise<void> {
  await page.goto(`${product.shell.url}${ROUTE}`);
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
  await page.waitForFunction(
    () => performance.getEntriesByName('sheet:service-worker-ready').length > 0,
  );
}

/** Every response of a page, as it arrived (from the worker or not). */
function responsesOf(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

/**
 * The host opens the sheet again: a new page of the same browser (its cache and worker), with
 * nothing kept from the last open's page (a reload would be offered to resume).
 */
async function openAgain(page: Page): Promise<{ again: Page; responses: Response[] }> {
  const again = await page.context().newPage();
  const responses = responsesOf(again);
  await again.goto(`${product.shell.url}${ROUTE}`);
  await expect(again.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Continue' })).toBeVisible();
  return { again, responses };
}

const workerRegistrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

test('a second open takes the page and every file from the worker: only data goes out', async ({
  page,
}) => {
  await openAndKeep(page);
  product.requestLog.length = 0;
  const { responses } = await openAgain(page);

  const files = responses.map((response) => new URL(response.url()).pathname);
  expect(files).toEqual(
    expect.arrayContaining([ROUTE, '/remotes.json', '/sheet-config.json', '/mf-manifest.json']),
  );
  expect(files.some((file) => /^\/main\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  expect(files.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
  // The page and the hashed files came from the worker; what reached the sheet's servers is only
  // the worker's refresh in the background of what a deploy changes (and its own script's check).
  const fromWorker = responses.filter((r) => r.fromServiceWorker()).map((r) => r.url());
  expect(fromWorker).toEqual(expect.arrayContaining([`${product.shell.url}${ROUTE}`]));
  expect(fromWorker.filter((url) => /\.[0-9a-f]{8}\.js$/.test(url)).length).toBeGreaterThan(5);
  const refreshable =
    /\/(account\/create\/personal|remotes\.json|sheet-config\.json|mf-manifest\.json|remoteEntry\.js|sheet-worker\.js)$/;
  expect(product.requestLog.filter((line) => !refreshable.test(line))).toEqual([]);
  const data = responses.filter((r) => r.url().startsWith(`${emulator.url}/account/create/`));
  expect(data.length).toBeGreaterThan(0);
});

test('the kill switch in sheet-config.json removes the worker and its caches', async ({ page }) => {
  await openAndKeep(page);
  expect(await workerRegistrations(page)).toBe(1);

  product.sheetConfig.serviceWorker = 'off';
  // This open still runs from the worker, which refreshes the configuration and retires.
  await openAgain(page);
  await expect.poll(() => workerRegistrations(page)).toBe(0);

  // The next open goes to the network and puts no worker back.
  const { again, responses } = await openAgain(page);
  expect(responses.some((response) => response.fromServiceWorker())).toBe(false);
  expect(await workerRegistrations(again)).toBe(0);
  // The sheet's page removes what the worker kept, once its first screen is ready.
  await expect
    .poll(() =>
      again.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('sheet-'))),
    )
    .toEqual([]);
});

test('a broken worker never leaves the sheet blank', async ({ page }) => {
  await openAndKeep(page);
  // A deploy ships a worker that fails on every request; the browser finds it when it checks.
  product.worker.script = [
    "self.addEventListener('install', () => self.skipWaiting());",
    "self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));",
    "self.addEventListener('fetch', () => { throw new Error('broken worker'); });",
  ].join('\n');
  // It takes over the open page (it claims it): the page sees its controller change.
  const takenOver = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
          once: true,
        }),
      ),
  );
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  expect(await takenOver).toBe(true);

  // Its failures leave every request to the network: the sheet opens and works.
  const { again } = await openAgain(page);
  const firstBox = again.getByRole('textbox').first();
  await firstBox.fill('Ada');
  await expect(firstBox).toHaveValue('Ada');
  await expect(again.getByRole('button', { name: 'Continue' })).toBeVisible();
});
