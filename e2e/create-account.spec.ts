import type { FrameLocator, Page } from '@playwright/test';
import arForm from '../libs/account-form/src/locales/ar.json';
import heForm from '../libs/account-form/src/locales/he.json';
import arFlow from '../apps/create-account/src/locales/ar.json';
import heFlow from '../apps/create-account/src/locales/he.json';
import zhCnServer from '../tools/service-emulator/src/messages/zh-cn.json';
import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectAccountStored,
  expectNoSecretsLeaked,
  fillChinaDetails,
  fillDetails,
  latestCode,
  newPerson,
  reachChinaPhoneCapture,
  watchForLeaks,
  type Person,
} from './support/create-account';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import type { Product } from './support/product';
import { controlOf, expect, openInHost, pageViews, test } from './support/simulator';

/**
 * The create-account flow in the host simulator against the emulator: every sign-up ends in an
 * account the emulator signs in, handed to the host with a success result; no screen has an axe
 * violation; no password or code appears in a URL, a console line or a metrics event.
 */
const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };
const KO = { accountName: '이메일', password: '비밀번호', first: '이름', last: '성' };

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function expectClosedWithSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
}

type SignUpWords = {
  title: string;
  labels: typeof EN;
  terms: string;
  continueLabel: string;
  verifyTitle: string;
};

/**
 * A whole email sign-up in the sheet opened with `launch` (lang, cc): the details, the code, and
 * then an account stored and handed to the host, with no axe violation on the way and no password
 * or code leaked. `atStart` and `atCodeScreen` check what the screens show before going on.
 */
async function emailSignUp(
  { page, hosted, emulator }: { page: Page; hosted: Product; emulator: SpawnedEmulator },
  words: SignUpWords,
  checks: {
    launch?: Record<string, string>;
    atStart?: (sheet: FrameLocator) => Promise<void>;
    atCodeScreen?: (sheet: FrameLocator, person: Person) => Promise<void>;
  } = {},
): Promise<void> {
  const seen = watchForLeaks(page);
  const person = newPerson();
  const sheet = await openInHost(page, hosted, {
    path: '/account/create/personal',
    ...checks.launch,
  });
  await expect(sheet.getByRole('heading', { name: words.title })).toBeVisible();
  await checks.atStart?.(sheet);
  await fillDetails(sheet, person, words.labels);
  await sheet.getByRole('checkbox', { name: words.terms }).check();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: words.continueLabel }).click();
  await expect(sheet.getByRole('heading', { name: words.verifyTitle })).toBeVisible();
  await checks.atCodeScreen?.(sheet, person);
  await expectNoAxeViolations(page);
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, code);
  await expectClosedWithSuccess(page);
  await expectAccountStored(emulator, person.accountName, person.password);
  await expectNoSecretsLeaked(emulator, seen, [person.password, code]);
}

test('a full email sign-up ends in a stored account, handed to the host', async ({
  page,
  hosted,
  emulator,
}) => {
  await emailSignUp(
    { page, hosted, emulator },
    {
      title: 'Create Your Account',
      labels: EN,
      terms: 'I agree to the Terms and Conditions.',
      continueLabel: 'Continue',
      verifyTitle: 'Verify Your Email',
    },
  );
  await expect.poll(() => pageViews(emulator)).toEqual(['Credentials', 'VerificationCode']);
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

/** The sign-up's own words in a language, read from its strings files (not copied here). */
const wordsIn = (form: typeof arForm, flow: typeof arFlow) => ({
  title: flow.personal.title,
  labels: {
    accountName: form.fields.email,
    password: form.fields.acAccountPassword,
    first: form.fields.firstName,
    last: form.fields.lastName,
  },
  terms: form.fields.agreedToTerms,
  continueLabel: flow.personal.continue,
  verifyTitle: flow.verifyEmail.title,
});

for (const { language, storefront, words } of [
  { language: 'ar', storefront: 'SAU', words: wordsIn(arForm, arFlow) },
  { language: 'he', storefront: 'ISR', words: wordsIn(heForm, heFlow) },
]) {
  test(`in ${language} the whole sign-up reads right to left; the email keeps its order`, async ({
    page,
    hosted,
    emulator,
  }) => {
    await emailSignUp({ page, hosted, emulator }, words, {
      launch: { lang: language, cc: storefront },
      atStart: (sheet) => expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl'),
      // The address in the sentence is an isolate: it reads left to right inside the right-to-left text.
      atCodeScreen: (sheet, person) =>
        expect(
          sheet.getByText(`\u2068${person.accountName}\u2069`, { exact: false }),
        ).toBeVisible(),
    });
  });
}

test('Korea, in Korean: the extra consents are required and the cloud terms are linked', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  // Korea's storefront offers Korean only: the sheet speaks it whatever the host's language.
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'KOR' });
  await expect(sheet.getByRole('heading', { name: '계정 만들기' })).toBeVisible();
  await expect(sheet.getByRole('group', { name: '개인정보 이용 동의' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: '클라우드 서비스 약관 보기' })).toBeVisible();
  await fillDetails(sheet, person, KO);
  await sheet.getByRole('checkbox', { name: '이용약관에 동의합니다.' }).check();
  await sheet.getByRole('button', { name: '계속' }).click();
  const collection = sheet.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' });
  await expect(collection).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByText('계정을 만들려면 이 동의가 필요합니다.')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await collection.check();
  await sheet.getByRole('checkbox', { name: '개인정보 국외 이전에 동의합니다.' }).check();
  await sheet.getByRole('button', { name: '계속' }).click();
  await expect(sheet.getByRole('heading', { name: '이메일 인증' })).toBeVisible();
  await enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
  await expectClosedWithSuccess(page);
  await expectAccountStored(emulator, person.accountName, person.password);
});

