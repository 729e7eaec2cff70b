import type { FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectAccountStored,
  expectNoSecretsLeaked,
  fillDetails,
  latestCode,
  newPerson,
  watchForLeaks,
  type Person,
} from './support/create-account';
import { controlOf, expect, openInHost, pageViews, test } from './support/simulator';

/**
 * The create-account flow in the host simulator against the emulator: every sign-up ends in an
 * account the emulator signs in, handed to the host with a success result; no screen has an axe
 * violation; no password or code appears in a URL, a console line or a metrics event.
 */
const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function expectClosedWithSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
}

async function emailSignUp(
  page: Page,
  sheet: FrameLocator,
  emulator: Parameters<typeof latestCode>[0],
  person: Person,
  words: { labels: typeof EN; terms: string; continueLabel: string; verifyTitle: string },
): Promise<string> {
  await fillDetails(sheet, person, words.labels);
  await sheet.getByRole('checkbox', { name: words.terms }).check();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: words.continueLabel }).click();
  await expect(sheet.getByRole('heading', { name: words.verifyTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, code);
  return code;
}

test('a full email sign-up ends in a stored account, handed to the host', async ({
  page,
  hosted,
  emulator,
}) => {
  const seen = watchForLeaks(page);
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  const code = await emailSignUp(page, sheet, emulator, person, {
    labels: EN,
    terms: 'I agree to the Terms and Conditions.',
    continueLabel: 'Continue',
    verifyTitle: 'Verify Your Email',
  });
  await expectClosedWithSuccess(page);
  await expectAccountStored(emulator, person.accountName, person.password);
  await expect.poll(() => pageViews(emulator)).toEqual(['Credentials', 'VerificationCode']);
  await expectNoSecretsLeaked(emulator, seen, [person.password, code]);
});

test('a full phone sign-up: the number is verified, then the account is created', async ({
  page,
  hosted,
  emulator,
}) => {
  const seen = watchForLeaks(page);
  const person = newPerson({ accountName: '(201) 555-0177' });
  const sheet = await openInHost(page, hosted, {
    path: '/account/create/personal?context=cipCarrier',
  });
  await fillDetails(sheet, person, { ...EN, accountName: 'Phone Number' });
  await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();

  await expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
  await expect(sheet.getByText('Enter the code we sent to (201) 555-0177.')).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await latestCode(emulator, 'phone', '12015550177');
  await enterCode(sheet, code);

  await expectClosedWithSuccess(page);
  await expectAccountStored(emulator, '+12015550177', person.password);
  await expectNoSecretsLeaked(emulator, seen, [person.password, code]);
});

test('in Arabic the whole sign-up reads right to left', async ({ page, hosted, emulator }) => {
  const seen = watchForLeaks(page);
  const person = newPerson();
  const sheet = await openInHost(page, hosted, {
    path: '/account/create/personal',
    lang: 'ar',
    cc: 'SAU',
  });
  await expect(sheet.getByRole('heading', { name: 'إنشاء حسابك' })).toBeVisible();
  await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
  const code = await emailSignUp(page, sheet, emulator, person, {
    labels: {
      accountName: 'البريد الإلكتروني',
      password: 'كلمة السر',
      first: 'الاسم الأول',
      last: 'اسم العائلة',
    },
    terms: 'أوافق على الشروط والأحكام.',
    continueLabel: 'متابعة',
    verifyTitle: 'تأكيد بريدك الإلكتروني',
  });
  await expectClosedWithSuccess(page);
  await expectAccountStored(emulator, person.accountName, person.password);
  await expectNoSecretsLeaked(emulator, seen, [person.password, code]);
});

test('Korea: the extra consents are required and the cloud terms are linked', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'KOR' });
  await expect(sheet.getByRole('group', { name: /personal information/ })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Read the cloud service terms' })).toBeVisible();
  await fillDetails(sheet, person, EN);
  await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  const collection = sheet.getByRole('checkbox', { name: /collection and use/ });
  await expect(collection).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByText('This consent is required to create an account.')).toHaveCount(2);

  await collection.check();
  await sheet.getByRole('checkbox', { name: /transfer of my personal information/ }).check();
  await emailSignUpFromVerify(page, sheet, emulator, person);
});

async function emailSignUpFromVerify(
  page: Page,
  sheet: FrameLocator,
  emulator: Parameters<typeof latestCode>[0],
  person: Person,
): Promise<void> {
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expectClosedWithSuccess(page);
  await expectAccountStored(emulator, person.accountName, person.password);
}

test.describe('China', () => {
  test('an email account gives its phone number too, verified by a code', async ({
    page,
    hosted,
    emulator,
  }) => {
    const seen = watchForLeaks(page);
    const person = newPerson();
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'CHN' });
    await fillDetails(sheet, person, { ...EN, accountName: 'Email or Phone Number' });
    await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
    await expect(sheet.getByRole('region', { name: 'Your personal information' })).toBeVisible();
    await sheet.getByRole('checkbox', { name: /cross-border transfer/ }).check();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    const emailCode = await latestCode(emulator, 'email', person.accountName);
    await enterCode(sheet, emailCode);

    await expect(sheet.getByRole('heading', { name: 'Add a Phone Number' })).toBeVisible();
    await expectNoAxeViolations(page);
    const number = sheet.getByRole('textbox', { name: 'Phone Number' });
    // A number the service cannot reach: its own message is shown, the number stays as typed.
    await number.fill('138 0013 0000');
    await sheet.getByRole('button', { name: 'Send Code' }).click();
    await expect(sheet.getByText('This phone number can’t receive messages.')).toBeVisible();
    await expect(number).toHaveValue('138 0013 0000');
    await number.fill('138 0013 8000');
    await sheet.getByRole('button', { name: 'Send Code' }).click();
    await expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
    const phoneCode = await latestCode(emulator, 'phone', '8613800138000');
    await enterCode(sheet, phoneCode);

    await expectClosedWithSuccess(page);
    await expectAccountStored(emulator, person.accountName, person.password);
    await expectNoSecretsLeaked(emulator, seen, [person.password, emailCode, phoneCode]);
  });

  test('a phone number is an account name', async ({ page, hosted, emulator }) => {
    const person = newPerson({ accountName: '138 0013 8001' });
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'CHN' });
    await fillDetails(sheet, person, { ...EN, accountName: 'Email or Phone Number' });
    await sheet.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
    await sheet.getByRole('checkbox', { name: /cross-border transfer/ }).check();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
    await enterCode(sheet, await latestCode(emulator, 'phone', '8613800138001'));
    await expectClosedWithSuccess(page);
    await expectAccountStored(emulator, '+8613800138001', person.password);
  });
});
