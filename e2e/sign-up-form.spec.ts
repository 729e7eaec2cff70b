import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { enterCode, fillDetails, latestCode, newPerson } from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';

/**
 * The sign-up form as a person meets it, by labels and buttons, on the phone and the TV frame:
 * what they read beside each box, what the sticky Continue bar may cover, what moves under their
 * pointer, what pasting keeps, what Back clears, and what over-long or disguised input gets.
 */
const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };
const TERMS = 'I agree to the Terms and Conditions.';
const FRAMES = [
  { frame: 'phone', state: {} },
  { frame: 'TV', state: { tv: '1' } },
] as const;

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function openForm(
  page: Page,
  hosted: Parameters<typeof openInHost>[1],
  state: Record<string, string> = {},
): Promise<FrameLocator> {
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', ...state });
  await expect(sheet.getByRole('button', { name: 'Continue' })).toBeVisible();
  return sheet;
}

type Box = { top: number; bottom: number; left: number; right: number };

/** Where an element is in the sheet's own viewport (the frame's coordinates). */
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

/** Whether the element is what a person sees at its centre (nothing drawn over it). */
const visibleAtCentre = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

for (const { frame, state } of FRAMES) {
  test.describe(`on the ${frame}`, () => {
    test('each checkbox has its own label beside it, visible, and the terms link apart', async ({
      page,
      hosted,
    }) => {
      const sheet = await openForm(page, hosted, state);
      for (const name of [/Send me news/, TERMS]) {
        const box = sheet.getByRole('checkbox', { name });
        await box.scrollIntoViewIfNeeded();
        const label = sheet.locator(`label[for="${await box.getAttribute('id')}"]`);
        const [boxRect, labelRect] = [await boxOf(box), await boxOf(label)];
        // Beside: the label starts right after the box, and the box sits on its first line.
        expect(labelRect.left).toBeGreaterThanOrEqual(boxRect.right);
        expect(boxRect.top).toBeLessThan(labelRect.top + 20);
        expect(boxRect.bottom).toBeGreaterThan(labelRect.top);
        expect(await visibleAtCentre(label), `${String(name)} readable`).toBe(true);
      }
      const terms = sheet.locator(`label[for="field-agreedToTerms"]`);
      const link = sheet.getByRole('link', { name: 'Read the Terms and Conditions' });
      // The link is on a line of its own under the label, not between the box and its label.
      expect((await boxOf(link)).top).toBeGreaterThanOrEqual((await boxOf(terms)).bottom - 1);
      await expectNoAxeViolations(page);
    });

    test('the sticky Continue bar never covers the control that has focus', async ({
      page,
      hosted,
    }) => {
      const sheet = await openForm(page, hosted, state);
      const bar = sheet.locator('.sk-sticky-cta');
      const controls = sheet.locator('main form :is(input, select, a, button)');
      const count = await controls.count();
      expect(count).toBeGreaterThan(10);
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        if (await control.evaluate((element) => element.closest('.sk-sticky-cta') !== null)) {
          continue;
        }
        // Focus as the keyboard does (the browser scrolls it into view its own way).
        await control.evaluate((element: HTMLElement) => element.focus());
        const [rect, barRect] = [await boxOf(control), await boxOf(bar)];
        expect(rect.bottom, `control ${index} above the bar`).toBeLessThanOrEqual(barRect.top);
        expect(rect.top, `control ${index} in view`).toBeGreaterThanOrEqual(0);
      }
      // At the very end the bar sits after the last control: nothing is left under it.
      await sheet.locator('html').evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const last = await boxOf(sheet.getByRole('link', { name: 'Read the Terms and Conditions' }));
      expect(last.bottom).toBeLessThanOrEqual((await boxOf(bar)).top);
    });
  });
}

test('a click on the terms box right after leaving an invalid date lands (a real mouse click)', async ({
  page,
  hosted,
}) => {
  const sheet = await openForm(page, hosted);
  const terms = sheet.getByRole('checkbox', { name: TERMS });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await sheet.getByRole('textbox', { name: 'Day' }).fill('31');
    await sheet.getByRole('combobox', { name: 'Month' }).selectOption('2');
    await sheet.getByRole('textbox', { name: 'Year' }).fill('1990');
    await sheet.getByRole('textbox', { name: 'Day' }).focus();
    await terms.scrollIntoViewIfNeeded();
    const target = (await terms.boundingBox())!;
    const checked = await terms.isChecked();
    // Leaving the date shows its error on the mouse's press, before its release.
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
    await expect(sheet.getByText('Enter a valid date.')).toBeVisible();
    expect(await terms.isChecked(), `click ${attempt + 1}`).toBe(!checked);
  }
});

test('pasted day and year keep their digits, whatever spaces surround them', async ({
  page,
  hosted,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const sheet = await openForm(page, hosted);
  const paste = async (field: Locator, text: string) => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await field.click();
    await page.keyboard.press('ControlOrMeta+V');
  };
  const day = sheet.getByRole('textbox', { name: 'Day' });
  const year = sheet.getByRole('textbox', { name: 'Year' });
  await paste(day, '   14   ');
  await expect(day).toHaveValue('14');
  await paste(year, '   1990   ');
  await expect(year).toHaveValue('1990');
});

