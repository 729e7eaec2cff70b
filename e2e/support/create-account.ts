import type { FrameLocator, Locator, Page, Request } from '@playwright/test';

/** Where the sheet is: its frame in the host simulator, or the page (or a part) of a sheet opened alone. */
export type SheetScope = FrameLocator | Locator | Page;
import type { SpawnedEmulator } from '../../tools/service-emulator/src/spawn';
import { controlOf, expect } from './simulator';
import { uniqueEmail } from './unique';

export type Person = {
  accountName: string;
  password: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthday: string;
};

/** A person nobody has used in this emulator run (accounts persist until a reset). */
export function newPerson(overrides: Partial<Person> = {}): Person {
  return {
    accountName: uniqueEmail('person'),
    password: 'Sheet4Good',
    firstName: 'Dana',
    lastName: 'Levi',
    birthday: '1990-04-12',
    ...overrides,
  };
}

/** Fills the details form by label, as a person would (the labels follow the sheet's language). */
export async function fillDetails(
  sheet: SheetScope,
  person: Person,
  labels: { accountName: string | RegExp; password: string; first: string; last: string },
): Promise<void> {
  const box = (name: string | RegExp) => sheet.getByRole('textbox', { name, exact: true });
  await box(labels.accountName).fill(person.accountName);
  await box(labels.password).fill(person.password);
  await box(labels.first).fill(person.firstName);
  await box(labels.last).fill(person.lastName);
  await fillBirthday(sheet, person.birthday);
}

/** The China storefront's details form (in Chinese, its only language): filled, both boxes ticked. */
export async function fillChinaDetails(sheet: SheetScope, person: Person): Promise<void> {
  await fillDetails(sheet, person, {
    accountName: '电子邮件或手机号码',
    password: '密码',
    first: '名字',
    last: '姓氏',
  });
  await sheet.getByRole('checkbox', { name: '我同意条款与条件。' }).check();
  await sheet.getByRole('checkbox', { name: '我同意将我的个人信息跨境传输。' }).check();
}

/**
 * China's sign-up with an email, as far as the screen that asks for a phone number too: the
 * details, Continue, the email's code.
 */
export async function reachChinaPhoneCapture(
  sheet: SheetScope,
  emulator: SpawnedEmulator,
  person: Person,
): Promise<void> {
  await fillChinaDetails(sheet, person);
  await sheet.getByRole('button', { name: '继续' }).click();
  await expect(sheet.getByRole('heading', { name: '验证你的电子邮件地址' })).toBeVisible();
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expect(sheet.getByRole('heading', { name: '添加手机号码' })).toBeVisible();
}

export async function fillBirthday(sheet: SheetScope, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await sheet.locator('#field-birthday-day').fill(String(Number(day)));
  await sheet.locator('#field-birthday-month').selectOption(String(Number(month)));
  await sheet.locator('#field-birthday-year').fill(year!);
}

/**
 * The code the emulator last sent to a target, read from its test control. Like a person, it waits
 * a moment for the message: a screen may show before the send it made has been answered.
 */
export async function latestCode(
  emulator: SpawnedEmulator,
  channel: 'email' | 'phone' | 'sms',
  target: string,
): Promise<string> {
  const query = new URLSearchParams({ channel, target });
  let answer: { status: number; code?: string } = { status: -1 };
  await expect
    .poll(
      async () => {
        answer = await controlOf(emulator, `codes/latest?${query.toString()}`);
        return answer.status;
      },
      { message: `a ${channel} code for ${target}` },
    )
    .toBe(0);
  return answer.code!;
}

/** Types a code into the digit boxes, one key per digit, as a person (or a TV remote) does. */
export async function enterCode(sheet: SheetScope, code: string): Promise<void> {
  const first = sheet.locator('input[autocomplete="one-time-code"]');
  await first.click();
  await first.pressSequentially(code);
}

/** Proves the account exists: the emulator signs it in with the password the person chose. */
export async function expectAccountStored(
  emulator: SpawnedEmulator,
  accountName: string,
  password: string,
): Promise<void> {
  const response = await fetch(`${emulator.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountName, password }),
  });
  expect(((await response.json()) as { status: number }).status).toBe(0);
}

/**
 * Everything that could leak a secret during a test: every request URL of every frame, every
 * console line, and (at the end) the metrics events the emulator received.
 */
export function watchForLeaks(page: Page): { texts: string[] } {
  const seen = { texts: [] as string[] };
  page.on('request', (request: Request) => seen.texts.push(request.url()));
  page.on('console', (message) => seen.texts.push(message.text()));
  page.on('pageerror', (error) => seen.texts.push(String(error)));
  return seen;
}

export async function expectNoSecretsLeaked(
  emulator: SpawnedEmulator,
  seen: { texts: string[] },
  secrets: readonly string[],
): Promise<void> {
  const reports = await controlOf<{ metrics: unknown[]; errors: unknown[] }>(emulator, 'reports');
  const haystack = [...seen.texts, JSON.stringify(reports.metrics), JSON.stringify(reports.errors)];
  for (const secret of secrets.filter((value) => value.length >= 4)) {
    const leaks = haystack.filter((text) => text.includes(secret));
    expect(leaks, `places where a secret appeared`).toEqual([]);
  }
}

/** Fills the details form in English, ticks the terms and presses Continue. */
export async function continueWithDetails(sheet: SheetScope, person: Person): Promise<void> {
  await fillDetails(sheet, person, {
    accountName: 'Email',
    password: 'Password',
    first: 'First Name',
    last: 'Last Name',
  });
  await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
}

/** Fills the details form in English and continues to the email code screen. */
export async function reachEmailCode(sheet: SheetScope, person: Person): Promise<void> {
  await continueWithDetails(sheet, person);
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
}

/** Every value the person typed on the details form is still there. */
export async function expectDetailsKept(sheet: SheetScope, person: Person): Promise<void> {
  const box = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  await expect(box('Email')).toHaveValue(person.accountName);
  await expect(box('Password')).toHaveValue(person.password);
  await expect(box('First Name')).toHaveValue(person.firstName);
  await expect(box('Last Name')).toHaveValue(person.lastName);
  await expect(sheet.locator('#field-birthday-year')).toHaveValue(person.birthday.slice(0, 4));
  await expect(
    sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }),
  ).toBeChecked();
}

/** The carrier-linking form in English with the host's number: filled as a person would, terms ticked. */
export async function fillCarrierDetails(sheet: SheetScope, password: string): Promise<void> {
  const box = (name: string) => sheet.getByRole('textbox', { name, exact: true });
  await expect(box('Phone Number')).toHaveValue('+1 201 555 0123');
  await box('Password').fill(password);
  await box('First Name').fill('Noa');
  await box('Last Name').fill('Carmel');
  await fillBirthday(sheet, '1991-06-15');
  await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
}
