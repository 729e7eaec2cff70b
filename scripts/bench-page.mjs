// What the bench may do to a page it measures. Playwright's locators and `waitForFunction` load
// Playwright's own script into the page (about 340 KB of JavaScript, compiled and run on the page's
// main thread) and that script adds capture listeners on the window for every touch, pointer,
// mouse and click event, not passive. A measured page is therefore waited on from here, through
// `page.evaluate` (a 13 KB helper, no listeners) or the DevTools protocol; it is driven through the
// keyboard and the touchscreen (the protocol's input). ADR 0007 has the figures this changed.

const POLL_MS = 50;

/** Until `predicate(arg)` is true in the page, asked every 50 ms from here: nothing polls inside. */
export async function untilInPage(
  page,
  predicate,
  arg,
  { what = 'the page', timeoutMs = 60_000 } = {},
) {
  const giveUp = Date.now() + timeoutMs;
  while (!(await page.evaluate(predicate, arg))) {
    if (Date.now() > giveUp) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Until the page's `window[name]` (a promise an init script made) settles, through the DevTools
 * protocol alone: not even `page.evaluate`'s helper is compiled in a page whose load is timed.
 */
export async function settledInPage(cdp, name, { timeoutMs = 120_000 } = {}) {
  let timer;
  const tooLate = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`waited ${timeoutMs / 1000} s for ${name}`)),
      timeoutMs,
    );
  });
  try {
    for (;;) {
      // Asked too early, the answer comes from the document before the navigation: asked again.
      const answer = await Promise.race([
        cdp
          .send('Runtime.evaluate', {
            expression: `window.${name} ? window.${name}.then(() => true) : false`,
            awaitPromise: true,
            returnByValue: true,
          })
          .catch(() => undefined),
        tooLate,
      ]);
      if (answer?.result?.value === true) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    clearTimeout(timer);
  }
}