test.describe('China', () => {
  test('an email account gives its phone number too, verified by a code', async ({
    page,
    hosted,
    emulator,
  }) => {
    const seen = watchForLeaks(page);
    const person = newPerson();
    // China's storefront offers Simplified Chinese only.
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'CHN' });
    await fillChinaDetails(sheet, person);
    await expect(sheet.getByRole('region', { name: '你的个人信息' })).toBeVisible();
    await sheet.getByRole('button', { name: '继续' }).click();
    await expect(sheet.getByRole('heading', { name: '验证你的电子邮件地址' })).toBeVisible();
    const emailCode = await latestCode(emulator, 'email', person.accountName);
    await enterCode(sheet, emailCode);

    await expect(sheet.getByRole('heading', { name: '添加手机号码' })).toBeVisible();
    await expectNoAxeViolations(page);
    const number = sheet.getByRole('textbox', { name: '手机号码' });
    // A number the service cannot reach: its own message is shown, the number stays as typed.
    await number.fill('138 0013 0000');
    await sheet.getByRole('button', { name: '发送验证码' }).click();
    // The service's own words, in the sheet's language (the emulator answers in it).
    await expect(sheet.getByText(zhCnServer.phoneCannotReceive)).toBeVisible();
    await expect(number).toHaveValue('138 0013 0000');
    await number.fill('138 0013 8000');
    await sheet.getByRole('button', { name: '发送验证码' }).click();
    await expect(sheet.getByRole('heading', { name: '验证你的手机号码' })).toBeVisible();
    const phoneCode = await latestCode(emulator, 'phone', '8613800138000');
    await enterCode(sheet, phoneCode);

    await expectClosedWithSuccess(page);
    await expectAccountStored(emulator, person.accountName, person.password);
    await expectNoSecretsLeaked(emulator, seen, [person.password, emailCode, phoneCode]);
  });

  test('the host’s number, selected to type over before its formatting arrives, is replaced', async ({
    page,
    hosted,
    emulator,
  }) => {
    // The phone box's formatting comes in a chunk of its own; held back until the person has
    // selected the number the host filled in, it arrives between the selection and the typing.
    let releaseTyping = () => {};
    const typingHeld = new Promise<void>((resolve) => (releaseTyping = resolve));
    await page.route(/\/ui-kit-typing\.[0-9a-f]+\.js$/, async (route) => {
      await typingHeld;
      await route.continue();
    });
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'CHN' });
    await reachChinaPhoneCapture(sheet, emulator, newPerson());
    const number = sheet.getByRole('textbox', { name: '手机号码' });
    await expect(number).toHaveValue('+12015550123');
    await number.selectText();
    releaseTyping();
    await expect(number).toHaveValue('+1 201 555 0123');
    await page.keyboard.type('13800138002');
    await expect(number).toHaveValue('138 0013 8002');
    await sheet.getByRole('button', { name: '发送验证码' }).click();
    await expect(sheet.getByRole('heading', { name: '验证你的手机号码' })).toBeVisible();
    expect(await latestCode(emulator, 'phone', '8613800138002')).toMatch(/^\d+$/);
  });

  test('a phone number is an account name', async ({ page, hosted, emulator }) => {
    const person = newPerson({ accountName: '138 0013 8001' });
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'CHN' });
    await fillChinaDetails(sheet, person);
    await sheet.getByRole('button', { name: '继续' }).click();
    await expect(sheet.getByRole('heading', { name: '验证你的手机号码' })).toBeVisible();
    await enterCode(sheet, await latestCode(emulator, 'phone', '8613800138001'));
    await expectClosedWithSuccess(page);
    await expectAccountStored(emulator, '+8613800138001', person.password);
  });
});
