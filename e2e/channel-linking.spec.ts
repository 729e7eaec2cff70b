import arChannel from '../apps/channel-linking/src/locales/ar.json';
import heChannel from '../apps/channel-linking/src/locales/he.json';
import type { FrameLocator, Page } from '@playwright/test';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { expectNoAxeViolations } from './support/axe';
import { enterCode, latestCode } from './support/create-account';
import { controlOf, expect, openInHost, pageViews, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * Channel-partner subscription linking in the host simulator against the emulator's demo offers:
 * the landing, the link's outcomes, the SMS code (typed or read by the host) and its errors.
 */
const TOKEN = 'demo-token';
const DEMO_MSISDN = '15555550100';
const PASSWORD = 'Channel4Good';
const offerPath = (adamId: string, product: string, storefront = 'usa', token = TOKEN) =>
  `/${storefront}/subscription/link?adamId=${adamId}&p=${product}&t=${token}`;

type ChannelLink = { productCode: string };

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

/** An account in the emulator, signed in: its token goes to the simulator as the host's sign-in. */
async function signedInAccount(
  emulator: SpawnedEmulator,
): Promise<{ name: string; token: string }> {
  const name = uniqueEmail('channel');
  const answer = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: { accountName: name, password: PASSWORD },
  });
  return { name, token: answer.token };
}

async function openOffer(
  page: Page,
  hosted: Parameters<typeof openInHost>[1],
  emulator: SpawnedEmulator,
  path: string,
  state: Record<string, string> = {},
): Promise<FrameLocator> {
  const { token } = await signedInAccount(emulator);
  return openInHost(page, hosted, { path, token, ...state });
}

async function channelLinks(emulator: SpawnedEmulator): Promise<ChannelLink[]> {
  return (await controlOf<{ links: ChannelLink[] }>(emulator, 'channel-links')).links;
}

/** The SMS code the emulator last sent to the number (waited for, like a person does). */
const latestSms = (emulator: SpawnedEmulator, msisdn = DEMO_MSISDN): Promise<string> =>
  latestCode(emulator, 'sms', msisdn);

/** Everything that would leak: console lines, metrics and error reports (URLs apart). */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  page.on('pageerror', (error) => lines.push(String(error)));
  return lines;
}

async function toSmsScreen(sheet: FrameLocator): Promise<void> {
  await expect(sheet.getByRole('heading', { name: 'Demo Tel Music Plan' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(sheet.getByRole('heading', { name: 'Enter the Verification Code' })).toBeVisible();
  // The carrier's MSISDN (e.g. 15555550100) in the storefront's display form, not bare digits.
  await expect(
    sheet.getByText(/^Demo Tel sent a code by SMS to \(\d{3}\) \d{3}-\d{4}\.$/),
  ).toBeVisible();
}

test('an SMS offer is linked with the code the person types; nothing secret leaks', async ({
  page,
  hosted,
  emulator,
}) => {
  const lines = watchConsole(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const sheet = await openOffer(page, hosted, emulator, offerPath('1001', 'SMS_OFFER'));
  await expectNoAxeViolations(page);
  await toSmsScreen(sheet);
  await expectNoAxeViolations(page);
  const code = await latestSms(emulator);
  await enterCode(sheet, code);
  await expect(page.getByText('Result Success')).toBeVisible();
  await expect(page.getByText('Subscription status invalidated Yes')).toBeVisible();
  expect(await channelLinks(emulator)).toEqual([
    expect.objectContaining({ productCode: 'SMS_OFFER' }),
  ]);
  // Spec §2's page ids, spelt as every page id is (docs/product.md, "Page views").
  await expect
    .poll(() => pageViews(emulator))
    .toEqual(['ChannelPlatformLanding', 'SmsVerificationCode']);
  const reports = await controlOf<{ metrics: unknown[]; errors: unknown[] }>(emulator, 'reports');
  const told = [...lines, JSON.stringify(reports.metrics), JSON.stringify(reports.errors)];
  for (const secret of [TOKEN, DEMO_MSISDN, code]) {
    expect(
      told.filter((text) => text.includes(secret)),
      secret,
    ).toEqual([]);
  }
  expect(urls.filter((url) => url.includes(code))).toEqual([]);
});

test('the code the host reads from the SMS fills the form and links', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openOffer(page, hosted, emulator, offerPath('1001', 'SMS_OFFER'));
  await toSmsScreen(sheet);
  await expect(page.getByRole('button', { name: 'Deliver SMS' })).toBeEnabled();
  await page.getByRole('button', { name: 'Deliver SMS' }).click();
  await expect(page.getByText('Result Success')).toBeVisible();
  expect(await channelLinks(emulator)).toHaveLength(1);
});

test('a deep link’s path and query, long or short names, become the offer call’s a, p, c and t', async ({
  page,
  hosted,
  emulator,
}) => {
  const offerCalls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/channel/offer')) offerCalls.push(url.searchParams);
  });
  for (const path of [
    '/usa/subscription/link?adamId=1001&product=SMS_OFFER&token=demo-token',
    '/usa/subscription/link?id=1001&p=SMS_OFFER&t=demo-token',
  ]) {
    const sheet = await openOffer(page, hosted, emulator, path);
    await expect(sheet.getByRole('heading', { name: 'Demo Tel Music Plan' })).toBeVisible();
    await expect(sheet.locator('body')).not.toContainText(TOKEN);
  }
  expect(offerCalls.map((query) => Object.fromEntries(query))).toEqual([
    { a: '1001', p: 'SMS_OFFER', c: 'usa', t: TOKEN },
    { a: '1001', p: 'SMS_OFFER', c: 'usa', t: TOKEN },
  ]);
});

test('a family offer: the host opens the family page, then the sheet closes', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openOffer(page, hosted, emulator, offerPath('1005', 'FAMILY_OFFER'));
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sheet closed' })).toContainText(
    'productCode=FAMILY_OFFER',
  );
});

