// One measured open of the first screen for `npm run bench`: when it showed, the request waves
// before it, and which of those requests went to the network (CDP tells a service worker's or the
// HTTP cache's answers apart from the network's). docs/benchmark.md explains the figures.

import { settledInPage } from './bench-page.mjs';

export const READY_HEADING = 'Create Your Account';

// Marks the moment the screen is visible, localised and usable: the heading, with its translated
// text, and the form the service drives (its Continue button) are in the document; the time is
// taken at the next frame, when it paints. The requests the screen waited for are those that had
// finished when it was put in the document: what starts later (its idle-time loads, reports) or
// ends later cannot have held it up.
const readyProbe = `(() => {
  let shown;
  window.__screenVisible = new Promise((resolve) => { shown = resolve; });
  const done = () => {
    const heading = document.querySelector('h1');
    if (!heading || heading.textContent !== ${JSON.stringify(READY_HEADING)}) return false;
    if (!document.querySelector('form button[type="submit"]')) return false;
    window.__screenInDomAt ??= performance.now();
    requestAnimationFrame(() => { window.__screenVisibleAt ??= performance.now(); shown(); });
    return true;
  };
  new MutationObserver((_, observer) => { if (done()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * Sequential request waves before `until`: a request is one wave after the latest one that had
 * finished when it started. Returns the deepest wave and each request with its wave.
 */
function requestWaves(entries, until) {
  const settled = [];
  let deepest = 0;
  for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    if (entry.startTime > until) break;
    const before = settled.filter((done) => done.responseEnd <= entry.startTime);
    const wave = 1 + Math.max(0, ...before.map((done) => done.wave));
    settled.push({ ...entry, wave });
    deepest = Math.max(deepest, wave);
  }
  return { deepest, waterfall: settled };
}

/**
 * Follows where each response came from: the network, the HTTP cache, or the service worker (from
 * its cache, or from the network on its way). Keyed by URL; a URL asked twice keeps the network.
 */
async function followResponses(cdp) {
  const sources = new Map();
  const note = (url, source) => {
    if (sources.get(url) !== 'network') sources.set(url, source);
  };
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const url = urls.get(requestId);
    if (url) note(url, 'cache');
  });
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromServiceWorker) {
      note(response.url, response.serviceWorkerResponseSource === 'network' ? 'network' : 'worker');
    } else if (response.fromDiskCache || response.fromPrefetchCache) {
      note(response.url, 'cache');
    } else {
      note(response.url, 'network');
    }
  });
  return sources;
}

/** Opens `url` in `page` under `conditions` and returns when the screen showed, with its requests. */
async function measuredOpen(page, url, conditions) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sources = await followResponses(cdp);
  await cdp.send('Network.emulateNetworkConditions', conditions.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  await page.addInitScript(readyProbe);
  await page.goto(url, { waitUntil: 'commit' });
  // Not `waitForFunction`: it would compile Playwright's script in the page while it loads.
  await settledInPage(cdp, '__screenVisible');
  const result = await page.evaluate(() => {
    const visibleAt = window.__screenVisibleAt;
    const inDomAt = window.__screenInDomAt;
    const navigation = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const entries = [navigation, ...resources].map((e) => ({
      name: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
      transferSize: e.transferSize,
    }));
    const scripts = resources
      .filter((e) => e.responseEnd <= visibleAt && /\.js(\?|$)/.test(e.name))
      .map((e) => e.name);
    return { visibleAt, inDomAt, entries, scripts };
  });
  await cdp.detach();
  // An answer of 0 bytes moved nothing over the link: the HTTP cache's (a preload taken again,
  // stale-while-revalidate), whatever the protocol's flags say; a revalidation's 304 moves its
  // headers and is a round trip.
  const before = result.entries
    .filter((entry) => entry.responseEnd <= result.inDomAt)
    .map((entry) => {
      const source = sources.get(entry.name) ?? 'network';
      return {
        ...entry,
        source: source === 'network' && entry.transferSize === 0 ? 'cache' : source,
      };
    });
  const waves = requestWaves(
    before.filter((entry) => entry.source === 'network'),
    result.visibleAt,
  );
  const network = requestWaves(
    before.filter((entry) => entry.source === 'network'),
    result.visibleAt,
  );
  return {
    ...result,
    waves: waves.deepest,
    waterfall: waves.waterfall,
    networkWaterfall: network.waterfall,
    networkRoundTrips: network.deepest,
    // What crossed the link: a service worker's or the HTTP cache's answer moved nothing.
    bytesTransferred: before
      .filter((entry) => entry.source === 'network')
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  };
}

export async function coldRun(browser, url, conditions) {
  const context = await browser.newContext();
  const result = await measuredOpen(await context.newPage(), url, conditions);
  await context.close();
  return result;
}

/**
 * The host opens the sheet again: the same browser context (its HTTP cache, storage and service
 * worker). The first open runs unthrottled and is left until its worker holds the first screen's
 * files and its background refreshes are done.
 */
export async function warmRun(browser, url, conditions) {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(url);
  await first.getByRole('heading', { name: READY_HEADING }).waitFor();
  await first.waitForFunction(
    () => performance.getEntriesByName('sheet:service-worker-ready').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  // Let whatever the first open refreshes in the background (and its idle-time loads) finish.
  await first.waitForTimeout(3000);
  await first.close();
  const result = await measuredOpen(await context.newPage(), url, conditions);
  await context.close();
  return result;
}

/** One run's requests before the screen, by wave, for the printout (`entries` filters them). */
export function printWaterfall(title, run, entries = run.waterfall) {
  console.log(`\n${title} (screen at ${run.visibleAt.toFixed(0)} ms)`);
  console.log(
    `  ${'wave'.padEnd(5)}${'start'.padStart(7)}${'end'.padStart(7)}${'bytes'.padStart(8)}  ${'from'.padEnd(8)}request`,
  );
  const pageOrigin = new URL(run.waterfall[0].name).origin;
  for (const entry of entries) {
    const { origin, pathname } = new URL(entry.name);
    const where = origin === pageOrigin ? '' : `${origin} `;
    console.log(
      `  ${String(entry.wave).padEnd(5)}${entry.startTime.toFixed(0).padStart(7)}${entry.responseEnd.toFixed(0).padStart(7)}${String(entry.transferSize).padStart(8)}  ${entry.source.padEnd(8)}${where}${pathname}`,
    );
  }
}
