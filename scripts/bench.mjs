// `npm run bench`: how fast the first screen shows on a slow phone, against the physical limit.
// Production build, served compressed as a CDN would; Chromium with 4x CPU throttling and a
// 1.6 Mbps / 750 Kbps / 150 ms network; 5 cold runs of the app and of a static snapshot of the
// same rendered page (its HTML and CSS, no scripts), and 5 warm runs (the same browser context
// opens the sheet a second time). Then the felt budgets (bench-felt.mjs) and the heap over 30
// rounds of screens and of sheet opens (bench-memory.mjs). Prints each figure beside its budget and
// the waterfall of one cold and one warm run, writes bench-results/bench.json, and exits non-zero
// when a budget is broken. docs/benchmark.md says what each figure means.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { measureFeltBudgets } from './bench-felt.mjs';
import { measureMemory } from './bench-memory.mjs';
import { startEmulatorProcess } from './emulator-process.mjs';
import { splitFirstRouteJs } from './first-route-split.mjs';
import { buildAll, CHROMIUM_PATH, ensureChromium, ensurePackages, root } from './setup.mjs';

ensurePackages();
ensureChromium();
buildAll();

const { chromium } = await import('@playwright/test');
const { serveDirectory, serveProduct } = await import('@sheet/static-server');

const ROUTE = '/account/create/personal';
const READY_HEADING = 'Create Your Account';
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const BUDGETS = {
  firstRouteJsGzipKb: 185,
  firstRouteJsProductKb: 40,
  coldToBandwidthLimit: 1.4,
  coldRequestWaves: 4,
  warmRoundTrips: 2,
};

// Marks the moment the screen is visible, localised and usable: the heading, with its translated
// text, and the form the service drives (its Continue button) are in the document; the time is
// taken at the next frame, when it paints.
const readyProbe = `(() => {
  const done = () => {
    const heading = document.querySelector('h1');
    if (!heading || heading.textContent !== ${JSON.stringify(READY_HEADING)}) return false;
    if (!document.querySelector('form button[type="submit"]')) return false;
    requestAnimationFrame(() => { window.__screenVisibleAt ??= performance.now(); });
    return true;
  };
  new MutationObserver((_, observer) => { if (done()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true, characterData: true });
})();`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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

/** A request that went to the network (a 304 too); a cache hit transfers nothing. */
const fromNetwork = (entry) => entry.transferSize > 0;

/** Opens `url` in `page` under the bench's conditions and returns when the screen showed. */
async function measuredOpen(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(readyProbe);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__screenVisibleAt !== undefined, undefined, {
    timeout: 120_000,
  });
  const result = await page.evaluate(() => {
    const visibleAt = window.__screenVisibleAt;
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
    return { visibleAt, entries, scripts };
  });
  await cdp.detach();
  const before = result.entries.filter((entry) => entry.startTime <= result.visibleAt);
  const waves = requestWaves(before, result.visibleAt);
  const network = requestWaves(before.filter(fromNetwork), result.visibleAt);
  return {
    ...result,
    waves: waves.deepest,
    waterfall: waves.waterfall,
    networkWaterfall: network.waterfall,
    networkRoundTrips: network.deepest,
    bytesTransferred: before.reduce((sum, entry) => sum + entry.transferSize, 0),
  };
}

async function coldRun(browser, url) {
  const context = await browser.newContext();
  const result = await measuredOpen(await context.newPage(), url);
  await context.close();
  return result;
}

/** The host opens the sheet again: the same browser context (its HTTP cache and storage full). */
async function warmRun(browser, url) {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(url);
  await first.getByRole('heading', { name: READY_HEADING }).waitFor();
  // Let whatever the first open refreshes in the background (and its idle-time loads) finish.
  await first.waitForTimeout(3000);
  await first.close();
  const result = await measuredOpen(await context.newPage(), url);
  await context.close();
  return result;
}

/** One run's requests before the screen, by wave, for the printout (`only` filters them). */
function printWaterfall(title, run, entries = run.waterfall) {
  console.log(`\n${title} (screen at ${run.visibleAt.toFixed(0)} ms)`);
  console.log(
    `  ${'wave'.padEnd(5)}${'start'.padStart(7)}${'end'.padStart(7)}${'bytes'.padStart(8)}  request`,
  );
  for (const entry of entries) {
    const { origin, pathname } = new URL(entry.name);
    const where = origin === new URL(run.waterfall[0].name).origin ? '' : `${origin} `;
    console.log(
      `  ${String(entry.wave).padEnd(5)}${entry.startTime.toFixed(0).padStart(7)}${entry.responseEnd.toFixed(0).padStart(7)}${String(entry.transferSize).padStart(8)}  ${where}${pathname}`,
    );
  }
}

