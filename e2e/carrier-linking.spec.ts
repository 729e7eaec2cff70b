import type { FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectAccountStored,
  expectNoSecretsLeaked,
  fillBirthday,
  latestCode,
  watchForLeaks,
} from './support/create-account';
import { press } from './support/remote-keys';
import { controlOf, expect, openInHost, test } from './support/simulator';

/**
 * The carrier-linking flow in the host simulator against the emulator: a person whose phone plan
 * includes the service creates the restricted phone account its bundle needs, verifies the number
 * by code, and the bundle is linked; the host hears of each step.
 */
const SIM = '+12015550123';
const PASSWORD = 'Carrier4Good';
const PATH = '/account/carrier-linking';
const EN = {
  title: 'Link Your Carrier Plan',
  codeTitle: 'Verify Your Phone Number',
  number: 'Phone Number',
  password: 'Password',
  first: 'First Name',
  last: 'Last Name',
  terms: 'I agree to the Terms and Conditions.',
  continue: 'Continue',
};

type CarrierLink = { accountName: string; guid: string };

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function fillDetails(sheet: FrameLocator, labels = EN): Promise<void> {
  const box = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  await box(labels.password).fill(PASSWORD);
  await box(labels.first).fill('Noa');
  await box(labels.last).fill('Carmel');
  await fillBirthday(sheet, '1991-06-15');
  await sheet.getByRole('checkbox', { name: labels.terms }).check();
}

/** From the filled details to the code step, then the code the emulator sent to the number. */
async function verifyNumber(
  sheet: FrameLocator,
  emulator: Parameters<typeof latestCode>[0],
  number = SIM,
  labels = EN,
): Promise<string> {
  await sheet.getByRole('button', { name: labels.continue }).click();
  await expect(sheet.getByRole('heading', { name: labels.codeTitle })).toBeVisible();
  const code = await latestCode(emulator, 'phone', number.replace('+', ''));
  await enterCode(sheet, code);
  return code;
}

async function carrierLinks(emulator: Parameters<typeof controlOf>[0]): Promise<CarrierLink[]> {
  return (await controlOf<{ links: CarrierLink[] }>(emulator, 'carrier-links')).links;
}

async function expectLinkedAndClosed(page: Page): Promise<void> {
  await expect(page.getByText('Result Success')).toBeVisible();
  await expect(page.getByText('Carrier status Eligible')).toBeVisible();
  await expect(page.getByText('Subscription status invalidated Yes')).toBeVisible();
}

/** Counts the account creations the sheet sends (one per account, whatever is retried). */
function countCreates(page: Page): { count: number } {
  const creates = { count: 0 };
  page.on('request', (request) => {
    if (/\/v[23]\/account\/create$/.test(request.url())) creates.count += 1;
  });
  return creates;
}

test('the whole flow: the host’s number, a code, the account, the link, eligible and closed', async ({
  page,
  hosted,
  emulator,
}) => {
  const seen = watchForLeaks(page);
  const sheet = await openInHost(page, hosted, { path: PATH });
  await expect(sheet.getByRole('heading', { name: EN.title })).toBeVisible();
  // The host's number, shown as the storefront formats it (spec §7); kept as the host gave it.
  await expect(sheet.getByRole('textbox', { name: EN.number })).toHaveValue('+1 201 555 0123');
  await expectNoAxeViolations(page);
  await fillDetails(sheet);
  await sheet.getByRole('button', { name: EN.continue }).click();
  await expect(sheet.getByRole('heading', { name: EN.codeTitle })).toBeVisible();
  await expect(sheet.getByText('Enter the code we sent to (201) 555-0123.')).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await latestCode(emulator, 'phone', SIM.replace('+', ''));
  await enterCode(sheet, code);

  await expectLinkedAndClosed(page);
  // The host received the new account's details (the token shown redacted).
  await expect(page.getByRole('region', { name: 'Sheet closed' })).toContainText('"dsid"');
  const links = await carrierLinks(emulator);
  expect(links).toEqual([expect.objectContaining({ accountName: SIM })]);
  expect(links[0]!.guid).toMatch(/^sim-/);
  await expectAccountStored(emulator, SIM, PASSWORD);
  await expectNoSecretsLeaked(emulator, seen, [PASSWORD, code]);
});

