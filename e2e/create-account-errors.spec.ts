import type { FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectDetailsKept,
  expectAccountStored,
  fillDetails,
  latestCode,
  newPerson,
  type Person,
} from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';

/**
 * Each error path of the create-account flow, against the emulator's real rules and its test
 * controls: the person sees the error's own message and loses nothing they typed.
 */
const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };
const WRONG_CODE = 'That code isn’t right. Check it and try again.';

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function openDetails(page: Page, hosted: Parameters<typeof openInHost>[1], person: Person) {
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await fillDetails(sheet, person, EN);
  await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
  return sheet;
}

async function continueToEmailCode(sheet: FrameLocator): Promise<void> {
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
}

/** The host's back button on a code screen returns to the details form. */
async function backToDetails(page: Page, sheet: FrameLocator): Promise<void> {
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

test('a wrong code says so and is cleared for the next try; the details stay as typed', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  await continueToEmailCode(sheet);
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, otherThan(code));
  await expect(sheet.getByText(WRONG_CODE)).toBeVisible();
  await expectNoAxeViolations(page);
  await backToDetails(page, sheet);
  await expectDetailsKept(sheet, person);
  await continueToEmailCode(sheet);
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expect(page.getByText('Result Success')).toBeVisible();
});

test('an expired code asks for a new one', async ({ page, hosted, emulator }) => {
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  await continueToEmailCode(sheet);
  const code = await latestCode(emulator, 'email', person.accountName);
  await controlOf(emulator, 'clock', { json: { advanceMs: 11 * 60_000 } });
  await enterCode(sheet, code);
  await expect(
    sheet.getByText('Your verification code has expired. Request a new one.'),
  ).toBeVisible();
  await backToDetails(page, sheet);
  await expectDetailsKept(sheet, person);
});

test('too many wrong tries end the code', async ({ page, hosted, emulator }) => {
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  await continueToEmailCode(sheet);
  const wrong = otherThan(await latestCode(emulator, 'email', person.accountName));
  const firstDigit = sheet.locator('input[autocomplete="one-time-code"]');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await enterCode(sheet, wrong);
    // A refused code is cleared once the service has answered.
    await expect(firstDigit).toHaveValue('');
    await expect(sheet.getByText(WRONG_CODE)).toBeVisible();
  }
  await enterCode(sheet, wrong);
  await expect(
    sheet.getByText('You’ve reached the maximum number of attempts. Try again later.'),
  ).toBeVisible();
  await backToDetails(page, sheet);
  await expectDetailsKept(sheet, person);
});

test('a resend too soon after another code says to wait', async ({ page, hosted, emulator }) => {
  await page.clock.install();
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  await continueToEmailCode(sheet);
  const resend = sheet.getByRole('button', { name: 'Resend Code' });
  await expect(resend).toBeDisabled();
  // Another code went to the address a moment ago (another device, say); the sheet's own
  // 30-second countdown has run out by its clock.
  await fetch(`${emulator.url}/account/email/code?email=${encodeURIComponent(person.accountName)}`);
  await page.clock.fastForward(31_000);
  await resend.click();
  await expect(
    sheet.getByText('A code was just sent. Wait a little before asking for another.'),
  ).toBeVisible();
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expect(page.getByText('Result Success')).toBeVisible();
});

test('a name already taken shows on its field, with everything typed kept', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  await controlOf(emulator, 'accounts', {
    json: { accountName: person.accountName, password: 'Another1pass' },
  });
  const sheet = await openDetails(page, hosted, person);
  const email = sheet.getByRole('textbox', { name: 'Email', exact: true });
  await expect(
    sheet.getByText('An account with this email or phone number already exists.'),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(
    sheet.getByText('An account with this email or phone number already exists.'),
  ).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expectDetailsKept(sheet, person);
  await expectNoAxeViolations(page);

  await email.fill(`new.${person.accountName}`);
  await continueToEmailCode(sheet);
});

test('a general error from the service, then a retry that works', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  await continueToEmailCode(sheet);
  await controlOf(emulator, 'faults', { json: { call: 'createAccountV2', errorKey: 'Oops' } });
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expect(sheet.getByText('Something went wrong. Try again later.')).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expectAccountStored(emulator, person.accountName, person.password);
});

test('a network failure keeps the form as typed, and Continue works once it is back', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  // The host's own HTTP stack (the simulator page) loses the network for the validation calls.
  await page.route('**/account/create/validate**', (route) => route.abort('internetdisconnected'));
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(
    sheet.getByText('Can’t connect. Check your connection and try again.'),
  ).toBeVisible();
  await expectDetailsKept(sheet, person);
  await page.unroute('**/account/create/validate**');
  await continueToEmailCode(sheet);
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expect(page.getByText('Result Success')).toBeVisible();
});

test('a double click on Continue sends one request; busy, it keeps the focus and ignores Enter', async ({
  page,
  hosted,
}) => {
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  // The check's answer is held until the busy action has been looked at.
  let validations = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/account/create/validate', async (route) => {
    validations += 1;
    await answered;
    await route.continue();
  });
  const continueButton = sheet.getByRole('button', { name: 'Continue' });
  await continueButton.focus();
  await continueButton.dblclick();
  const busy = sheet.getByRole('button', { name: 'Please wait…' });
  await expect(busy).toBeFocused();
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  answer();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  expect(validations).toBe(1);
});

test('the code boxes fail to load: the screen says so, and Try Again brings them', async ({
  page,
  hosted,
  emulator,
}) => {
  // Their chunk is asked for once the details form is up, and again on Try Again.
  let refusing = true;
  await page.route('**/ui-kit-code-form.*.js', (route) =>
    refusing ? route.abort('connectionreset') : route.continue(),
  );
  const person = newPerson();
  const sheet = await openDetails(page, hosted, person);
  await continueToEmailCode(sheet);
  const alert = sheet.getByRole('alert');
  await expect(alert).toContainText(
    'The code boxes didn’t load. Check your connection, then try again.',
  );
  await expectNoAxeViolations(page);
  refusing = false;
  await sheet.getByRole('button', { name: 'Try Again' }).click();
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expect(page.getByText('Result Success')).toBeVisible();
});