test('a China offer ends on the success screen, in Chinese, and Done closes', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openOffer(page, hosted, emulator, offerPath('1004', 'CN_OFFER', 'chn'), {
    cc: 'CHN',
  });
  await expect(sheet.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await sheet.getByRole('button', { name: '关联', exact: true }).click();
  await expect(sheet.getByRole('heading', { name: '订阅已关联' })).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText('Result Success')).toBeVisible();
});

test('an offer that needs the terms first goes to the terms with the offer', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openOffer(page, hosted, emulator, offerPath('1002', 'TERMS_OFFER'));
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the Terms and Conditions' });
  await dialog.getByRole('button', { name: 'Read Terms' }).click();
  await expect(sheet.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
});

test('any other dialog is shown by the host, then the sheet closes', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openOffer(page, hosted, emulator, offerPath('1003', 'DIALOG_OFFER'));
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer Not Available' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Result Cancelled')).toBeVisible();
});

test('signed out: the host asks to sign in, then the offer is linked', async ({
  page,
  hosted,
  emulator,
}) => {
  const { name } = await signedInAccount(emulator);
  // Named by its two-letter storefront, as the simulator's Screen menu names it (spec §3's table).
  const sheet = await openInHost(page, hosted, { path: offerPath('1007', 'PLAIN_OFFER', 'us') });
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toContainText('Sign in to link your subscription.');
  await dialog.getByRole('textbox', { name: 'Account name' }).fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Result Success')).toBeVisible();
  expect(await channelLinks(emulator)).toHaveLength(1);
});

test.describe('a link that cannot be followed says why, with Close', () => {
  const cases = [
    ['missing parameters', '/usa/subscription/link?t=demo-token', 'This link is incomplete.'],
    ['an unknown offer', offerPath('9999', 'NO_OFFER'), 'This offer isn’t available.'],
    [
      'an expired link',
      offerPath('1008', 'EXPIRED_OFFER', 'usa', 'expired-token'),
      'This link has expired.',
    ],
  ] as const;
  for (const [what, path, message] of cases) {
    test(what, async ({ page, hosted, emulator }) => {
      const sheet = await openOffer(page, hosted, emulator, path);
      await expect(sheet.getByRole('alert')).toContainText(message);
      await expectNoAxeViolations(page);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByText('Result Cancelled')).toBeVisible();
    });
  }
});