/** The form open on the phone, filled for a new person with the terms ticked. */
async function openFilledForm(
  page: Page,
  hosted: Parameters<typeof openInHost>[1],
): Promise<{ sheet: FrameLocator; person: ReturnType<typeof newPerson> }> {
  const person = newPerson();
  const sheet = await openForm(page, hosted);
  await fillDetails(sheet, person, EN);
  await sheet.getByRole('checkbox', { name: TERMS }).check();
  return { sheet, person };
}

test('Enter in a box continues, as a phone keyboard’s Go does', async ({
  page,
  hosted,
  emulator,
}) => {
  const { sheet, person } = await openFilledForm(page, hosted);
  // The sticky Continue takes the form's Enter (its press never lets the browser submit itself).
  await sheet.getByRole('textbox', { name: EN.first }).press('Enter');
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  expect(await latestCode(emulator, 'email', person.accountName)).toMatch(/^\d{6}$/);
  // Nothing the person typed went into an address, as a browser's own submission would put it.
  for (const frame of page.frames()) expect(frame.url()).not.toContain(person.password);
});

test('an error from the code screen is gone after the host’s Back', async ({
  page,
  hosted,
  emulator,
}) => {
  const { sheet, person } = await openFilledForm(page, hosted);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await controlOf(emulator, 'faults', { json: { call: 'createAccountV2', errorKey: 'Oops' } });
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  const stale = sheet.getByText('Something went wrong. Try again later.');
  await expect(stale).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: 'Email' })).toHaveValue(person.accountName);
  await expect(stale).toBeHidden();
  await expect(sheet.getByRole('alert')).toHaveCount(0);
});

test('a European storefront carries the copyright line; it follows a change of country', async ({
  page,
  hosted,
}) => {
  const copyright = (sheet: FrameLocator) => sheet.getByText(/^Copyright © \d{4}\./);
  const sheet = await openForm(page, hosted);
  await expect(sheet.getByRole('textbox', { name: EN.first })).toBeVisible();
  await expect(copyright(sheet)).toHaveCount(0);
  await sheet.getByRole('combobox', { name: 'Country or Region' }).selectOption('GBR');
  await expect(copyright(sheet)).toBeVisible();
  await expectNoAxeViolations(page);
  const french = await openForm(page, hosted, { cc: 'FRA' });
  await expect(copyright(french)).toBeVisible();
});

test.describe('text the form cannot take is said on its field, never as a generic error', () => {
  const cases = [
    {
      what: 'a 5,000-character email',
      field: 'Email',
      value: `${'a'.repeat(5000)}@example.com`,
      message: 'Use at most 254 characters.',
    },
    {
      what: 'a 5,000-character password',
      field: 'Password',
      value: `Aa1${'x'.repeat(4997)}`,
      message: 'Use at most 128 characters.',
    },
    {
      what: 'a 5,000-character first name',
      field: 'First Name',
      value: 'A'.repeat(5000),
      message: 'Use at most 64 characters.',
    },
    ...['\u202E', '\u200F', '\u200B', '\uFEFF'].map((mark) => ({
      what: `an email with U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`,
      field: 'Email',
      value: `dana${mark}@example.com`,
      message:
        'Remove the invisible formatting characters (such as direction marks) from the email or phone number.',
    })),
  ];
  for (const { what, field, value, message } of cases) {
    test(what, async ({ page, hosted }) => {
      const person = newPerson();
      const sheet = await openForm(page, hosted);
      await fillDetails(sheet, person, EN);
      await sheet.getByRole('checkbox', { name: TERMS }).check();
      const box = sheet.getByRole('textbox', { name: field, exact: true });
      await box.fill(value);
      await sheet.getByRole('button', { name: 'Continue' }).click();
      await expect(box).toHaveAccessibleDescription(new RegExp(escape(message)));
      await expect(box).toHaveValue(value);
      await expect(sheet.getByText('Something went wrong')).toHaveCount(0);
      await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('an Arabic name with its own direction is a name, not a disguise', async ({
    page,
    hosted,
  }) => {
    const person = newPerson({ firstName: 'ليلى', lastName: 'حداد' });
    const sheet = await openForm(page, hosted);
    await fillDetails(sheet, person, EN);
    await sheet.getByRole('checkbox', { name: TERMS }).check();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  });
});

test.describe('on a TV', () => {
  test('the first control of each screen has focus when it appears', async ({
    page,
    hosted,
    emulator,
  }) => {
    const person = newPerson();
    const sheet = await openForm(page, hosted, { tv: '1' });
    await expect(sheet.getByRole('combobox', { name: 'Country or Region' })).toBeFocused();
    await fillDetails(sheet, person, EN);
    await sheet.getByRole('checkbox', { name: TERMS }).check();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await latestCode(emulator, 'email', person.accountName);
  });

  test('text reads from across the room: 24 px and up at 1920 × 1080', async ({ page, hosted }) => {
    const sheet = await openForm(page, hosted, { tv: '1' });
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByText('Fill in this field.').first()).toBeVisible();
    const sizes = await sheet.locator('main').evaluate((main) => {
      const small: string[] = [];
      const width = main.ownerDocument.documentElement.clientWidth;
      for (const element of main.querySelectorAll<HTMLElement>('*')) {
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        const control = element.matches('input:not([type=checkbox], [type=radio]), select, button');
        if (!ownText && !control) continue;
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (size < 24) small.push(`${element.tagName}.${element.className} ${size}px`);
      }
      return { small, width };
    });
    expect(sizes.width).toBe(1920);
    expect(sizes.small).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
