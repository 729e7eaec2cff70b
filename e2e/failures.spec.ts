import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { expect, test as base } from './support/secrets';
import { expectNoAxeViolations } from './support/axe';
import { navigateInSheet } from './support/navigation';
import { startFaultServer, type FaultMode } from './support/fault-server';
import { startProduct, type Product } from './support/product';
import { REMOTE_LOAD_TIMEOUT_MS } from '../apps/shell/src/federation/timing';

type Faulty = {
  fault: Awaited<ReturnType<typeof startFaultServer>>;
  product: Product;
};

/**
 * The product with terms_privacy served by a fault server, and every other remote healthy: both
 * started once per worker; each test starts with the fault server healthy and listening.
 */
const test = base.extend<{ healthyAtStart: void }, Faulty>({
  fault: [
    async ({}, use) => {
      const fault = await startFaultServer({
        distDir: path.resolve(__dirname, '../apps/terms-privacy/dist'),
        screenChunk: 'terms',
      });
      await use(fault);
      await fault.close();
    },
    { scope: 'worker' },
  ],
  product: [
    async ({ fault }, use) => {
      const product = await startProduct({ terms_privacy: fault.manifestUrl });
      await use(product);
      await product.close();
    },
    { scope: 'worker' },
  ],
  healthyAtStart: [
    async ({ fault }, use) => {
      fault.setMode('healthy');
      await fault.accept();
      await use();
    },
    { auto: true },
  ],
});

const ERROR_TITLE = 'This Page Didn’t Load';
/** The shell's start-up chunk with React and the rest of the shared stack. */
const sharedStack = /\/shared-stack\.[0-9a-f]+\.js$/;
type FaultServer = Faulty['fault'];

/**
 * Requests of the page still in flight, other than to the faulty remote: the test moves the
 * page's clock only when none is, since a jump past the load time-out also gives up any healthy
 * chunk still on its way (webpack's chunk time-out is the sheet's, docs/product.md "Timing").
 */
function healthyRequestsInFlight(page: Page, isHeld: (url: string) => boolean) {
  const pending = new Set<Request>();
  let idle: Array<() => void> = [];
  const settle = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    idle.forEach((resolve) => resolve());
    idle = [];
  };
  page.on('request', (request) => {
    if (!isHeld(request.url())) pending.add(request);
  });
  // A fetch that the page's preload of the same address answered has its answer, but stays open
  // in the browser until it is dropped, 30 s later: it is not on its way.
  const finished = new Set<string>();
  page.on('response', (response) => {
    if (finished.has(response.url())) settle(response.request());
  });
  page.on('requestfinished', (request) => {
    finished.add(request.url());
    settle(request);
  });
  page.on('requestfailed', settle);
  return {
    none: () =>
      pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)),
  };
}

/**
 * The error screen with Retry focused, reached without waiting in real time for a hanging
 * remote: the page runs on a clock the test controls (installed before the page opens), and each
 * time the remote leaves a request unanswered (and nothing healthy is on its way) the test moves
 * that clock past the sheet's load time-out. How soon a person really sees it is a budget of
 * `npm run bench` (felt budgets).
 */
async function expectErrorScreen(page: Page, fault: FaultServer) {
  const faultyOrigin = new URL(fault.manifestUrl).origin;
  const inFlight = healthyRequestsInFlight(page, (url) => url.startsWith(faultyOrigin));
  const errorShown = page
    .getByRole('heading', { name: ERROR_TITLE })
    .waitFor()
    .then(() => true);
  // The shell has started (its presentation is on the page): its start-up chunks are in. The
  // page's head asks for the remote's manifest first, so the first unanswered request can come
  // before the start-up chunks are even asked for; a jump then gives them up (webpack's chunk
  // time-out is the sheet's), and the page loads again instead of showing this remote's error.
  await expect(page.locator('html')).toHaveAttribute('data-device', /./);
  for (let handled = fault.hungRequests(); ; handled += 1) {
    const hung = fault.hungRequestsReach(handled + 1).then(() => false);
    if (await Promise.race([errorShown, hung])) break;
    await inFlight.none();
    // A script that has arrived runs before the clock moves: one task of the page's own.
    await page.evaluate(() => document.readyState);
    await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS);
  }
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeFocused();
  await expectNoAxeViolations(page);
}

async function expectRetryRecovers(page: Page) {
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
}

async function expectOtherFlowsWork(page: Page, shellUrl: string) {
  await page.goto(`${shellUrl}/account/carrier-linking`);
  await expect(page.getByRole('heading', { name: 'Link Your Carrier Plan' })).toBeVisible();
}

const modes: Array<{ name: string; mode: FaultMode }> = [
  { name: 'accepts connections and never answers', mode: 'hang' },
  { name: 'serves a broken remote entry', mode: 'broken-entry' },
  { name: 'serves a screen that throws while rendering', mode: 'throwing-screen' },
  { name: 'loses a lazy screen chunk (ChunkLoadError)', mode: 'missing-chunk' },
];

