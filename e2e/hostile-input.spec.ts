import type { FrameLocator, Locator, Page, Request } from '@playwright/test';
import {
  fillBirthday,
  fillDetails,
  newPerson,
  reachChinaPhoneCapture,
} from './support/create-account';
import type { Product } from './support/product';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { countFinishedFormActions, finishedFormActions } from './support/form-actions';
import { uniqueEmail } from './support/unique';

/**
 * Hostile input on every text field of every flow: the sign-up and carrier forms (birthday parts
 * included), China's phone number capture, and the email, phone and SMS code boxes: no crash, no uncaught error, nothing runs (a
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
const TERMS = 'I agree to the Terms and Conditions.';

/**
 * A text field: found by its label, or (a birthday part) by its id; where its value is sent. A
 * phone number field keeps only what a number is made of (it is formatted as typed, spec §7).
 */
type Field = {
  name: string;
  locate: (sheet: FrameLocator) => Locator;
  param?: string;
  phoneNumber?: boolean;
};
const byLabel = (label: string, param: string): Field => ({
  name: label,
  locate: (sheet) => sheet.getByRole('textbox', { name: label, exact: true }),
  param,
});
const birthdayPart = (part: 'day' | 'year'): Field => ({
  name: `Birthday ${part}`,
  locate: (sheet) => sheet.locator(`#field-birthday-${part}`),
});
/** A form of a flow: opened with every field valid and the terms box ticked. */
type Form = {
  name: string;
  open: (page: Page, hosted: Product) => Promise<FrameLocator>;
  /** the heading of the step Continue leads to */
  next: string;
  fields: Field[];
};
const FORMS: Form[] = [
  {
    name: 'sign-up form',
    open: async (page, hosted) => {
      const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
      await fillDetails(sheet, newPerson(), EN);
      await sheet.getByRole('checkbox', { name: TERMS }).check();
      return sheet;
    },
    next: 'Verify Your Email',
    fields: [
      byLabel('Email', 'acAccountName'),
      byLabel('Password', 'acAccountPassword'),
      byLabel('First Name', 'firstName'),
      byLabel('Last Name', 'lastName'),
      birthdayPart('day'),
      birthdayPart('year'),
    ],
  },
  {
    name: 'carrier form',
    open: async (page, hosted) => {
      const sheet = await openInHost(page, hosted, { path: '/account/carrier-linking' });
      const box = (label: string) => sheet.getByRole('textbox', { name: label, exact: true });
      await box('Password').fill('Carrier4Good');
      await box('First Name').fill('Noa');
      await box('Last Name').fill('Carmel');
      await fillBirthday(sheet, '1991-06-15');
      await sheet.getByRole('checkbox', { name: TERMS }).check();
      return sheet;
    },
    next: 'Verify Your Phone Number',
    fields: [
      { ...byLabel('Phone Number', 'acAccountName'), phoneNumber: true },
      byLabel('Password', 'acAccountPassword'),
      byLabel('First Name', 'firstName'),
      byLabel('Last Name', 'lastName'),
      birthdayPart('day'),
      birthdayPart('year'),
    ],
  },
];

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

const digitsOf = (text: string) => text.replace(/\D/g, '');
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
for (const form of FORMS) {
  for (const field of form.fields) {
    test(`${form.name}: ${field.name} takes every hostile input safely`, async ({
      page,
      hosted,
      emulator,
    }) => {
      const watched = watch(page, emulator.url);
      // A form that refused an input takes the next one; one that went on is opened again.
      let opened: FrameLocator | undefined;
      for (const [name, input] of Object.entries(INPUTS)) {
        await test.step(name, async () => {
          const sheet = opened ?? (await form.open(page, hosted));
          if (!opened) await countFinishedFormActions(sheet);
          opened = sheet;
          const box = field.locate(sheet);
          await box.fill(input);
          // Only what Continue sends (checks on leaving a field carried the earlier values).
          watched.sent.length = 0;
          const finished = await finishedFormActions(sheet);
          await sheet.getByRole('button', { name: 'Continue' }).click();
          // Either refused on screen (the value still in its box), or on to the next step.
          await expect.poll(() => finishedFormActions(sheet)).toBeGreaterThan(finished);
          const refused = sheet.getByRole('alert').or(sheet.locator('[aria-invalid="true"]'));
          const onNext = sheet.getByRole('heading', { name: form.next });
          await expect(refused.or(onNext).first()).toBeVisible();
          if (await onNext.isVisible()) {
            opened = undefined;
            const sentValues = watched.sent
              .map((request) =>
                new URLSearchParams(request.postData() ?? '').get(field.param ?? ''),
              )
              .filter((value): value is string => value !== null);
            for (const value of sentValues) expect(acceptedForms(input)).toContain(value);
          } else if (field.phoneNumber) {
            // The box holds the digits of what was typed, in order, and nothing else.
            await expect(box).toHaveValue(/^[\d ()-]*$/);
            expect(digitsOf(await box.inputValue())).toBe(digitsOf(input));
          } else if (field.param) {
            // Nothing typed is lost: the box holds the value (trimmed where the form trims).
            expect(acceptedForms(input)).toContain(await box.inputValue());
          } else {
            // A birthday part keeps the digits of what was typed or pasted, and only those.
            expect(await box.inputValue()).toMatch(/^\d*$/);
          }
          await expectNothingRan(page, sheet, watched);
          checked += 1;
        });
      }
    });
  }
}

