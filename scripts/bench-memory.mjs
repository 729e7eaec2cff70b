// Memory that stays flat (issue 32), measured by `npm run bench` on a phone (412 × 915, 4x CPU):
// - in one page of the plain sheet, every flow's screens in turn, 30 rounds of in-app navigation;
// - in the host simulator, the sheet closed and opened again (Reload sheet: a new iframe) 30 times.
// Each takes the JS heap after round 3 and after round 30 (the page settled, two full garbage
// collections first): what a screen or a sheet leaves behind when it goes shows as growth from one
// to the other. V8 runs without its optimizing compilers (Maglev, Turbofan): the code they make
// for functions as they get hot grows for dozens of rounds whatever the page keeps (about 10% of
// the heap from round 3 to 30 when measured, compiled code all but a few KB), and would hide a
// leak or break the budget with none.
// docs/benchmark.md explains each figure.

const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 915 };
const EARLY_ROUND = 3;
const LATE_ROUND = 30;
const SETTLE_MS = 3000;
const MEMORY_BUDGETS = { heapGrowthPercent: 10 };
// V8 with its interpreter and baseline compiler only (docs/benchmark.md says why).
const NO_OPTIMIZING_JIT = ['--js-flags=--no-maglev --no-turbofan'];
const FIRST = { path: '/account/create/personal', heading: 'Create Your Account' };

// One round: every flow's screens, each with the heading it shows (opened directly, a step after
// a form says what it misses: it still mounts and unmounts its code). No two neighbours share a
// heading, so each wait sees the new screen; a round ends where the page started.
const SCREENS = [
  { path: '/account/create/verify-email', heading: 'Verify Your Email' },
  { path: '/account/create/verify-phone', heading: 'Verify Your Phone Number' },
  { path: '/account/create/capture-phone-number', heading: 'Add a Phone Number' },
  { path: '/account/carrier-linking', heading: 'Link Your Carrier Plan' },
  { path: '/us/subscription/link?adamId=1&p=TV', heading: 'Link Your Subscription' },
  { path: '/channel-sms-verification', heading: 'Enter the Verification Code' },
  { path: '/channel-platform-success-china', heading: 'Link Your Subscription' },
  { path: '/terms', heading: 'Updated Terms and Conditions' },
  { path: '/privacy-consent', heading: 'Privacy Consent' },
  FIRST,
];

const headingIs = (frame, heading) =>
  frame.waitForFunction((text) => document.querySelector('h1')?.textContent === text, heading, {
    timeout: 60_000,
  });

/**
 * The page's JS heap (MB) after two full garbage collections: its own isolate's, and that of each
 * frame in a process of its own (a frame in the page's process shares its heap).
 */
async function heapMb(page) {
  const sessions = [await page.context().newCDPSession(page)];
  for (const frame of page.frames().slice(1)) {
    const own = await page
      .context()
      .newCDPSession(frame)
      .catch(() => undefined);
    if (own) sessions.push(own);
  }
  let bytes = 0;
  for (const session of sessions) {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
    bytes += (await session.send('Runtime.getHeapUsage')).usedSize;
    await session.detach();
  }
  return bytes / 1024 / 1024;
}

