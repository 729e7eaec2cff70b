import type { Page } from '@playwright/test';
import { expect, test } from './support/gallery';
import { chooseInList, press } from './support/remote-keys';

/**
 * The gallery's keyboard form on a TV (device=tv installs the D-pad navigation of
 * libs/ui-kit/src/focus/dpad.ts), filled and sent with the keys a TV remote and its on-screen
 * keyboard give: the arrows, Enter, characters and Backspace. No click, no focus() from the test.
 */

test.use({ viewport: { width: 1920, height: 1080 } });

async function openForm(page: Page, galleryUrl: string, lang: string): Promise<void> {
  await page.goto(`${galleryUrl}/?device=tv&lang=${lang}&section=form`);
  await expect(page.locator('html')).toHaveAttribute('data-gallery-ready', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-device', 'tv');
}

test('on a TV the keyboard form is filled and sent with the D-pad keys alone', async ({
  page,
  gallery,
}) => {
  await openForm(page, gallery.url, 'en-us');
  const label = (text: string) => page.getByLabel(text, { exact: true });
  const firstName = label('First name');
  const lastName = label('Last name');
  const country = label('Country or region');
  const note = label('Note for support');
  const firstDigit = label('Digit 1 of 6');
  const lastDigit = label('Digit 6 of 6');
  const resend = page.getByRole('button', { name: 'Resend Code' });
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });

  // Nothing had focus: the first field took it as the form appeared.
  await expect(firstName).toBeFocused();
  await page.keyboard.type('Anaa');
  await page.keyboard.press('Backspace');
  await press(page, 'ArrowRight', lastName);
  await page.keyboard.type('Lima');
  // The caret takes ArrowLeft until it is at the start of "Lima", then the focus goes left...
  for (let step = 0; step < 4; step += 1) await press(page, 'ArrowLeft', lastName);
  await press(page, 'ArrowLeft', firstName);
  // ...and a field reached with the D-pad has its caret at the end, so ArrowRight leaves at once.
  await press(page, 'ArrowRight', lastName);

  await press(page, 'ArrowDown', label('Email'));
  await page.keyboard.type('ana@example.com');
  await press(page, 'ArrowDown', label('Password'));
  await page.keyboard.type('s3cret-pass');

  // The arrows pass over a select without changing it; OK (Enter) opens its list, where the
  // arrows choose and OK confirms.
  await press(page, 'ArrowDown', country);
  const countryBefore = await country.inputValue();
  await press(page, 'ArrowDown', label('Month'));
  await press(page, 'ArrowUp', label('Phone number'));
  await press(page, 'ArrowLeft', country);
  await expect(country).toHaveValue(countryBefore);
  await chooseInList(page, country, 2);
  await expect(country).toHaveValue('KR');
  await press(page, 'ArrowRight', label('Phone number'));
  await page.keyboard.type('5550100');

  const month = label('Month');
  await press(page, 'ArrowDown', month);
  await chooseInList(page, month, 3);
  await expect(month).toHaveValue('3');
  await press(page, 'ArrowRight', label('Day'));
  await page.keyboard.type('14');
  await press(page, 'ArrowRight', label('Year'));
  await page.keyboard.type('1990');

  await press(page, 'ArrowDown', note);
  await page.keyboard.type('Call after 6 pm');
  await press(page, 'ArrowUp', resend);
  await press(page, 'ArrowUp', firstDigit);
  const bySms = page.getByRole('radio', { name: 'By text message' });
  await press(page, 'ArrowUp', bySms);
  await page.keyboard.press('Enter');
  await expect(bySms).toBeChecked();

  // The code boxes move the focus themselves as digits are typed and erased.
  await press(page, 'ArrowDown', firstDigit);
  await page.keyboard.type('12345');
  await expect(lastDigit).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(label('Digit 5 of 6')).toBeFocused();
  await page.keyboard.type('56');
  await expect(lastDigit).toBeFocused();

  await press(page, 'ArrowDown', note);
  await press(page, 'ArrowDown', label('Referral code'));
  await page.keyboard.type('FRIEND-2026');

  for (const name of [
    'Send me news and offers',
    'I agree to the collection and use of personal information',
    'I agree to the transfer of personal information abroad',
  ]) {
    const checkbox = page.getByRole('checkbox', { name });
    await press(page, 'ArrowDown', checkbox);
    await page.keyboard.press('Enter');
    await expect(checkbox).toBeChecked();
  }
  // Links are stops on the way (Enter would open them).
  await press(page, 'ArrowDown', page.getByRole('link', { name: 'Cloud service terms' }));
  await press(page, 'ArrowDown', page.getByRole('link', { name: 'Privacy policy' }));
  const pipl = page.getByRole('checkbox', {
    name: 'I agree to the transfer of my personal information outside China mainland',
  });
  await press(page, 'ArrowDown', pipl);
  await page.keyboard.press('Enter');
  await press(page, 'ArrowDown', terms);
  await page.keyboard.press('Enter');
  // Enter toggles: twice more leaves it ticked.
  await page.keyboard.press('Enter');
  await expect(terms).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(terms).toBeChecked();
  // The terms link sits under the checkbox's label, apart from it.
  await press(page, 'ArrowDown', page.getByRole('link', { name: 'Read the terms' }));
  await press(page, 'ArrowUp', terms);
  await press(page, 'ArrowDown', page.getByRole('link', { name: 'Read the terms' }));

  // The sticky call to action is reached last, from the last field above it.
  await press(page, 'ArrowDown', page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Submitted' })).toBeVisible();
  const submitted = JSON.parse((await page.locator('#submitted pre').textContent()) ?? '');
  const entry = (id: string, value: string | boolean) => [id, { id, value }];
  expect(submitted).toEqual(
    Object.fromEntries([
      entry('firstName', 'Ana'),
      entry('lastName', 'Lima'),
      entry('email', 'ana@example.com'),
      entry('password', 's3cret-pass'),
      entry('country', 'KR'),
      entry('phoneNumber', '5550100'),
      entry('birthday', '1990-03-14'),
      entry('contact', 'sms'),
      entry('code', '123456'),
      entry('note', 'Call after 6 pm'),
      entry('referral', 'FRIEND-2026'),
      entry('marketing', true),
      entry('koreaCollection', true),
      entry('koreaTransfer', true),
      entry('pipl', true),
      entry('terms', true),
    ]),
  );
});

