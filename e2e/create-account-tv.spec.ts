import type { FrameLocator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAccountStored, latestCode, newPerson } from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { chooseInList, press } from './support/remote-keys';

/**
 * The email sign-up on a TV with what its remote gives: the D-pad arrows, OK (Enter) and the
 * characters of the on-screen keyboard. No Tab, no click and no focus() from the test once the
 * sheet has the input focus, as the host gives it.
 */
test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

function fields(sheet: FrameLocator) {
  const box = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  return {
    country: sheet.getByRole('combobox', { name: 'Country or Region' }),
    email: box('Email'),
    password: box('Password'),
    first: box('First Name'),
    last: box('Last Name'),
    month: sheet.getByRole('combobox', { name: 'Month' }),
    day: box('Day'),
    year: box('Year'),
    marketing: sheet.getByRole('checkbox', { name: /Send me news/ }),
    terms: sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }),
    termsLink: sheet.getByRole('link', { name: 'Read the Terms and Conditions' }),
    continueButton: sheet.getByRole('button', { name: 'Continue' }),
  };
}

test("on a TV the sign-up is done with the remote's keys alone: arrows, OK and typed characters", async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/account/create') && request.method() === 'POST') {
      creates.push(new URL(request.url()).pathname);
    }
  });
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', tv: '1' });
  await expect(sheet.locator('html')).toHaveAttribute('data-device', 'tv');
  const form = fields(sheet);
  await expect(form.country).toBeVisible();
  // The host hands the input focus to the sheet's web view.
  await sheet.locator('body').evaluate(() => window.focus());

  // The screen's first control has focus as it appears.
  await expect(form.country).toBeFocused();
  const storefront = await form.country.inputValue();
  await press(page, 'ArrowDown', form.email);
  // The arrows passed over the country without changing it (nor reloading the form).
  await expect(form.country).toHaveValue(storefront);
  await page.keyboard.type(person.accountName);
  await press(page, 'ArrowDown', form.password);
  await page.keyboard.type(person.password);
  await press(page, 'ArrowDown', form.first);
  await page.keyboard.type(person.firstName);
  await press(page, 'ArrowRight', form.last);
  await page.keyboard.type(person.lastName);
  await press(page, 'ArrowDown', form.month);
  // OK opens the month's list; the arrows choose in it and OK confirms.
  await chooseInList(page, form.month, 4);
  await expect(form.month).toHaveValue('4');
  await press(page, 'ArrowRight', form.day);
  await page.keyboard.type('12');
  await press(page, 'ArrowRight', form.year);
  await page.keyboard.type('1990');
  // Down from the year, at the far end of its row, goes to what lies nearest below it: the terms
  // link, under its checkbox's label (as Android's own focus search would); up from there is the
  // terms box, and up again the marketing box.
  await press(page, 'ArrowDown', form.termsLink);
  await press(page, 'ArrowUp', form.terms);
  await press(page, 'ArrowUp', form.marketing);
  await press(page, 'ArrowDown', form.terms);
  await page.keyboard.press('Enter');
  await expect(form.terms).toBeChecked();
  await press(page, 'ArrowDown', form.termsLink);
  await press(page, 'ArrowDown', form.continueButton);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The first digit has focus as the screen appears; the remote's keyboard types the code.
  await expect(sheet.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type(await latestCode(emulator, 'email', person.accountName));

  await expect(page.getByText('Result Success')).toBeVisible();
  await expectAccountStored(emulator, person.accountName, person.password);
  // A TV creates through address v3 (spec §7).
  expect(creates).toContain('/v3/account/create');
});

test('on a TV whose D-pad code does not load, the sheet still opens, Tab works and the failure is reported', async ({
  page,
  hosted,
  emulator,
}) => {
  await page.route(/ui-kit-dpad\.[0-9a-f]+\.js$/, (route) => route.abort());
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', tv: '1' });
  const form = fields(sheet);
  await expect(form.country).toBeVisible();
  await sheet.locator('body').evaluate(() => window.focus());
  await press(page, 'Tab', form.country);
  await press(page, 'Tab', form.email);
  await expect
    .poll(async () => {
      const reports = await controlOf<{ errors: { message: string }[] }>(emulator, 'reports');
      return reports.errors.some((report) => report.message.includes('ui-kit-dpad'));
    })
    .toBe(true);
});