/** Continue on a form, to its code step. */
const codeStepOf =
  (form: Form, heading: string) =>
  async (page: Page, hosted: Product): Promise<FrameLocator> => {
    const sheet = await form.open(page, hosted);
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByRole('heading', { name: heading })).toBeVisible();
    return sheet;
  };

/** A signed-in person on the channel offer, Link pressed: the SMS code step. */
async function smsCodeStep(page: Page, hosted: Product, emulator: SpawnedEmulator) {
  const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: { accountName: uniqueEmail('sms'), password: 'Sheet2026pass' },
  });
  const sheet = await openInHost(page, hosted, {
    path: '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token',
    token,
  });
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(sheet.getByRole('heading', { name: 'Enter the Verification Code' })).toBeVisible();
  return sheet;
}

/** The code boxes of each flow's code step. */
type CodeStep = {
  name: string;
  reach: (page: Page, hosted: Product, emulator: SpawnedEmulator) => Promise<FrameLocator>;
};
const CODE_STEPS: CodeStep[] = [
  { name: 'email code', reach: codeStepOf(FORMS[0]!, 'Verify Your Email') },
  { name: 'phone code', reach: codeStepOf(FORMS[1]!, 'Verify Your Phone Number') },
  { name: 'SMS code', reach: smsCodeStep },
];
for (const step of CODE_STEPS) {
  test(`${step.name} boxes take only digits, whatever is pasted or typed`, async ({
    page,
    hosted,
    emulator,
  }) => {
    const watched = watch(page, emulator.url);
    const sheet = await step.reach(page, hosted, emulator);
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
}

// China's sign-up asks an email account for a phone number too (in Chinese, the storefront's own).
const CAPTURE = { box: '手机号码', send: '发送验证码' };

test('China’s phone number capture refuses every hostile input and keeps it', async ({
  page,
  hosted,
  emulator,
}) => {
  const watched = watch(page, emulator.url);
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'CHN' });
  await reachChinaPhoneCapture(sheet, emulator, newPerson());
  const box = sheet.getByRole('textbox', { name: CAPTURE.box });
  // The host's number comes in first (a box the person has not filled gets it): what is typed
  // next replaces it, and letters alone leave the box empty, not open to a late prefill.
  await expect(box).toHaveValue(/\d/);
  for (const [name, input] of Object.entries(INPUTS)) {
    await test.step(name, async () => {
      await box.fill(input);
      await sheet.getByRole('button', { name: CAPTURE.send }).click();
      // None of them is a phone number: refused on screen (no number, or one that cannot
      // exist). The box kept the digits typed, the only characters a number field takes.
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(sheet.getByText(/请输入有效的手机号码|请填写此字段/)).toBeVisible();
      expect(digitsOf(await box.inputValue())).toBe(digitsOf(input));
      await expectNothingRan(page, sheet, watched);
      checked += 1;
    });
  }
});

test.afterAll(() => {
  // the forms' fields, the code steps' boxes and China's phone number
  const fields = FORMS.reduce((sum, form) => sum + form.fields.length, 0) + CODE_STEPS.length + 1;
  const inputs = Object.keys(INPUTS).length;
  console.log(
    `Hostile input: ${fields} fields × ${inputs} inputs = ${fields * inputs} cases; ${checked} checked in this worker`,
  );
});