for (const { name, mode } of modes) {
  test(`a remote that ${name} gives a localised error with Retry; other flows keep working`, async ({
    page,
    fault,
    product,
  }) => {
    await page.clock.install();
    fault.setMode(mode);
    // `commit`: a script that never arrives holds the page's load event.
    await page.goto(`${product.shell.url}/terms`, { waitUntil: 'commit' });
    await expectErrorScreen(page, fault);

    // The other flows are untouched while this one is down.
    await expectOtherFlowsWork(page, product.shell.url);
    await page.goto(`${product.shell.url}/terms`, { waitUntil: 'commit' });
    await expectErrorScreen(page, fault);

    fault.setMode('healthy');
    await expectRetryRecovers(page);
  });
}

test('a screen chunk held on a slow link: the error with Try Again, which shows the screen once it arrives', async ({
  page,
  product,
}) => {
  // The first request for the screen's chunk is held in the browser as a stalled link would.
  const held: Route[] = [];
  let firstHeld!: () => void;
  const chunkHeld = new Promise<void>((resolve) => (firstHeld = resolve));
  const screenChunk = /\/terms\.[0-9a-f]+\.js$/;
  const inFlight = healthyRequestsInFlight(page, (url) => screenChunk.test(url));
  await page.route(screenChunk, (route) => {
    if (held.length > 0) return route.continue();
    held.push(route);
    firstHeld();
  });
  await page.clock.install();
  await page.goto(`${product.shell.url}/terms`, { waitUntil: 'commit' });
  await chunkHeld;
  await inFlight.none();
  await page.evaluate(() => document.readyState);
  await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS);
  await expect(page.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
  // Webpack gave the chunk up with the sheet (its chunk time-out is the same 4 s), so Try Again
  // loads it again; the browser joins that load to the request in flight, which now arrives.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await held[0]!.continue();
  await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
});

test('a start-up chunk held past the time-out on a slow link: the page loads again once and shows the screen', async ({
  page,
  product,
}) => {
  // The shell's first request for its shared stack (React and the rest) is held as a stalled
  // link would hold it; the page's next one goes through.
  const held: Route[] = [];
  await page.route(sharedStack, (route) => {
    if (held.length > 0) return route.continue();
    held.push(route);
  });
  await page.clock.install();
  const opened = page.waitForRequest(sharedStack);
  await page.goto(`${product.shell.url}/terms`, { waitUntil: 'commit' });
  await opened;
  // The shell's entry has run (its federation runtime is on the page) and waits for the stack.
  await page.waitForFunction(() => '_FEDERATION_BUNDLER_RUNTIME' in window);
  const loadedAgain = page.waitForEvent('framenavigated');
  await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS);
  await loadedAgain;
  await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
  await held[0]!.abort();
});

test('a start-up chunk its server answers with an error, after the reload too: the load error in the sheet’s language; Try Again works once it is fixed', async ({
  page,
  product,
}) => {
  let broken = true;
  await page.route(sharedStack, (route) =>
    broken ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  await page.goto(`${product.shell.url}/terms?cc=SAU&lang=ar`);
  const failed = page.getByRole('alert', { name: 'تعذّر تحميل هذه الصفحة' });
  await expect(failed).toContainText('تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.');
  // Loaded once more on its own, and no more: the error stays for the person to act on.
  expect(loads).toBe(2);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tryAgain = failed.getByRole('button', { name: 'إعادة المحاولة' });
  await expect(tryAgain).toBeFocused();
  await expectNoAxeViolations(page);
  broken = false;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'الشروط والأحكام المحدَّثة' })).toBeVisible();
});

test('a remote whose server refuses connections gives the error screen; Retry works once it is back', async ({
  page,
  fault,
  product,
}) => {
  await fault.refuse();
  await page.goto(`${product.shell.url}/terms`);
  await expectErrorScreen(page, fault);
  await fault.accept();
  await expectRetryRecovers(page);
  await expectOtherFlowsWork(page, product.shell.url);
});

test('a remote that fails after the sheet is open shows the error in place of that flow only', async ({
  page,
  fault,
  product,
}) => {
  await page.clock.install();
  await page.goto(`${product.shell.url}/account/create/personal`);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  fault.setMode('hang');
  // A client-side navigation, as a link inside the sheet would do.
  await navigateInSheet(page, '/terms');
  await expectErrorScreen(page, fault);
  fault.setMode('healthy');
  await expectRetryRecovers(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});

test("a remote whose stylesheet does not load gives the same error and Retry as a script's", async ({
  page,
  fault,
  product,
}) => {
  // Blocked in the browser: the remote's server stays healthy, only its CSS never arrives.
  const styles = `${new URL(fault.manifestUrl).origin}/**/*.css`;
  const blockStyles = (route: Route) => route.abort('failed');
  await page.route(styles, blockStyles);
  await page.goto(`${product.shell.url}/terms`);
  await expectErrorScreen(page, fault);
  await page.unroute(styles, blockStyles);
  await expectRetryRecovers(page);
});
