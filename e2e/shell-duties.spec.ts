import type { FrameLocator, Page } from '@playwright/test';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectAccountStored,
  expectDetailsKept,
  latestCode,
  newPerson,
  reachEmailCode,
  type Person,
} from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * The spec's rules that cross the bridge or the services, in the host simulator against the
 * emulator: the host's security check (captcha), its native navigation buttons, experiments that
 * change a screen, the client version, unsupported account kinds and screens opened without state.
 */
test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

const closedPanel = (page: Page) => page.getByRole('region', { name: 'Sheet closed' });
const securityCheck = (page: Page) => page.getByRole('dialog', { name: 'Security check' });

async function requireCaptcha(emulator: SpawnedEmulator): Promise<void> {
  await controlOf(emulator, 'captcha', { json: { required: true } });
}

/** Details, then the right email code: the account is created next, after the security check. */
async function verifyEmail(sheet: FrameLocator, emulator: SpawnedEmulator, person: Person) {
  await reachEmailCode(sheet, person);
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
}

test.describe('the security check (captcha)', () => {
  test('failed, then cancelled: each says so and keeps everything; passed: the account is created', async ({
    page,
    hosted,
    emulator,
  }) => {
    await requireCaptcha(emulator);
    const person = newPerson();
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await verifyEmail(sheet, emulator, person);

    await securityCheck(page).getByRole('button', { name: 'Fail' }).click();
    await expect(sheet.getByRole('alert')).toContainText('The security check didn’t succeed.');
    await expectNoAxeViolations(page);

    // The code is verified: what is left is creating the account, asked for again.
    await sheet.getByRole('button', { name: 'Create Account' }).click();
    await securityCheck(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet.getByRole('alert')).toContainText('Complete the security check');
    await expect(sheet.getByRole('alert')).not.toContainText('didn’t succeed');

    await sheet.getByRole('button', { name: 'Create Account' }).click();
    await securityCheck(page).getByRole('button', { name: 'Pass' }).click();
    await expect(page.getByText('Result Success')).toBeVisible();
    await expectAccountStored(emulator, person.accountName, person.password);
  });

  test('cancelled: Back finds every typed value in the form', async ({
    page,
    hosted,
    emulator,
  }) => {
    await requireCaptcha(emulator);
    const person = newPerson();
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await verifyEmail(sheet, emulator, person);
    await securityCheck(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet.getByRole('alert')).toContainText('Complete the security check');
    await page.getByRole('button', { name: 'Previous screen' }).click();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expectDetailsKept(sheet, person);
  });

  test('in a plain browser, with no host to show it, the person is told to open it from the app', async ({
    page,
    hosted,
    emulator,
  }) => {
    await requireCaptcha(emulator);
    const person = newPerson();
    await page.goto(`${hosted.shell.url}/account/create/personal`);
    await reachEmailCode(page, person);
    await enterCode(page, await latestCode(emulator, 'email', person.accountName));
    await expect(page.getByRole('alert')).toContainText(
      'a security check that only the app can show',
    );
    // The key stays the error's name for the code; the person never reads it.
    await expect(page.getByRole('alert')).not.toContainText('getCaptchaData');
    await expectNoAxeViolations(page);
  });
});

test.describe("the host's navigation buttons", () => {
  const bar = (page: Page) => page.getByRole('navigation', { name: 'Host navigation bar' });

  test('the first screen shows Close only; a later one adds Back; each press reaches the sheet', async ({
    page,
    hosted,
  }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Close sheet' })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Previous screen' })).toHaveCount(0);

    await reachEmailCode(sheet, newPerson());
    await bar(page).getByRole('button', { name: 'Previous screen' }).click();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Previous screen' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await bar(page).getByRole('button', { name: 'Close sheet' }).click();
    await expect(closedPanel(page)).toContainText('Result Cancelled');
  });

  test("Close on the terms tells the host nothing was agreed (the screen's own close)", async ({
    page,
    hosted,
    emulator,
  }) => {
    const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
      json: { accountName: uniqueEmail('nav'), password: 'Terms4Good' },
    });
    const sheet = await openInHost(page, hosted, { path: '/terms', token, tv: '1' });
    await expect(
      sheet.getByRole('heading', { name: 'Updated Terms and Conditions', exact: true }),
    ).toBeVisible();
    await bar(page).getByRole('button', { name: 'Close sheet' }).click();
    await expect(closedPanel(page)).toContainText('Not agreed');
    await expect(closedPanel(page)).toContainText('Result Cancelled');
  });
});

type Reported = {
  eventType?: string;
  page?: string;
  experiments?: string;
  clientVersion?: string;
  clientPlatform?: string;
};

async function personalPageView(emulator: SpawnedEmulator): Promise<Reported | undefined> {
  const { metrics } = await controlOf<{ metrics: Reported[] }>(emulator, 'reports');
  return metrics.find((event) => event.eventType === 'page' && event.page === 'Credentials');
}

const SHORT_SUBTITLE = 'Just a few details and you’re in.';
const CONTROL_SUBTITLE = 'Enter your details to get started.';

