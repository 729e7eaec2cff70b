import arFlow from '../apps/create-account/src/locales/ar.json';
import heFlow from '../apps/create-account/src/locales/he.json';
import { controlOf, expect, faultPending, openInHost, pageViews, test } from './support/simulator';
import { expectNoAxeViolations } from './support/axe';
import { newPerson, reachEmailCode } from './support/create-account';

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

test('the whole product runs from the host simulator', async ({ page, hosted }) => {
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('the host back button', () => {
  test('closes the sheet on the first screen', async ({ page, hosted }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  });

  test('goes back after a navigation', async ({ page, hosted }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await sheet.locator('body').evaluate(() => {
      // The state React Router itself writes on a push: the entry's index is what the back rule reads.
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/terms');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      sheet.getByRole('heading', { name: 'Updated Terms and Conditions' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  });

  test("runs a screen's one-time handler exactly once", async ({ page, hosted }) => {
    // The email code screen's handler returns to the details form instead of leaving the sheet.
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await reachEmailCode(sheet, newPerson());
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  });
});

test.describe('language and direction', () => {
  for (const [lang, cc, heading] of [
    ['ar', 'SAU', arFlow.personal.title],
    ['he', 'ISR', heFlow.personal.title],
  ] as const) {
    test(`${lang} reads right to left`, async ({ page, hosted }) => {
      const sheet = await openInHost(page, hosted, { path: '/account/create/personal', lang, cc });
      await expect(sheet.getByRole('heading', { name: heading })).toBeVisible();
      await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(sheet.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('the spinner shows until the language is loaded', async ({ page, hosted }) => {
    // The strings are held back until the test has seen the spinner, then let through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/strings-*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Not awaited yet: the page's load waits for the strings held back.
    const opened = openInHost(page, hosted, { path: '/account/create/personal' });
    const sheet = page.frameLocator('iframe[title="Sheet"]');
    await expect(sheet.getByRole('status')).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await opened;
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });
});

test.describe('metrics', () => {
  test('page views arrive with their page ids, and the last one before the sheet closes is not lost', async ({
    page,
    hosted,
    emulator,
  }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await reachEmailCode(sheet, newPerson());
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    // Closed at once: the page view of the details form is still waiting for its 100 ms batch.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
    await expect(page.getByText('Result Cancelled')).toBeVisible();
    await expect
      .poll(() => pageViews(emulator))
      .toEqual(['Credentials', 'VerificationCode', 'Credentials']);
  });

  test('none is recorded when the host preloads the sheet', async ({ page, hosted, emulator }) => {
    const sheet = await openInHost(page, hosted, {
      path: '/account/create/personal',
      preload: '1',
    });
    await expect(page.getByRole('checkbox', { name: 'App preload' })).toBeChecked();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    // Closing sends whatever is queued before the sheet goes: after it, nothing more can come.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
    expect(await pageViews(emulator)).toEqual([]);
  });
});

test('an experiment configuration that never answers does not keep the screen away', async ({
  page,
  hosted,
  emulator,
}) => {
  // The configuration never answers: the screen shows and works without it. (That it shows as
  // soon as it would without experiments is a budget of `npm run bench`: felt budgets.)
  await controlOf(emulator, 'faults', { json: { call: 'experimentConfig', hang: true } });
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect.poll(() => faultPending(emulator, 'experimentConfig')).toBe(false);
  await sheet.getByRole('textbox', { name: 'First Name' }).fill('Dana');
  await expect(sheet.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
});

test.describe('the sign-in prompt', () => {
  test('accepted: the consent is recorded and the sheet closes', async ({
    page,
    hosted,
    emulator,
  }) => {
    await controlOf(emulator, 'accounts', {
      json: { accountName: 'li@example.cn', password: 'Sheet2026pass', storefront: 'CHN' },
    });
    const sheet = await openInHost(page, hosted, {
      path: '/privacy-consent',
      cc: 'CHN',
      lang: 'en-us',
    });
    // China's storefront speaks Chinese: Agree is 同意.
    await sheet.getByRole('button', { name: '同意', exact: true }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Account name').fill('li@example.cn');
    await signIn.getByLabel('Password').fill('Sheet2026pass');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
    await expect(page.getByRole('log', { name: 'Bridge log' })).not.toContainText('Sheet2026pass');
  });

  test('declined: the sheet stays and says sign-in is needed', async ({ page, hosted }) => {
    const sheet = await openInHost(page, hosted, {
      path: '/privacy-consent',
      cc: 'CHN',
      lang: 'en-us',
    });
    await sheet.getByRole('button', { name: '同意', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(sheet.getByRole('alert')).toHaveText('请登录以继续。准备好后请重试。');
    await expect(sheet.getByRole('button', { name: '同意', exact: true })).toBeEnabled();
  });
});