test('right to left, ArrowLeft and ArrowRight go where they point on screen', async ({
  page,
  gallery,
}) => {
  await openForm(page, gallery.url, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const byId = (id: string) => page.locator(`#${id}`);
  const firstName = byId('field-firstName');
  const lastName = byId('field-lastName');

  // The first name is on the right; the last name on its left. It has focus from the start.
  await expect(firstName).toBeFocused();
  await page.keyboard.type('آنا');
  // Arabic text ends on the left: ArrowRight moves the caret back into it, ArrowLeft returns to
  // the end and, from there, leaves for the field on the left.
  await press(page, 'ArrowRight', firstName);
  await press(page, 'ArrowLeft', firstName);
  await press(page, 'ArrowLeft', lastName);
  // An empty field lets the arrows go at once.
  await press(page, 'ArrowRight', firstName);
  await press(page, 'ArrowLeft', lastName);
  // Latin text in a right-to-left field: the caret crosses "Lima" towards the right, then the
  // focus goes right.
  await page.keyboard.type('Lima');
  for (let step = 0; step < 4; step += 1) await press(page, 'ArrowRight', lastName);
  await press(page, 'ArrowRight', firstName);

  await press(page, 'ArrowDown', byId('field-email'));
  await press(page, 'ArrowDown', byId('field-password'));
  await press(page, 'ArrowDown', byId('field-country'));
  await press(page, 'ArrowLeft', byId('field-phoneNumber'));
  await press(page, 'ArrowRight', byId('field-country'));
  await press(page, 'ArrowLeft', byId('field-phoneNumber'));

  // The birth date reads day, month, year from the right.
  await press(page, 'ArrowDown', byId('birthday-month'));
  await press(page, 'ArrowRight', byId('birthday-day'));
  await press(page, 'ArrowLeft', byId('birthday-month'));
  await press(page, 'ArrowLeft', byId('birthday-year'));
  await page.keyboard.type('1990');
  await expect(byId('birthday-year')).toHaveValue('1990');
});
