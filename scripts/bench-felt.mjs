// The budgets a person feels when something is slow or down, measured by `npm run bench` (not by
// the end-to-end tests, which wait for events and never for time):
// - a remote that accepts connections and never answers gives its error screen within 5 s;
// - on a slow but working link (400 Kbps, 400 ms round trips) the first screen arrives and no
//   error screen shows on the way;
// - an experiment configuration that never answers does not delay the first screen.
// Unthrottled CPU, as the product's time-outs count wall time; docs/benchmark.md explains each.
import { createServer } from 'node:http';
import { untilInPage } from './bench-page.mjs';

const ERROR_HEADING = 'This Page Didn’t Load';
const RUNS = 3;
const FELT_BUDGETS = {
  hangingRemoteErrorScreenMs: 5000,
  slowLinkErrorScreens: 0,
  hungExperimentsToNormal: 1.5,
};
const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

// Records when a heading with `text` is first painted, and whether the error screen ever showed.
const headingProbe = (text) => `(() => {
  const seen = () => {
    const heading = document.querySelector('h1');
    if (heading?.textContent === ${JSON.stringify(ERROR_HEADING)}) window.__sawErrorScreen = true;
    if (heading?.textContent === ${JSON.stringify(text)} && window.__headingAt === undefined) {
      window.__headingAt = -1;
      requestAnimationFrame(() => { window.__headingAt = performance.now(); });
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Opens `url` in a fresh context; resolves with when `heading` painted and whether the error screen showed. */
async function timeToHeading(browser, url, heading, network) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.addInitScript(headingProbe(heading));
    await page.goto(url, { waitUntil: 'commit' });
    await untilInPage(page, () => (window.__headingAt ?? -1) >= 0, undefined, {
      what: 'the heading',
      timeoutMs: 120_000,
    });
    return await page.evaluate(() => ({
      ms: window.__headingAt,
      sawErrorScreen: window.__sawErrorScreen === true,
    }));
  } finally {
    await context.close();
  }
}

/** A remote's origin that accepts every connection and never answers. */
async function startHangingServer() {
  const sockets = new Set();
  const server = createServer(() => undefined);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(resolve);
      }),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const control = (emulatorUrl, path, init) =>
  fetch(`${emulatorUrl}/__control/${path}`, init).then((response) => response.json());

/**
 * Measures the felt budgets against the running product (`shellUrl`), the emulator it uses, and a
 * second product whose terms remote hangs (`serveProduct` makes it). Returns figures and checks.
 */
export async function measureFeltBudgets({ browser, shellUrl, emulatorUrl, serveProduct }) {
  const hanging = await startHangingServer();
  const withHangingRemote = await serveProduct({
    emulatorUrl,
    testMode: true,
    remoteUrls: { terms_privacy: `${hanging.url}/mf-manifest.json` },
  });
  const errorScreen = [];
  const slowLink = [];
  const normal = [];
  const hungExperiments = [];
  try {
    const form = `${shellUrl}/account/create/personal`;
    for (let run = 1; run <= RUNS; run += 1) {
      const terms = `${withHangingRemote.shell.url}/terms`;
      errorScreen.push(await timeToHeading(browser, terms, ERROR_HEADING));
      slowLink.push(await timeToHeading(browser, form, 'Create Your Account', SLOW_LINK));
      normal.push(await timeToHeading(browser, form, 'Create Your Account'));
      await control(emulatorUrl, 'faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ call: 'experimentConfig', hang: true }),
      });
      hungExperiments.push(await timeToHeading(browser, form, 'Create Your Account'));
      await control(emulatorUrl, 'faults', { method: 'DELETE' });
      process.stdout.write(
        `  felt run ${run}/${RUNS}: hanging remote's error ${errorScreen.at(-1).ms.toFixed(0)} ms, slow link ${slowLink.at(-1).ms.toFixed(0)} ms, experiments hung ${hungExperiments.at(-1).ms.toFixed(0)} ms / normal ${normal.at(-1).ms.toFixed(0)} ms\n`,
      );
    }
  } finally {
    await withHangingRemote.close();
    await hanging.close();
  }
  const figures = {
    hangingRemoteErrorScreenMs: Math.round(median(errorScreen.map((r) => r.ms))),
    slowLinkScreenMs: Math.round(median(slowLink.map((r) => r.ms))),
    slowLinkErrorScreens: slowLink.filter((r) => r.sawErrorScreen).length,
    hungExperimentsScreenMs: Math.round(median(hungExperiments.map((r) => r.ms))),
    normalScreenMs: Math.round(median(normal.map((r) => r.ms))),
  };
  figures.hungExperimentsToNormal = Number(
    (figures.hungExperimentsScreenMs / figures.normalScreenMs).toFixed(2),
  );
  const checks = [
    [
      'hanging remote: its error screen (ms)',
      figures.hangingRemoteErrorScreenMs,
      FELT_BUDGETS.hangingRemoteErrorScreenMs,
    ],
    [
      `slow link: error screens in ${RUNS} opens`,
      figures.slowLinkErrorScreens,
      FELT_BUDGETS.slowLinkErrorScreens,
    ],
    [
      'experiments never answer / normal',
      figures.hungExperimentsToNormal,
      FELT_BUDGETS.hungExperimentsToNormal,
    ],
  ];
  const printed = [
    ['slow link: first screen (ms)', figures.slowLinkScreenMs],
    ['experiments never answer: screen (ms)', figures.hungExperimentsScreenMs],
    ['  normal: screen (ms)', figures.normalScreenMs],
  ];
  return { figures: { ...figures, runs: RUNS, budgets: FELT_BUDGETS }, checks, printed };
}
