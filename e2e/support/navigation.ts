import type { Page } from '@playwright/test';

/** Navigates inside the running sheet (as a link in a screen would), without reloading the page. */
export async function navigateInSheet(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
