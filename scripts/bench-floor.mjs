// The browser's own floor for a tap at 6x CPU, printed beside the sheet's interactions (no
// budget): a bare page, one field and a sticky Continue whose press says "Please wait…" as the
// sheet's does, tapped from the field as the sheet's Continue is. Measured in the same run, at the
// same moments of the machine, it says how much of a slow Continue is the browser's tap and the
// machine's, and how much is the sheet's (docs/benchmark.md, "Interactions at 6x CPU").
import { focusOn, interactionsOf, observer, tap } from './bench-input.mjs';

const BARE_PAGE = `<!doctype html>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
  body { margin: 0; font: 16px sans-serif; }
  main { min-block-size: 150vh; padding: 16px; }
  .cta { position: sticky; inset-block-end: 0; padding: 12px; background: #fff; }
  button { font: inherit; padding: 12px 24px; }
</style>
<main>
  <form>
    <input id="field" type="email" aria-label="Email">
    <div class="cta"><button type="submit">Continue</button></div>
  </form>
</main>
<script>
  document.querySelector('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const button = event.submitter;
    button.setAttribute('aria-busy', 'true');
    button.textContent = 'Please wait…';
    setTimeout(() => {
      button.removeAttribute('aria-busy');
      button.textContent = 'Continue';
    }, 200);
  });
</script>`;

/**
 * `presses` taps on the bare page (a fresh context, `contextOptions` as the sheet's phone), its
 * CPU `cpuSlowdown` times slower, each from the focused field after the bench's pause, counted
 * under `kind`, after one not counted.
 */
export async function floorRound(browser, { contextOptions, cpuSlowdown, presses, kind }) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const counts = {};
  try {
    await page.addInitScript(observer);
    await page.goto(`data:text/html,${encodeURIComponent(BARE_PAGE)}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // A page's first tap costs the browser more (about 88 ms against 24–48 at 6x): the sheet's
    // Continue is never its page's first tap, so neither is a measured one here.
    for (let press = 0; press <= presses; press += 1) {
      await focusOn(page, '#field');
      await tap(page, counts, press === 0 ? undefined : kind, 'button');
    }
    return { counts, interactions: await interactionsOf(page) };
  } finally {
    await context.close();
  }
}
