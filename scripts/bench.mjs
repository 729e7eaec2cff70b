// `npm run bench`: how fast the first screen shows on a slow phone, against the physical limit.
// Production build, served compressed as a CDN would; Chromium with 4x CPU throttling and a
// 1.6 Mbps / 750 Kbps / 150 ms network; 5 cold runs of the app and of a static snapshot of the
// same rendered page (its HTML and CSS, no scripts). Prints each figure beside its budget, writes
// bench-results/bench.json, and exits non-zero when a budget is broken.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
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
const BUDGETS = { firstRouteJsGzipKb: 150 };

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

/** Sequential request waves before `until`: a request is one wave after the latest one that had finished when it started. */
function requestWaves(entries, until) {
  const settled = [];
  let deepest = 0;
  for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    if (entry.startTime > until) break;
    const before = settled.filter((done) => done.responseEnd <= entry.startTime);
    const wave = 1 + Math.max(0, ...before.map((done) => done.wave));
    settled.push({ responseEnd: entry.responseEnd, wave });
    deepest = Math.max(deepest, wave);
  }
  return deepest;
}

async function coldRun(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
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
    }));
    const scripts = resources
      .filter((e) => e.responseEnd <= visibleAt && /\.js(\?|$)/.test(e.name))
      .map((e) => e.name);
    return { visibleAt, entries, scripts };
  });
  await context.close();
  return { ...result, waves: requestWaves(result.entries, result.visibleAt) };
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
const product = await serveProduct({ emulatorUrl: emulator.url, testMode: true });
const snapshotDir = await mkdtemp(path.join(os.tmpdir(), 'sheet-snapshot-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags.args });
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
  for (let run = 1; run <= RUNS; run += 1) {
    // Alternate the two so both meet the same moments of this shared, noisy machine.
    app.push(await coldRun(browser, appUrl));
    snapshot.push(await coldRun(browser, `${snapshotServer.url}${ROUTE}`));
    process.stdout.write(
      `  run ${run}/${RUNS}: app ${app.at(-1).visibleAt.toFixed(0)} ms, snapshot ${snapshot.at(-1).visibleAt.toFixed(0)} ms\n`,
    );
  }
  await snapshotServer.close();

  const appOfOrigin = new Map(
    [product.shell, ...product.remotes].map((server) => [server.url, server.name]),
  );
  const firstRouteJs = await gzipSizes(app[0].scripts, appOfOrigin);
  const firstRouteSplit = await splitFirstRouteJs(app[0].scripts, fetchText);
  const appMs = median(app.map((r) => r.visibleAt));
  const snapshotMs = median(snapshot.map((r) => r.visibleAt));
  const figures = {
    route: ROUTE,
    runs: RUNS,
    conditions: { cpuSlowdown: CPU_SLOWDOWN, downKbps: 1600, upKbps: 750, rttMs: 150 },
    screenVisibleMedianMs: Math.round(appMs),
    staticSnapshotMedianMs: Math.round(snapshotMs),
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
    budgets: BUDGETS,
    allRunsMs: {
      app: app.map((r) => Math.round(r.visibleAt)),
      snapshot: snapshot.map((r) => Math.round(r.visibleAt)),
    },
  };
  const withinBudget = figures.firstRouteJsGzipKb <= BUDGETS.firstRouteJsGzipKb;
  if (!withinBudget) exitCode = 1;

  const row = (name, value, budget) =>
    console.log(`  ${name.padEnd(40)} ${String(value).padStart(10)}   ${budget}`);
  console.log(
    `\nFirst screen ${ROUTE}, median of ${RUNS} cold runs (4x CPU, 1.6 Mbps / 750 Kbps, 150 ms RTT)\n`,
  );
  row('figure', 'value', 'budget');
  row('screen visible and localised (ms)', figures.screenVisibleMedianMs, '(printed)');
  row('static snapshot, physical limit (ms)', figures.staticSnapshotMedianMs, '(printed)');
  row('ratio app / physical limit', figures.ratioToPhysicalLimit, '(printed)');
  row(
    'first-route JS (KB gzip)',
    figures.firstRouteJsGzipKb,
    `<= ${BUDGETS.firstRouteJsGzipKb} ${withinBudget ? 'ok' : 'BROKEN'}`,
  );
  row('  of which the stack: libraries, runtime', figures.firstRouteJsStackKb, '(printed)');
  row('  of which the product: code, strings', figures.firstRouteJsProductKb, '(printed)');
  row('sequential request waves before screen', figures.requestWavesBeforeScreen, '(printed)');

  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  const json = JSON.stringify(figures, null, 2);
  await writeFile(path.join(root, 'bench-results/bench.json'), `${json}\n`);
  console.log(`\n${json}`);
} finally {
  await browser.close();
  await product.close();
  await emulator.stop();
  await rm(snapshotDir, { recursive: true, force: true });
}
process.exit(exitCode);