test('a host without a number lets the person type it, formatted as typed', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openInHost(page, hosted, { path: PATH, phone: 'none' });
  const number = sheet.getByRole('textbox', { name: EN.number });
  await expect(number).toHaveValue('');
  await number.pressSequentially('2015');
  await expect(number).toHaveValue('(201) 5');
  // Backspace twice: the 5, then (past the bracket and space) the 1.
  await number.press('Backspace');
  await number.press('Backspace');
  await expect(number).toHaveValue('20');
  await number.pressSequentially('15550177');
  await expect(number).toHaveValue('(201) 555-0177');
  await fillDetails(sheet);
  await verifyNumber(sheet, emulator, '+12015550177');
  await expectLinkedAndClosed(page);
  expect(await carrierLinks(emulator)).toEqual([
    expect.objectContaining({ accountName: '+12015550177' }),
  ]);
});

test.describe('a host that does not sign in with the new account by itself', () => {
  test('asks the person to sign in; once they do, the bundle is linked', async ({
    page,
    hosted,
    emulator,
  }) => {
    const sheet = await openInHost(page, hosted, { path: PATH, adopt: '0' });
    await fillDetails(sheet);
    await verifyNumber(sheet, emulator);
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toContainText('Sign in to link your carrier plan to your account.');
    await dialog.getByRole('textbox', { name: 'Account name' }).fill(SIM);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectLinkedAndClosed(page);
    expect(await carrierLinks(emulator)).toHaveLength(1);
  });

  test('a declined sign-in says so, keeps the sheet, and Close closes it', async ({
    page,
    hosted,
    emulator,
  }) => {
    const creates = countCreates(page);
    const sheet = await openInHost(page, hosted, { path: PATH, adopt: '0' });
    await fillDetails(sheet);
    await verifyNumber(sheet, emulator);
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(
      sheet.getByRole('heading', { name: 'Your Carrier Plan Isn’t Linked' }),
    ).toBeVisible();
    await expect(sheet.getByRole('alert')).toContainText('only after you sign in');
    await expectNoAxeViolations(page);
    // Try Again asks again (the person's choice, not a loop); declined again, still one account.
    await sheet.getByRole('button', { name: 'Try Again' }).click();
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(sheet.getByRole('alert')).toContainText('only after you sign in');
    expect(creates.count).toBe(1);
    expect(await carrierLinks(emulator)).toEqual([]);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Result Cancelled')).toBeVisible();
  });
});

test('refused twice for want of sign-in: one sign-in, one account, a message and no loop', async ({
  page,
  hosted,
  emulator,
}) => {
  const creates = countCreates(page);
  const links: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/carrier/link')) links.push(request.url());
  });
  await controlOf(emulator, 'faults', {
    json: { call: 'linkCarrier', errorKey: 'MZCommerce.NoAuthorization', count: 2 },
  });
  const sheet = await openInHost(page, hosted, { path: PATH });
  await fillDetails(sheet);
  await verifyNumber(sheet, emulator);
  await expect(sheet.getByRole('alert')).toContainText('couldn’t confirm your sign-in');
  await expect(sheet.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  expect(links).toHaveLength(2);
  expect(creates.count).toBe(1);
  expect(await carrierLinks(emulator)).toEqual([]);
});

test('a bundle already linked to another account says whose it is and offers Close', async ({
  page,
  hosted,
  emulator,
}) => {
  // This device's bundle goes to a first account…
  let sheet = await openInHost(page, hosted, { path: PATH });
  await fillDetails(sheet);
  await verifyNumber(sheet, emulator);
  await expectLinkedAndClosed(page);
  // …then, in the same tab (the same device), a second person tries to take it.
  sheet = await openInHost(page, hosted, { path: PATH, phone: '+12015550188' });
  await fillDetails(sheet);
  await verifyNumber(sheet, emulator, '+12015550188');
  await expect(sheet.getByRole('alert')).toContainText('already linked to another account');
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Result Cancelled')).toBeVisible();
  expect(await carrierLinks(emulator)).toEqual([expect.objectContaining({ accountName: SIM })]);
});

