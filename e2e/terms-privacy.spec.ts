import type { FrameLocator, Page } from '@playwright/test';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { expectNoAxeViolations } from './support/axe';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * The updated terms and China's privacy consent in the host simulator against the emulator: the
 * terms (sanitised server HTML), their acceptance alone or on the way to a channel offer, and the
 * consent asked only when it is needed, recorded either way.
 */
const PASSWORD = 'Terms4Good';
const ACCEPT = 'Accept';

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function account(emulator: SpawnedEmulator, storefront = 'USA') {
  const name = uniqueEmail('terms');
  const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: { accountName: name, password: PASSWORD, storefront },
  });
  return { name, token };
}

type Acceptance = { termsVersionId: string; marketing: boolean | null };
type Consent = { cc: string; consented: boolean };

const acceptances = async (emulator: SpawnedEmulator) =>
  (await controlOf<{ acceptances: Acceptance[] }>(emulator, 'terms-acceptances')).acceptances;
const consents = async (emulator: SpawnedEmulator) =>
  (await controlOf<{ consents: Consent[] }>(emulator, 'consents')).consents;

const closedPanel = (page: Page) => page.getByRole('region', { name: 'Sheet closed' });

async function termsShown(sheet: FrameLocator, storefrontName = 'United States') {
  await expect(sheet.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
  await expect(
    sheet.getByRole('region', { name: /Terms and Conditions have changed/ }),
  ).toContainText(`for your use of the media services in ${storefrontName}`);
}

test.describe('terms', () => {
  test('accepted: the check records the version and the marketing choice; the host is told', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator);
    const sheet = await openInHost(page, hosted, { path: '/terms', token });
    await termsShown(sheet);
    // The USA's terms start with marketing ticked (the server's 1).
    const marketing = sheet.getByRole('checkbox', { name: /Send me news/ });
    await expect(marketing).toBeChecked();
    await expectNoAxeViolations(page);
    await marketing.uncheck();
    await sheet.getByRole('button', { name: ACCEPT }).click();
    await expect(closedPanel(page)).toContainText('Agreed (version 42)');
    await expect(page.getByText('Result Success')).toBeVisible();
    expect(await acceptances(emulator)).toEqual([
      expect.objectContaining({ termsVersionId: '42', marketing: false }),
    ]);
  });

  test('a storefront whose server value is 0 starts with marketing unticked', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator, 'GBR');
    const sheet = await openInHost(page, hosted, { path: '/terms', token, cc: 'GBR' });
    await termsShown(sheet, 'United Kingdom');
    await expect(sheet.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked();
  });

  test('signed out: the service asks for sign-in, the host signs in, the terms are accepted', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { name } = await account(emulator);
    const sheet = await openInHost(page, hosted, { path: '/terms' });
    await termsShown(sheet);
    await sheet.getByRole('button', { name: ACCEPT }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toContainText('Sign in to accept the updated Terms and Conditions.');
    await dialog.getByRole('textbox', { name: 'Account name' }).fill(name);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(closedPanel(page)).toContainText('Agreed (version 42)');
    expect(await acceptances(emulator)).toHaveLength(1);
  });

  test('leaving without accepting tells the host nothing was agreed', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator);
    const sheet = await openInHost(page, hosted, { path: '/terms', token });
    await termsShown(sheet);
    await sheet.getByRole('button', { name: 'Not Now' }).click();
    await expect(closedPanel(page)).toContainText('Not agreed');
    await expect(page.getByText('Result Cancelled')).toBeVisible();
    // The host's Back on the terms is leaving too.
    await page.getByRole('button', { name: 'Open again' }).click();
    await termsShown(sheet);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(closedPanel(page)).toContainText('Not agreed');
    await expect(page.getByText('Result Cancelled')).toBeVisible();
    expect(await acceptances(emulator)).toEqual([]);
  });

  test('hostile terms HTML shows its words and runs nothing', async ({
    page,
    hosted,
    emulator,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const { token } = await account(emulator, 'CAN');
    const sheet = await openInHost(page, hosted, { path: '/terms', token, cc: 'CAN' });
    await termsShown(sheet, 'Canada');
    const region = sheet.getByRole('region', { name: /Terms and Conditions have changed/ });
    await expect(region).toContainText('The Services are available to you only in Canada.');
    await expect(region.locator('script, form, input, img, [onclick], [onerror]')).toHaveCount(0);
    await region.getByText('The Services are available to you only in Canada.').click();
    await region.getByText('manage your marketing preferences').click();
    const ran = await sheet
      .locator('html')
      .evaluate(
        () => 'undefined' !== typeof (window as { __termsScriptRan?: unknown }).__termsScriptRan,
      );
    expect(ran).toBe(false);
    expect(dialogs).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('in Arabic the terms read right to left', async ({ page, hosted, emulator }) => {
    const { token } = await account(emulator, 'SAU');
    const sheet = await openInHost(page, hosted, { path: '/terms', token, cc: 'SAU', lang: 'ar' });
    await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(sheet.getByRole('heading', { name: 'الشروط والأحكام المحدَّثة' })).toBeVisible();
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'قبول' }).click();
    await expect(closedPanel(page)).toContainText('Agreed (version 42)');
  });

  test('on a TV the terms scroll with the D-pad, then Accept is reached and pressed', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator);
    const sheet = await openInHost(page, hosted, { path: '/terms', token, tv: '1' });
    const region = sheet.getByRole('region', { name: /Terms and Conditions have changed/ });
    await expect(region).toBeFocused();
    await sheet.locator('body').evaluate(() => window.focus());
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => region.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    const accept = sheet.getByRole('button', { name: ACCEPT });
    const notNow = sheet.getByRole('button', { name: 'Not Now' });
    const marketing = sheet.getByRole('checkbox', { name: /Send me news/ });
    // Down reads the terms to their end, then goes on to the marketing box and the bar.
    for (let press = 0; press < 60; press += 1) {
      if (await marketing.evaluate((box) => box === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(marketing).toBeFocused();
    expect(
      await region.evaluate((box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 1),
    ).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(notNow).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(closedPanel(page)).toContainText('Agreed (version 42)');
  });
});

test('a channel offer that needs the terms: accepted, then the offer is linked (two remotes)', async ({
  page,
  hosted,
  emulator,
}) => {
  const { token } = await account(emulator);
  const sheet = await openInHost(page, hosted, {
    path: '/usa/subscription/link?adamId=1002&p=TERMS_OFFER&t=demo-token',
    token,
  });
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Accept the Terms and Conditions' })
    .getByRole('button', { name: 'Read Terms' })
    .click();
  await termsShown(sheet);
  await sheet.getByRole('button', { name: ACCEPT }).click();
  await expect(page.getByText('Result Success')).toBeVisible();
  const links = await controlOf<{ links: { productCode: string }[] }>(emulator, 'channel-links');
  expect(links.links).toEqual([expect.objectContaining({ productCode: 'TERMS_OFFER' })]);
  // The offer's flow ended it: the host heard of the link, not of a bare terms agreement.
  await expect(page.getByText('Subscription status invalidated Yes')).toBeVisible();
});

test('/terms opened directly without an offer behaves as "tell the host"', async ({
  page,
  hosted,
  emulator,
}) => {
  const { token } = await account(emulator);
  const sheet = await openInHost(page, hosted, { path: '/terms', token });
  await sheet.getByRole('button', { name: ACCEPT }).click();
  await expect(closedPanel(page)).toContainText('Agreed (version 42)');
  await expect(page.getByText('Subscription status invalidated No')).toBeVisible();
});

test.describe('privacy consent (China)', () => {
  const AGREE = '同意';
  const DISAGREE = '不同意';

  test('not required: the sheet closes at once, showing nothing', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator, 'CHN');
    await fetch(`${emulator.url}/privacy/consent`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'cc=CHN',
    });
    await openInHost(page, hosted, {
      path: '/privacy-consent?queryConsent=true',
      cc: 'CHN',
      token,
    });
    await expect(closedPanel(page)).toContainText('Privacy consent Not required');
  });

  test('required: the consent screen in Chinese says what, to whom, why and how to withdraw; Agree is recorded', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator, 'CHN');
    const sheet = await openInHost(page, hosted, {
      path: '/privacy-consent?queryConsent=true',
      cc: 'CHN',
      token,
    });
    await expect(sheet.getByRole('heading', { name: '隐私同意' })).toBeVisible();
    for (const part of ['涉及哪些信息', '接收方', '目的', '方式', '你的权利']) {
      await expect(sheet.getByText(part, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: AGREE, exact: true }).click();
    await expect(closedPanel(page)).toContainText('Privacy consent Consented');
    expect(await consents(emulator)).toEqual([
      expect.objectContaining({ cc: 'CHN', consented: true }),
    ]);
  });

  test('Disagree is as easy and is recorded', async ({ page, hosted, emulator }) => {
    const { token } = await account(emulator, 'CHN');
    const sheet = await openInHost(page, hosted, { path: '/privacy-consent', cc: 'CHN', token });
    await sheet.getByRole('button', { name: DISAGREE, exact: true }).click();
    await expect(closedPanel(page)).toContainText('Privacy consent Dissented');
    expect(await consents(emulator)).toEqual([
      expect.objectContaining({ cc: 'CHN', consented: false }),
    ]);
  });

  test('another storefront gets a clear message and Close', async ({ page, hosted }) => {
    const sheet = await openInHost(page, hosted, { path: '/privacy-consent?queryConsent=true' });
    await expect(sheet.getByRole('alert')).toContainText(
      'applies only to accounts in China mainland',
    );
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Result Cancelled')).toBeVisible();
  });

  test('in a plain browser, in Arabic: the page’s title, and what the host would do, in Arabic', async ({
    page,
    hosted,
  }) => {
    await page.goto(`${hosted.shell.url}/privacy-consent?queryConsent=true&cc=SAU&lang=ar`);
    await expect(page).toHaveTitle('الحساب');
    await page.getByRole('button', { name: 'إغلاق' }).click();
    // Its words load when first said (never on a first screen, never inside a host).
    await expect(page.getByRole('status')).toHaveText(
      'تم. في التطبيق، كانت هذه الشاشة ستُغلَق الآن.',
    );
  });

  test('on a TV, Agree is the first control and OK records it', async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await account(emulator, 'CHN');
    const sheet = await openInHost(page, hosted, {
      path: '/privacy-consent',
      cc: 'CHN',
      token,
      tv: '1',
    });
    await expect(sheet.getByRole('button', { name: AGREE, exact: true })).toBeFocused();
    await sheet.locator('body').evaluate(() => window.focus());
    await page.keyboard.press('Enter');
    await expect(closedPanel(page)).toContainText('Privacy consent Consented');
  });
});

test.describe('the launch’s product context picks the host the services are called on', () => {
  const providers = [
    ['business', '/business/terms'],
    ['education', '/education/terms'],
    ['sharedBusiness', '/shared-business/terms'],
    ['sharedEducation', '/shared-education/terms'],
    ['music', '/terms'],
  ] as const;
  for (const [productContext, termsPath] of providers) {
    test(productContext, async ({ page, hosted, emulator }) => {
      const termsCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(emulator.url).origin && url.pathname.endsWith('/terms')) {
          termsCalls.push(url.pathname);
        }
      });
      const sheet = await openInHost(page, hosted, {
        path: `/terms?productContext=${productContext}`,
      });
      await termsShown(sheet);
      expect(termsCalls).toEqual([termsPath]);
    });
  }
});
