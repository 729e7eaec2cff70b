import { expect, test } from './support/simulator';

/**
 * Slow is not down: on a slow but working link (400 Kbps, 400 ms round trips) the first screen
 * arrives, with no error screen on the way. (A remote that accepts and never answers still gets
 * its error and Retry within seconds: failures.spec.ts.)
 */
test('on a slow but working link the first screen arrives with no error screen on the way', async ({
  page,
  hosted,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  // Remembers an error screen even if it showed only for a moment.
  await page.addInitScript(() => {
    const seen = () => {
      const heading = document.querySelector('h1');
      if (heading?.textContent === 'This page didn’t load') {
        (window as { sawErrorScreen?: boolean }).sawErrorScreen = true;
      }
    };
    new MutationObserver(seen).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto(`${hosted.shell.url}/account/create/personal`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sawErrorScreen?: boolean }).sawErrorScreen)).toBe(
    undefined,
  );
});