test.describe('experiments', () => {
  test("the emulator's variant changes the screen where it applies and is in the page view", async ({
    page,
    hosted,
    emulator,
  }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
    await expect(sheet.getByText(SHORT_SUBTITLE)).toBeVisible();
    await expect
      .poll(() => personalPageView(emulator))
      .toMatchObject({
        experiments: expect.stringContaining('personal-subtitle=short'),
        clientVersion: '2534.14.0',
        clientPlatform: 'android',
      });
  });

  test('another storefront, product or route keeps the control screen and reports none', async ({
    page,
    hosted,
    emulator,
  }) => {
    const only = (where: { routes?: string[]; products?: string[]; storefronts?: string[] }) =>
      controlOf(emulator, 'experiments', {
        json: {
          experiments: [
            {
              id: 'personal-subtitle',
              routes: ['/account/create/personal'],
              products: ['music'],
              storefronts: ['USA'],
              variant: 'short',
              ...where,
            },
          ],
        },
      });
    for (const where of [{ storefronts: ['GBR'] }, { products: ['tv'] }, { routes: ['/terms'] }]) {
      await controlOf(emulator, 'reset', { json: {} });
      await only(where);
      const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
      await expect(sheet.getByText(CONTROL_SUBTITLE)).toBeVisible();
      await expect.poll(() => personalPageView(emulator)).toBeDefined();
      expect((await personalPageView(emulator))?.experiments ?? '').not.toContain(
        'personal-subtitle',
      );
    }
    // The same configuration for this storefront and product: the variant.
    await only({ products: ['tv'] });
    const sheet = await openInHost(page, hosted, {
      path: '/account/create/personal?productContext=tv',
    });
    await expect(sheet.getByText(SHORT_SUBTITLE)).toBeVisible();
  });

  test('the services are told the client version and platform (TV)', async ({
    page,
    hosted,
    emulator,
  }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', tv: '1' });
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    const clientsSeen = async () =>
      (
        await controlOf<{
          clients: { call: string; version: string; platform: string }[];
        }>(emulator, 'clients')
      ).clients;
    // The heading can show before the form's fields call has reached the emulator.
    await expect
      .poll(async () => (await clientsSeen()).map((client) => client.call))
      .toEqual(expect.arrayContaining(['createAccountFields']));
    const clients = await clientsSeen();
    for (const client of clients) {
      expect(client).toMatchObject({ version: '2534.14.0', platform: 'android-tv' });
    }
  });
});

test.describe('an account of a kind the linking flows do not support', () => {
  async function markedAccount(emulator: SpawnedEmulator, kind: string, storefront = 'USA') {
    const accountName = uniqueEmail('kind');
    const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
      json: { accountName, password: 'Kinds4Good', storefront },
    });
    await controlOf(emulator, 'accounts/kind', { json: { accountName, kind } });
    return token;
  }

  test('dormant, on the terms: no account found, and Close', async ({ page, hosted, emulator }) => {
    const token = await markedAccount(emulator, 'dormant');
    const sheet = await openInHost(page, hosted, { path: '/terms', token });
    await sheet.getByRole('button', { name: 'Accept' }).click();
    await expect(sheet.getByRole('alert')).toContainText('No account was found for this.');
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(closedPanel(page)).toContainText('Result Cancelled');
  });

  test('conversion required, on the China consent: ineligible storefront, and Close', async ({
    page,
    hosted,
    emulator,
  }) => {
    const token = await markedAccount(emulator, 'conversionRequired', 'CHN');
    const sheet = await openInHost(page, hosted, {
      path: '/privacy-consent',
      cc: 'CHN',
      token,
    });
    // China's storefront speaks Chinese.
    await sheet.getByRole('button', { name: '同意', exact: true }).click();
    await expect(sheet.getByRole('alert')).toContainText('此账户无法在此国家或地区使用。');
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(closedPanel(page)).toContainText('Result Cancelled');
  });

  test('managed, on a channel offer: not supported, and Close', async ({
    page,
    hosted,
    emulator,
  }) => {
    const token = await markedAccount(emulator, 'managed');
    const sheet = await openInHost(page, hosted, {
      path: '/usa/subscription/link?adamId=1007&p=PLAIN_OFFER&t=demo-token',
      token,
    });
    await sheet.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(sheet.getByRole('alert')).toContainText('This account can’t use this feature.');
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(closedPanel(page)).toContainText('Result Cancelled');
  });
});

test.describe('a screen opened without the state it needs', () => {
  test('the email code screen says so and starts the flow again', async ({ page, hosted }) => {
    const sheet = await openInHost(page, hosted, { path: '/account/create/verify-email' });
    await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(sheet.getByRole('alert')).toContainText('needs what came before it');
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Start Again' }).click();
    await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });

  test('the SMS code screen without a number says so, with Close', async ({ page, hosted }) => {
    const sheet = await openInHost(page, hosted, { path: '/channel-sms-verification' });
    await expect(sheet.getByRole('alert')).toContainText('needs the offer it belongs to');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(closedPanel(page)).toContainText('Result Cancelled');
  });
});