/** The rendered page as the physical limit: its HTML and its CSS inlined, no scripts. */
async function snapshotOf(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: READY_HEADING }).waitFor();
  await page.locator('form button[type="submit"]').waitFor();
  const html = await page.evaluate(() => {
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const copy = document.documentElement.cloneNode(true);
    copy
      .querySelectorAll(
        'script, link[rel="stylesheet"], link[rel="preload"], link[rel="modulepreload"]',
      )
      .forEach((node) => node.remove());
    const style = document.createElement('style');
    style.textContent = css;
    copy.querySelector('head').append(style);
    return `<!doctype html>\n${copy.outerHTML}`;
  });
  await page.close();
  return html;
}

/** The file as served, uncompressed; undefined when the server has none. */
async function fetchText(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  return response.ok ? response.text() : undefined;
}

/** Gzip size of each script (KB), heaviest first, named by the app that serves it. */
async function gzipSizes(urls, appOfOrigin) {
  const unique = [...new Set(urls)];
  const sizes = await Promise.all(
    unique.map(async (url) => {
      const body = Buffer.from((await fetchText(url)) ?? '');
      const { origin, pathname } = new URL(url);
      return {
        file: `${appOfOrigin.get(origin) ?? origin}${pathname}`,
        kb: gzipSync(body).length / 1024,
      };
    }),
  );
  return sizes.sort((a, b) => b.kb - a.kb);
}

