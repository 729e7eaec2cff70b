// A person's input on a page the bench measures, and what the page's Event Timing said of it:
// keys and taps through the DevTools protocol's keyboard and touchscreen, waits and fills through
// `page.evaluate` (bench-page.mjs says why never a locator). Used by bench-interactions.mjs and
// bench-floor.mjs.

/** Event Timing reports no event shorter than this (its minimum): one unreported took less. */
export const THRESHOLD_MS = 16;

// Every interaction (a key press, a tap: one `interactionId`) at its longest event, as INP counts
// it, with the time it started; and the moments the bench said what it does next (`__marks`).
export const observer = `(() => {
  window.__interactions = {};
  window.__marks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__interactions[entry.interactionId];
      window.__interactions[entry.interactionId] = {
        start: Math.min(seen?.start ?? Infinity, entry.startTime),
        duration: Math.max(seen?.duration ?? 0, entry.duration),
      };
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: ${THRESHOLD_MS} });
})();`;

/**
 * A person's pause before an action (a field's first key, a choice, a tap), not between the keys
 * of one word: what the last action started (a check on leaving a field, a form reloading, the
 * strings of a new language) is not measured as part of the next one.
 */
const PAUSE_MS = 400;

export const focusOn = (page, selector) =>
  page.evaluate((target) => document.querySelector(target).focus(), selector);

/**
 * Fills fields as a person's autofill does (not measured): each focused, its value set, then its
 * `input` and `change` events; the last one keeps the focus.
 */
export const fillIn = (page, values) =>
  page.evaluate((entries) => {
    for (const [selector, value] of entries) {
      const element = document.querySelector(selector);
      element.focus();
      // The element's own setter: React's record of the value stays behind, so it sees a change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set.call(
        element,
        value,
      );
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, Object.entries(values));

/** What follows is of `kind` (undefined: not measured), until the next mark. */
const mark = (page, kind) =>
  page.evaluate((label) => window.__marks.push([performance.now(), label ?? null]), kind);

/** The next frame has been drawn: what the last key did is on screen. */
const painted = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * Presses each key as a person does, after a pause, each once the last one's frame is drawn (its
 * own time, not a queue behind the one before), and counts them under `kind`.
 */
export async function pressKeys(page, counts, kind, keys) {
  await page.waitForTimeout(PAUSE_MS);
  await mark(page, kind);
  for (const key of keys) {
    await page.keyboard.press(key);
    counts[kind] = (counts[kind] ?? 0) + 1;
    await painted(page);
  }
  await mark(page, undefined);
}

/**
 * One tap (pointer down, up, click: one interaction) at the middle of `selector`'s element, after
 * a pause, counted under `kind`.
 */
export async function tap(page, counts, kind, selector) {
  const box = await page.evaluate((target) => {
    const element = document.querySelector(target);
    element.scrollIntoView({ block: 'center' });
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);
  await painted(page);
  await page.waitForTimeout(PAUSE_MS);
  await mark(page, kind);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  await painted(page);
  await mark(page, undefined);
}

/** The page's interactions, each with the kind of the last mark before it started. */
export async function interactionsOf(page) {
  // Event Timing reports after the next frame: let the last ones arrive.
  await page.waitForTimeout(300);
  const { interactions, marks } = await page.evaluate(() => ({
    interactions: Object.values(window.__interactions),
    marks: window.__marks,
  }));
  return interactions.flatMap(({ start, duration }) => {
    const kind = marks.findLast(([at]) => at <= start)?.[1];
    return kind ? [{ kind, duration }] : [];
  });
}