test('the China success screen opened on its own says it needs its offer, not that it linked', async ({
  page,
  hosted,
}) => {
  const sheet = await openInHost(page, hosted, { path: '/channel-platform-success-china' });
  await expect(sheet.getByRole('alert')).toContainText(
    'This screen needs the offer it belongs to.',
  );
  await expect(sheet.getByRole('heading', { name: 'Subscription Linked' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Result Cancelled')).toBeVisible();
});

test.describe('each SMS error says its own words', () => {
  const verifyCases = [
    [
      'SmsVerificationFailedKey',
      { errorKey: 'SmsVerificationFailedKey' },
      'That code isn’t right.',
    ],
    [
      'SmsVerifyAttemptExceedsLimitKey',
      { errorKey: 'SmsVerifyAttemptExceedsLimitKey' },
      'maximum number of attempts',
    ],
    [
      'SmsVerificationSessionExpiredKey',
      { errorKey: 'SmsVerificationSessionExpiredKey' },
      'has expired. Request a new one.',
    ],
    [
      'SmsVerificationInvalidSessionKey',
      { errorKey: 'SmsVerificationInvalidSessionKey' },
      'has expired. Request a new one.',
    ],
    [
      'subCode 5',
      { answer: { status: 0, subCode: 5, sessionId: 'forced' } },
      'Contact Demo Tel for help.',
    ],
    [
      'subCode 2',
      { answer: { status: 0, subCode: 2, sessionId: 'forced' } },
      'Demo Tel couldn’t verify your number. Try again.',
    ],
  ] as const;
  for (const [what, fault, message] of verifyCases) {
    test(`verify: ${what}`, async ({ page, hosted, emulator }) => {
      const sheet = await openOffer(page, hosted, emulator, offerPath('1001', 'SMS_OFFER'));
      await toSmsScreen(sheet);
      await controlOf(emulator, 'faults', { json: { call: 'channelVerifySms', ...fault } });
      await enterCode(sheet, await latestSms(emulator));
      await expect(sheet.getByText(message)).toBeVisible();
      expect(await channelLinks(emulator)).toEqual([]);
    });
  }

  const sendCases = [
    ['SmsSendingTooFrequentKey', 'requesting codes too often'],
    ['SmsSendingAttemptExceedsLimitKey', 'maximum number of attempts'],
    ['SendSmsInvalidSessionKey', 'has expired. Request a new one.'],
  ] as const;
  for (const [key, message] of sendCases) {
    test(`send: ${key}`, async ({ page, hosted, emulator }) => {
      await controlOf(emulator, 'faults', { json: { call: 'channelSendSms', errorKey: key } });
      const sheet = await openOffer(page, hosted, emulator, offerPath('1001', 'SMS_OFFER'));
      await sheet.getByRole('button', { name: 'Link', exact: true }).click();
      await expect(sheet.getByText(message)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

for (const { lang, cc, words } of [
  { lang: 'ar', cc: 'SAU', words: arChannel },
  { lang: 'he', cc: 'ISR', words: heChannel },
]) {
  test(`in ${lang} the landing and the SMS screen read right to left; the number and the code stay left to right`, async ({
    page,
    hosted,
    emulator,
  }) => {
    const sheet = await openOffer(page, hosted, emulator, offerPath('1001', 'SMS_OFFER'), {
      lang,
      cc,
    });
    await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
    await sheet.getByRole('button', { name: words.landing.link, exact: true }).click();
    await expect(sheet.getByRole('heading', { name: words.smsVerification.title })).toBeVisible();
    // The carrier's MSISDN in its storefront's format, isolated: it does not read "0100-555 (555)".
    await expect(
      sheet.getByText('\u2068(555)\u00a0555-\u20600100\u2069', { exact: false }),
    ).toBeVisible();
    await expect(sheet.locator('[dir="ltr"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await enterCode(sheet, await latestSms(emulator));
    await expect(page.getByText('Result Success')).toBeVisible();
  });
}

test('on a TV the offer is linked with the remote’s keys alone', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openOffer(page, hosted, emulator, offerPath('1001', 'SMS_OFFER'), {
    tv: '1',
  });
  const link = sheet.getByRole('button', { name: 'Link', exact: true });
  await expect(link).toBeFocused();
  await sheet.locator('body').evaluate(() => window.focus());
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(await latestSms(emulator));
  await expect(page.getByText('Result Success')).toBeVisible();
});