test('a server error keeps every typed value, and Continue works once it is gone', async ({
  page,
  hosted,
  emulator,
}) => {
  await controlOf(emulator, 'faults', { json: { call: 'validateFields', httpStatus: 500 } });
  const sheet = await openInHost(page, hosted, { path: PATH });
  await fillDetails(sheet);
  await sheet.getByRole('button', { name: EN.continue }).click();
  await expect(sheet.getByRole('alert')).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: EN.password })).toHaveValue(PASSWORD);
  await expect(sheet.getByRole('textbox', { name: EN.first })).toHaveValue('Noa');
  await expect(sheet.getByRole('checkbox', { name: EN.terms })).toBeChecked();
  await expectNoAxeViolations(page);
  await verifyNumber(sheet, emulator);
  await expectLinkedAndClosed(page);
});

test('in Arabic the flow reads right to left, to the end', async ({ page, hosted, emulator }) => {
  const sheet = await openInHost(page, hosted, { path: PATH, lang: 'ar', cc: 'SAU' });
  await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sheet.getByRole('heading', { name: 'ربط باقة الجوّال' })).toBeVisible();
  await expectNoAxeViolations(page);
  const labels = {
    ...EN,
    codeTitle: 'تأكيد رقم هاتفك',
    password: 'كلمة المرور',
    first: 'الاسم الأول',
    last: 'اسم العائلة',
    terms: 'أوافق على الشروط والأحكام.',
    continue: 'متابعة',
  };
  // The host's US number in a Saudi storefront: international, isolated and on one line in Arabic.
  await expect(sheet.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveValue('+1 201 555 0123');
  await fillDetails(sheet, labels);
  await sheet.getByRole('button', { name: labels.continue }).click();
  await expect(
    sheet.getByText('\u2068+1\u00a0201\u00a0555\u00a00123\u2069', { exact: false }),
  ).toBeVisible();
  await enterCode(sheet, await latestCode(emulator, 'phone', SIM.replace('+', '')));
  await expectLinkedAndClosed(page);
});

test('on a TV the flow is done with the remote’s keys alone', async ({
  page,
  hosted,
  emulator,
}) => {
  const sheet = await openInHost(page, hosted, { path: PATH, tv: '1' });
  const box = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  await expect(sheet.getByRole('combobox', { name: 'Country or Region' })).toBeFocused();
  await sheet.locator('body').evaluate(() => window.focus());
  await press(page, 'ArrowDown', box(EN.number));
  await press(page, 'ArrowDown', box(EN.password));
  await page.keyboard.type(PASSWORD);
  await press(page, 'ArrowDown', box(EN.first));
  await page.keyboard.type('Noa');
  await press(page, 'ArrowRight', box(EN.last));
  await page.keyboard.type('Carmel');
  const month = sheet.getByRole('combobox', { name: 'Month' });
  await press(page, 'ArrowDown', month);
  await page.keyboard.press('Enter');
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowDown');
  await press(page, 'Enter', month);
  await press(page, 'ArrowRight', box('Day'));
  await page.keyboard.type('15');
  await press(page, 'ArrowRight', box('Year'));
  await page.keyboard.type('1991');
  const terms = sheet.getByRole('checkbox', { name: EN.terms });
  await press(
    page,
    'ArrowDown',
    sheet.getByRole('link', { name: 'Read the Terms and Conditions' }),
  );
  await press(page, 'ArrowUp', terms);
  await page.keyboard.press('Enter');
  await expect(terms).toBeChecked();
  await press(
    page,
    'ArrowDown',
    sheet.getByRole('link', { name: 'Read the Terms and Conditions' }),
  );
  await press(page, 'ArrowDown', sheet.getByRole('button', { name: EN.continue }));
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('heading', { name: EN.codeTitle })).toBeVisible();
  await expect(box('Digit 1 of 6')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(await latestCode(emulator, 'phone', SIM.replace('+', '')));
  await expectLinkedAndClosed(page);
});
