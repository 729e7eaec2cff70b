import type { FrameLocator, Page, Request } from '@playwright/test';
import { fillDetails, newPerson } from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';

/**
 * Hostile input on every text field of the sign-up form (the carrier form is the same
 * @sheet/account-form) and on the code boxes: no crash, no uncaught error, nothing runs (a
 * dialog listener and a script-set flag), and the value either reaches the service as typed
 * (trimmed where the form trims) or is refused with a message on screen. The emulator answers
 * every such request without a 5xx. The run prints fields × inputs.
 */
const RAN = '__hostileInputRan';
const INPUTS: Record<string, string> = {
  '5,000 characters': 'a'.repeat(5000),
  'emoji and combining marks': 'Zoë👩🏽‍💻e\u0301',
  'right-to-left and zero-width marks': '\u202Eabc\u200B\u200Fdef',
  '<img onerror>': `<img src=x onerror="window.top.${RAN}=1;alert(1)">`,
  '<script>': `<script>window.top.${RAN}=1;alert(1)</script>`,
  'quotes and SQL': `O'Brien"; DROP TABLE accounts;--`,
  'leading and trailing spaces': '   Dana   ',
  'pasted line breaks': 'Dana\nLevi\r\n',
};
const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };
/** Each field: how to find it, and the request field its value goes in. */
const FIELDS = [
  { label: 'Email', param: 'acAccountName' },
  { label: 'Password', param: 'acAccountPassword' },
  { label: 'First Name', param: 'firstName' },
  { label: 'Last Name', param: 'lastName' },
] as const;

type Watch = { dialogs: string[]; errors: string[]; sent: Request[]; serverFaults: string[] };

function watch(page: Page, emulatorUrl: string): Watch {
  const watched: Watch = { dialogs: [], errors: [], sent: [], serverFaults: [] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.errors.push(String(error)));
  page.on('request', (request) => {
    if (request.url().startsWith(emulatorUrl) && request.method() === 'POST') {
      watched.sent.push(request);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(emulatorUrl) && response.status() >= 500) {
      watched.serverFaults.push(`${response.status()} ${response.url()}`);
    }
  });
  return watched;
}

/** Nothing the input carried ran, in the host page or the sheet's frame. */
async function expectNothingRan(page: Page, sheet: FrameLocator, watched: Watch): Promise<void> {
  expect(watched.dialogs).toEqual([]);
  expect(watched.errors).toEqual([]);
  expect(watched.serverFaults).toEqual([]);
  expect(await page.evaluate((flag) => flag in window, RAN)).toBe(false);
  await expect(sheet.locator('img[src="x"], script:not([src])')).toHaveCount(0);
}

/** What the browser's text box keeps of a value (no line breaks in a single-line box). */
const asTyped = (value: string) => value.replace(/[\r\n]/g, '');
/** What may reach the service: as typed, trimmed, or with pasted line breaks as one space. */
const acceptedForms = (value: string) => {
  const typed = asTyped(value);
  return [typed, typed.trim(), value.replace(/\s*[\r\n]+\s*/g, ' ').trim()];
};

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

let checked = 0;
for (const field of FIELDS) {
  test(`sign-up form: ${field.label} takes every hostile input safely`, async ({
    page,
    hosted,
    emulator,
  }) => {
    const watched = watch(page, emulator.url);
    for (const [name, input] of Object.entries(INPUTS)) {
      await test.step(name, async () => {
        const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
        await fillDetails(sheet, newPerson(), EN);
        await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
        const box = sheet.getByRole('textbox', { name: field.label, exact: true });
        await box.fill(input);
        // Only what Continue sends (checks on leaving a field carried the earlier values).
        watched.sent.length = 0;
        await sheet.getByRole('button', { name: 'Continue' }).click();
        // Either refused on screen (the value still in its box), or on to the code step.
        const refused = sheet.getByRole('alert').or(sheet.locator('[aria-invalid="true"]'));
        const onCode = sheet.getByRole('heading', { name: 'Verify Your Email' });
        await expect(refused.or(onCode).first()).toBeVisible();
        if (await onCode.isVisible()) {
          const sentValues = watched.sent
            .map((request) => new URLSearchParams(request.postData() ?? '').get(field.param))
            .filter((value): value is string => value !== null);
          for (const value of sentValues) expect(acceptedForms(input)).toContain(value);
        } else {
          // Nothing typed is lost: the box holds the value (trimmed where the form trims).
          expect(acceptedForms(input)).toContain(await box.inputValue());
          const message = (await refused.first().innerText()).trim();
          expect(message.length > 0 || (await box.getAttribute('aria-invalid')) === 'true').toBe(
            true,
          );
        }
        await expectNothingRan(page, sheet, watched);
        checked += 1;
      });
    }
  });
}

test('the code boxes take only digits, whatever is pasted or typed', async ({
  page,
  hosted,
  emulator,
}) => {
  const watched = watch(page, emulator.url);
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await fillDetails(sheet, newPerson(), EN);
  await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  const first = sheet.locator('input[autocomplete="one-time-code"]');
  for (const [name, input] of Object.entries(INPUTS)) {
    await test.step(name, async () => {
      await first.click();
      await first.pressSequentially(input.slice(0, 200));
      const digits = await sheet
        .locator('.sk-code input, input[autocomplete="one-time-code"]')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(''));
      expect(digits).toMatch(/^\d*$/);
      await expectNothingRan(page, sheet, watched);
      checked += 1;
    });
  }
});

test.afterAll(() => {
  console.log(
    `Hostile input: ${FIELDS.length + 1} fields × ${Object.keys(INPUTS).length} inputs = ${(FIELDS.length + 1) * Object.keys(INPUTS).length} cases; ${checked} checked in this worker`,
  );
});
