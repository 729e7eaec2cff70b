import type { FrameLocator, Page } from '@playwright/test';
import {
  continueWithDetails,
  enterCode,
  expectDetailsKept,
  fillCarrierDetails,
  latestCode,
  newPerson,
} from './support/create-account';
import { controlOf, expect, openInHost, signedInToken, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * Offline, said plainly (issue 32): the simulator's Offline switch makes the host's HTTP and the
 * sheet's own files fail as a phone's do without network, and tells the sheet. An action tried offline shows the sheet's
 * "You're offline" notice (not the general error), keeps every value, and works once the network
 * is back (announced, never sent by itself): exactly one request reaches the emulator.
 */
const OFFLINE =
  'You’re offline. Everything you entered is still here. Try again when you’re back online.';
const BACK_ONLINE = 'You’re back online. You can try again now.';

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

/** Counts the requests for a service path that left the host (the simulator's page sends them). */
function countRequests(page: Page, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

const offlineSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Offline' });

/** The action fails offline with the notice; back online it is announced, and nothing was sent. */
async function triedOffline(
  page: Page,
  sheet: FrameLocator,
  act: () => Promise<void>,
  sent: () => number,
): Promise<void> {
  await offlineSwitch(page).check();
  // The sheet's own files get no answer either, as on a phone without network.
  const ownFile = () =>
    sheet.locator('html').evaluate(() =>
      fetch('/sheet-config.json', { cache: 'no-store' }).then(
        () => 'answered',
        () => 'no answer',
      ),
    );
  await expect.poll(ownFile).toBe('no answer');
  await act();
  await expect(sheet.getByText(OFFLINE)).toBeVisible();
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await offlineSwitch(page).uncheck();
  await expect(sheet.getByText(BACK_ONLINE)).toBeVisible();
  await expect.poll(ownFile).toBe('answered');
  expect(sent()).toBe(0);
}

/** Tried offline (the notice), then again once back online: sent once, and the flow is done. */
async function offlineThenSentOnce(
  page: Page,
  sheet: FrameLocator,
  act: () => Promise<void>,
  retry: () => Promise<void>,
  sent: () => number,
): Promise<void> {
  await triedOffline(page, sheet, act, sent);
  await retry();
  await expect(page.getByText('Result Success')).toBeVisible();
  expect(sent()).toBe(1);
}

/** The code typed offline; back online, Verify sends it once and the account is made. */
const codeOfflineThenVerified = (
  page: Page,
  sheet: FrameLocator,
  code: string,
  codeChecks: () => number,
) =>
  offlineThenSentOnce(
    page,
    sheet,
    () => enterCode(sheet, code),
    () => sheet.getByRole('button', { name: 'Verify' }).click(),
    codeChecks,
  );

test('create account: offline at Continue and at the code, each works once back online', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const codeSends = countRequests(page, /\/account\/email\/code$/);
  const codeChecks = countRequests(page, /\/account\/email\/code\/validate$/);
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await triedOffline(page, sheet, () => continueWithDetails(sheet, person), codeSends);
  await expectDetailsKept(sheet, person);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  expect(codeSends()).toBe(1);

  const code = await latestCode(emulator, 'email', person.accountName);
  await codeOfflineThenVerified(page, sheet, code, codeChecks);
});

test('channel link: offline at Link and at the SMS code, each works once back online', async ({
  page,
  hosted,
  emulator,
}) => {
  const token = await signedInToken(emulator, {
    accountName: uniqueEmail('offline'),
    password: 'Channel4Good',
  });
  const links = countRequests(page, /\/channel\/link$/);
  const verifies = countRequests(page, /\/channel\/sms\/verify$/);
  const path = '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token';
  const sheet = await openInHost(page, hosted, { path, token });
  const link = sheet.getByRole('button', { name: 'Link', exact: true });
  await expect(link).toBeVisible();
  await triedOffline(page, sheet, () => link.click(), links);
  await link.click();
  await expect(sheet.getByRole('heading', { name: 'Enter the Verification Code' })).toBeVisible();
  expect(links()).toBe(1);

  const code = await latestCode(emulator, 'sms', '15555550100');
  await triedOffline(page, sheet, () => enterCode(sheet, code), verifies);
  await sheet.getByRole('button', { name: 'Verify' }).click();
  await expect
    .poll(async () => (await controlOf<{ links: unknown[] }>(emulator, 'channel-links')).links)
    .toHaveLength(1);
  expect(verifies()).toBe(1);
});

test('carrier link: offline at Continue and at the code, each works once back online', async ({
  page,
  hosted,
  emulator,
}) => {
  const codeSends = countRequests(page, /\/account\/phone\/code$/);
  const codeChecks = countRequests(page, /\/account\/phone\/code\/validate$/);
  const sheet = await openInHost(page, hosted, { path: '/account/carrier-linking' });
  await fillCarrierDetails(sheet, 'Carrier4Good');
  const next = sheet.getByRole('button', { name: 'Continue' });
  await triedOffline(page, sheet, () => next.click(), codeSends);
  await expect(sheet.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Noa');
  await next.click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
  expect(codeSends()).toBe(1);

  const code = await latestCode(emulator, 'phone', '12015550123');
  await codeOfflineThenVerified(page, sheet, code, codeChecks);
});

test('terms: offline at Accept, then accepted once back online', async ({
  page,
  hosted,
  emulator,
}) => {
  const token = await signedInToken(emulator, {
    accountName: uniqueEmail('offline'),
    password: 'Terms4Good',
    storefront: 'USA',
  });
  const checks = countRequests(page, /\/terms\/check$/);
  const sheet = await openInHost(page, hosted, { path: '/terms', token });
  const accept = sheet.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();
  await offlineThenSentOnce(
    page,
    sheet,
    () => accept.click(),
    () => accept.click(),
    checks,
  );
});

test('in a plain browser, the browser’s own offline signal gives the notice, values kept', async ({
  page,
  context,
  hosted,
}) => {
  const person = newPerson();
  await page.goto(`${hosted.shell.url}/account/create/personal`);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await context.setOffline(true);
  await continueWithDetails(page, person);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expectDetailsKept(page, person);
  await context.setOffline(false);
  await expect(page.getByText(BACK_ONLINE)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
});
