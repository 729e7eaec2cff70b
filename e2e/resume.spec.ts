import type { FrameLocator, Page } from '@playwright/test';
import arForm from '../libs/account-form/src/locales/ar.json';
import arRuntime from '../libs/sheet-runtime/src/locales/ar.json';
import arFlow from '../apps/create-account/src/locales/ar.json';
import { expectNoAxeViolations } from './support/axe';
import {
  continueWithDetails,
  enterCode,
  expectAccountStored,
  fillDetails,
  latestCode,
  newPerson,
} from './support/create-account';
import { controlOf, expect, openInHost, signedInToken, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * Resume after the sheet's renderer dies (issue 32): the simulator's Kill renderer tears the frame
 * down and opens the same launch again, as an Android host recreates its WebView. The sheet offers
 * to continue from the checkpoint it saved through the host (no password, no code, no token in it)
 * and the person finishes from there; an old or stale checkpoint starts clean.
 */
const CHECKPOINT_KEY = 'host-simulator.checkpoint';
const PERSONAL = '/account/create/personal';

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

/** The checkpoint the simulator (the host) keeps, as it stores it; null when it keeps none. */
const hostCheckpoint = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), CHECKPOINT_KEY);

async function killRenderer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Kill renderer' }).click();
}

const resumeOffer = (sheet: FrameLocator) =>
  sheet.getByRole('heading', { name: /Continue Where You Left Off|${arRuntime.resumeTitle}/ });

test('killed on the email code screen, the sheet resumes there and the account is created', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: PERSONAL });
  await continueWithDetails(sheet, person);
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect.poll(() => hostCheckpoint(page)).toContain(person.firstName);
  const kept = (await hostCheckpoint(page)) ?? '';
  expect(kept).not.toContain(person.password);
  expect(kept).not.toMatch(/clientToken|password/i);

  await killRenderer(page);
  await expect(resumeOffer(sheet)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Continue' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(sheet.getByText(person.accountName)).toBeVisible();
  await expect(sheet.getByText('The code sent before can’t be used any more.')).toBeVisible();

  // The password was never kept: a code is not spent until it is typed again.
  await sheet.getByRole('button', { name: 'Resend Code' }).click();
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, code);
  await expect(sheet.getByText('Fill in this field.')).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Password' }).fill(person.password);
  const created = page.waitForRequest((request) => /\/account\/create$/.test(request.url()));
  await sheet.getByRole('button', { name: 'Verify' }).click();
  // Typed before the renderer died, sent after it: the names the person gave.
  const body = (await created).postData() ?? '';
  expect(body).toContain(person.firstName);
  expect(body).toContain(person.lastName);
  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expectAccountStored(emulator, person.accountName, person.password);
  expect(await hostCheckpoint(page)).toBeNull();
});

test('killed on the channel SMS screen, the sheet resumes there and the offer is linked', async ({
  page,
  hosted,
  emulator,
}) => {
  const token = await signedInToken(emulator, {
    accountName: uniqueEmail('resume'),
    password: 'Channel4Good',
  });
  const offerToken = 'demo-token';
  const path = `/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=${offerToken}`;
  const sheet = await openInHost(page, hosted, { path, token });
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  const smsHeading = sheet.getByRole('heading', { name: 'Enter the Verification Code' });
  await expect(smsHeading).toBeVisible();
  await expect.poll(() => hostCheckpoint(page)).toContain('15555550100');
  expect(await hostCheckpoint(page)).not.toContain(offerToken);

  await killRenderer(page);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(smsHeading).toBeVisible();
  await expect(
    sheet.getByText(/^Demo Tel sent a code by SMS to \(\d{3}\) \d{3}-\d{4}\.$/),
  ).toBeVisible();
  await sheet.getByRole('button', { name: 'Resend Code' }).click();
  await enterCode(sheet, await latestCode(emulator, 'sms', '15555550100'));
  await expect
    .poll(async () => (await controlOf<{ links: unknown[] }>(emulator, 'channel-links')).links)
    .toHaveLength(1);
});

const STALE: Array<[string, { at?: number; version?: number }]> = [
  ['older than 30 minutes', { at: -31 * 60 * 1000 }],
  ['of an old version', { version: 0 }],
];
for (const [stale, change] of STALE) {
  test(`a checkpoint ${stale} starts the sheet clean`, async ({ page, hosted }) => {
    const person = newPerson();
    const sheet = await openInHost(page, hosted, { path: PERSONAL });
    await continueWithDetails(sheet, person);
    await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect.poll(() => hostCheckpoint(page)).toContain(person.firstName);
    await page.evaluate(
      ({ key, change }) => {
        const kept = JSON.parse(sessionStorage.getItem(key)!) as {
          version: number;
          checkpoint: string;
        };
        const inner = JSON.parse(kept.checkpoint) as { at: number };
        inner.at += change.at ?? 0;
        kept.version = change.version ?? kept.version;
        sessionStorage.setItem(key, JSON.stringify({ ...kept, checkpoint: JSON.stringify(inner) }));
      },
      { key: CHECKPOINT_KEY, change },
    );
    await killRenderer(page);
    await expect(sheet.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('');
    await expect(resumeOffer(sheet)).toHaveCount(0);
  });
}

test('on the TV in Arabic, Start Over by the remote forgets the checkpoint', async ({
  page,
  hosted,
}) => {
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: PERSONAL, lang: 'ar', cc: 'SAU', tv: '1' });
  await fillDetails(sheet, person, {
    accountName: arForm.fields.email,
    password: arForm.fields.acAccountPassword,
    first: arForm.fields.firstName,
    last: arForm.fields.lastName,
  });
  await sheet.getByRole('checkbox', { name: arForm.fields.agreedToTerms }).check();
  await sheet.getByRole('button', { name: arFlow.personal.continue }).click();
  await expect(sheet.getByRole('heading', { name: arFlow.verifyEmail.title })).toBeVisible();
  await expect.poll(() => hostCheckpoint(page)).toContain(person.firstName);

  await killRenderer(page);
  await expect(sheet.getByRole('heading', { name: arRuntime.resumeTitle })).toBeVisible();
  await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sheet.getByRole('button', { name: arRuntime.resumeContinue })).toBeFocused();
  await expectNoAxeViolations(page);
  const startOver = sheet.getByRole('button', { name: arRuntime.resumeStartOver });
  // Right to left, the second button stands to the right of the first.
  await sheet.getByRole('button', { name: arRuntime.resumeContinue }).press('ArrowRight');
  await expect(startOver).toBeFocused();
  await startOver.press('Enter');
  await expect(resumeOffer(sheet)).toHaveCount(0);
  await expect(
    sheet.getByRole('textbox', { name: arForm.fields.firstName, exact: true }),
  ).toHaveValue('');
  await expect.poll(() => hostCheckpoint(page)).toBeNull();
});