/** Runs `round` 30 times on a 4x slower CPU; the heap after round 3 and 30, and the growth (%). */
async function heapOverRounds(page, round) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const heap = {};
  const started = Date.now();
  for (let done = 1; done <= LATE_ROUND; done += 1) {
    await round();
    if (done === EARLY_ROUND || done === LATE_ROUND) {
      // What the screen loads later (idle-time prefetches, reports after the first screen) has
      // loaded: both figures see the page in the same state.
      await page.waitForTimeout(SETTLE_MS);
      heap[done] = await heapMb(page);
    }
  }
  await cdp.detach();
  const after3 = Number(heap[EARLY_ROUND].toFixed(2));
  const after30 = Number(heap[LATE_ROUND].toFixed(2));
  return {
    heapAfter3RoundsMb: after3,
    heapAfter30RoundsMb: after30,
    heapGrowthPercent: Number(((100 * (after30 - after3)) / after3).toFixed(1)),
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/** (a) One page of the plain sheet: every flow's screens in turn, by in-app navigation. */
async function plainSheet(browser, shellUrl) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${FIRST.path}`);
    await headingIs(page, FIRST.heading);
    const base = new URL(shellUrl).pathname.replace(/\/$/, '');
    const screens = SCREENS.map(({ path, heading }) => ({ path: `${base}${path}`, heading }));
    // A round in the page itself (one call, no round trip a screen): each screen as a link in a
    // screen opens it (e2e/support/navigation.ts, the router's own navigation), then its heading.
    const round = async (list) => {
      for (const { path, heading } of list) {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const until = performance.now() + 60_000;
        await new Promise((resolve, reject) => {
          const shown = () => {
            if (document.querySelector('h1')?.textContent === heading) resolve();
            else if (performance.now() > until) reject(new Error(`${path}: no "${heading}"`));
            else requestAnimationFrame(shown);
          };
          shown();
        });
      }
    };
    return await heapOverRounds(page, () => page.evaluate(round, screens));
  } finally {
    await context.close();
  }
}

/** (b) The host simulator: the sheet closed and opened again (a new iframe), 30 times. */
async function sheetInSimulator(browser, simulatorUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  try {
    const page = await context.newPage();
    await page.goto(`${simulatorUrl}/?path=${encodeURIComponent(FIRST.path)}`);
    const newSheetShown = async (old) => {
      for (;;) {
        const frame = page.frames().find((f) => f !== page.mainFrame() && !old.includes(f));
        if (frame) return headingIs(frame, FIRST.heading);
        await page.waitForTimeout(50);
      }
    };
    await newSheetShown([]);
    const reload = page.getByRole('button', { name: 'Reload sheet' });
    const clearLog = page.getByRole('button', { name: 'Clear log' });
    // The simulator's bridge log keeps up to 500 entries (a developer's record, not the sheet's),
    // and React's previous render of the list holds what a clear removed until the list renders
    // again: cleared after each open, it holds one open's entries at both figures.
    return await heapOverRounds(page, async () => {
      const old = page.frames();
      await reload.click();
      await newSheetShown(old);
      if (await clearLog.isEnabled()) await clearLog.click();
    });
  } finally {
    await context.close();
  }
}

const progress = (label, { heapAfter3RoundsMb, heapAfter30RoundsMb, seconds }) =>
  `  memory, ${label}: ${heapAfter3RoundsMb} MB after ${EARLY_ROUND} rounds, ${heapAfter30RoundsMb} MB after ${LATE_ROUND} (${seconds} s)\n`;

/**
 * Measures the heap over 30 rounds in the plain sheet (`shellUrl`) and in the host simulator
 * around a product `serveProduct` starts; `launch(extraArgs)` starts a Chromium. Returns figures,
 * checks and printed rows.
 */
export async function measureMemory({ launch, shellUrl, emulatorUrl, serveProduct }) {
  const hosted = await serveProduct({ emulatorUrl, testMode: true, simulator: true });
  const browser = await launch(NO_OPTIMIZING_JIT);
  let plain;
  let simulator;
  let shipped;
  try {
    plain = await plainSheet(browser, shellUrl);
    process.stdout.write(progress('plain sheet', plain));
    simulator = await sheetInSimulator(browser, hosted.simulator.url);
    process.stdout.write(progress('simulator', simulator));
  } finally {
    await browser.close();
    await hosted.close();
  }
  // The same rounds with V8 as it ships, printed beside (not judged): what a device would show,
  // compiled code included.
  const asShipped = await launch([]);
  try {
    shipped = await plainSheet(asShipped, shellUrl);
    process.stdout.write(progress('plain sheet, V8 as shipped', shipped));
  } finally {
    await asShipped.close();
  }
  const budget = MEMORY_BUDGETS.heapGrowthPercent;
  return {
    figures: {
      conditions: { cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE, chromiumArgs: NO_OPTIMIZING_JIT },
      rounds: { early: EARLY_ROUND, late: LATE_ROUND },
      screensPerRound: SCREENS.map((screen) => screen.path),
      plainSheet: plain,
      plainSheetV8AsShipped: shipped,
      simulator,
      budgets: MEMORY_BUDGETS,
    },
    checks: [
      ['plain sheet: heap growth 3→30 rounds (%)', plain.heapGrowthPercent, budget],
      ['simulator: heap growth 3→30 opens (%)', simulator.heapGrowthPercent, budget],
    ],
    printed: [
      ['plain sheet: heap after 3 rounds (MB)', plain.heapAfter3RoundsMb],
      ['plain sheet: heap after 30 rounds (MB)', plain.heapAfter30RoundsMb],
      ['simulator: heap after 3 opens (MB)', simulator.heapAfter3RoundsMb],
      ['simulator: heap after 30 opens (MB)', simulator.heapAfter30RoundsMb],
      ['plain sheet, V8 as shipped: growth (%)', shipped.heapGrowthPercent],
    ],
  };
}