// The sheet reads its service bag before the first screen (metrics need it): a real server answers.
const emulator = await startEmulatorProcess({ mode: 'test' });
// As production runs it: every remote file checked against its manifest's hash (integrity on).
const product = await serveProduct({ emulatorUrl: emulator.url, testMode: true, integrity: true });
const snapshotDir = await mkdtemp(path.join(os.tmpdir(), 'sheet-snapshot-'));
const launch = (extraArgs = []) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...chromiumFlags.args, ...extraArgs] });
const browser = await launch();
let exitCode = 0;
try {
  const appUrl = `${product.shell.url}${ROUTE}`;
  await writeFile(path.join(snapshotDir, 'index.html'), await snapshotOf(browser, appUrl));
  const snapshotServer = await serveDirectory({
    name: 'snapshot',
    dir: snapshotDir,
    spaFallback: true,
  });

  const app = [];
  const snapshot = [];
  const warm = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // Alternate them so all meet the same moments of this shared, noisy machine.
    app.push(await coldRun(browser, appUrl));
    snapshot.push(await coldRun(browser, `${snapshotServer.url}${ROUTE}`));
    warm.push(await warmRun(browser, appUrl));
    process.stdout.write(
      `  run ${run}/${RUNS}: cold ${app.at(-1).visibleAt.toFixed(0)} ms, snapshot ${snapshot.at(-1).visibleAt.toFixed(0)} ms, warm ${warm.at(-1).visibleAt.toFixed(0)} ms\n`,
    );
  }
  await snapshotServer.close();
  const felt = await measureFeltBudgets({
    browser,
    shellUrl: product.shell.url,
    emulatorUrl: emulator.url,
    serveProduct,
  });
  const memory = await measureMemory({
    launch,
    shellUrl: product.shell.url,
    emulatorUrl: emulator.url,
    serveProduct,
  });

  const appOfOrigin = new Map(
    [product.shell, ...product.remotes].map((server) => [server.url, server.name]),
  );
  const firstRouteJs = await gzipSizes(app[0].scripts, appOfOrigin);
  const firstRouteSplit = await splitFirstRouteJs(app[0].scripts, fetchText);
  const appMs = median(app.map((r) => r.visibleAt));
  const snapshotMs = median(snapshot.map((r) => r.visibleAt));
  const warmMs = median(warm.map((r) => r.visibleAt));
  // What the screen costs the network alone: the snapshot, plus every byte the app moved before
  // the screen (scripts, styles, data) at the downlink rate.
  const bytesBeforeScreen = median(app.map((r) => r.bytesTransferred));
  const bandwidthLimitMs =
    snapshotMs + (bytesBeforeScreen * 8 * 1000) / (NETWORK.downloadThroughput * 8);
  const figures = {
    route: ROUTE,
    runs: RUNS,
    conditions: { cpuSlowdown: CPU_SLOWDOWN, downKbps: 1600, upKbps: 750, rttMs: 150 },
    screenVisibleMedianMs: Math.round(appMs),
    warmScreenVisibleMedianMs: Math.round(warmMs),
    staticSnapshotMedianMs: Math.round(snapshotMs),
    bytesBeforeScreenKb: Number((bytesBeforeScreen / 1024).toFixed(1)),
    bandwidthBoundLimitMs: Math.round(bandwidthLimitMs),
    coldToBandwidthLimit: Number((appMs / bandwidthLimitMs).toFixed(2)),
    ratioToPhysicalLimit: Number((appMs / snapshotMs).toFixed(2)),
    firstRouteJsGzipKb: Number(firstRouteJs.reduce((sum, { kb }) => sum + kb, 0).toFixed(1)),
    firstRouteJsFiles: app[0].scripts.length,
    // How much of it the fixed stack brings before any product code, and how much is the product's.
    firstRouteJsStackKb: firstRouteSplit.stackKb,
    firstRouteJsProductKb: firstRouteSplit.productKb,
    // Where the first-route budget goes: the heaviest files, for whoever next cuts it.
    heaviestFirstRouteFiles: firstRouteJs
      .slice(0, 10)
      .map(({ file, kb }) => ({ file, kb: Number(kb.toFixed(1)) })),
    requestWavesBeforeScreen: median(app.map((r) => r.waves)),
    warmNetworkRoundTripsBeforeScreen: median(warm.map((r) => r.networkRoundTrips)),
    budgets: BUDGETS,
    felt: felt.figures,
    memory: memory.figures,
    allRunsMs: {
      app: app.map((r) => Math.round(r.visibleAt)),
      snapshot: snapshot.map((r) => Math.round(r.visibleAt)),
      warm: warm.map((r) => Math.round(r.visibleAt)),
    },
  };
  const checks = [
    ['first-route JS (KB gzip)', figures.firstRouteJsGzipKb, BUDGETS.firstRouteJsGzipKb],
    [
      '  of which the product: code, strings',
      figures.firstRouteJsProductKb,
      BUDGETS.firstRouteJsProductKb,
    ],
    ['cold / bandwidth-bound limit', figures.coldToBandwidthLimit, BUDGETS.coldToBandwidthLimit],
    [
      'cold request waves before screen',
      figures.requestWavesBeforeScreen,
      BUDGETS.coldRequestWaves,
    ],
    [
      'warm network round trips before screen',
      figures.warmNetworkRoundTripsBeforeScreen,
      BUDGETS.warmRoundTrips,
    ],
    ...felt.checks,
    ...memory.checks,
  ];
  const broken = checks.filter(([, value, budget]) => value > budget);
  if (broken.length > 0) exitCode = 1;

  const row = (name, value, budget) =>
    console.log(`  ${name.padEnd(42)} ${String(value).padStart(10)}   ${budget}`);
  console.log(
    `\nFirst screen ${ROUTE}, median of ${RUNS} runs (4x CPU, 1.6 Mbps / 750 Kbps, 150 ms RTT)\n`,
  );
  row('figure', 'value', 'budget');
  row('cold: screen visible and localised (ms)', figures.screenVisibleMedianMs, '(printed)');
  row('warm: screen visible and localised (ms)', figures.warmScreenVisibleMedianMs, '(printed)');
  row('static snapshot (ms)', figures.staticSnapshotMedianMs, '(printed)');
  row('bytes before the screen (KB)', figures.bytesBeforeScreenKb, '(printed)');
  row('bandwidth-bound limit (ms)', figures.bandwidthBoundLimitMs, '(printed)');
  row('  of which the stack: libraries, runtime', figures.firstRouteJsStackKb, '(printed)');
  for (const [name, value] of felt.printed) row(name, value, '(printed, unthrottled)');
  for (const [name, value] of memory.printed) row(name, value, '(printed)');
  for (const [name, value, budget] of checks) {
    row(name, value, `<= ${budget} ${value <= budget ? 'ok' : 'BROKEN'}`);
  }
  printWaterfall('Cold waterfall, run 1', app[0]);
  printWaterfall(
    'Warm waterfall, run 1: the requests that went to the network',
    warm[0],
    warm[0].networkWaterfall,
  );

  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  const json = JSON.stringify(figures, null, 2);
  await writeFile(path.join(root, 'bench-results/bench.json'), `${json}\n`);
  console.log(`\nWritten to bench-results/bench.json`);
} finally {
  await browser.close();
  await product.close();
  await emulator.stop();
  await rm(snapshotDir, { recursive: true, force: true });
}
process.exit(exitCode);
