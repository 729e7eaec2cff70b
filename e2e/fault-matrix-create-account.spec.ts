import type { FrameLocator } from '@playwright/test';
import { expectDetailsKept, fillDetails, latestCode, enterCode } from './support/create-account';
import {
  closedWithSuccess,
  continueOn,
  nothing,
  stepped,
  tryAgain,
  faultMatrix,
  type Row,
  type World,
} from './support/fault-matrix';
import { expect, openInHost } from './support/simulator';

/**
 * The fault matrix (e2e/support/fault-matrix.ts), create-account: the sign-up's calls: the details form's fields and options, the email code, the account.
 */
const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };
const TERMS_BOX = 'I agree to the Terms and Conditions.';

async function detailsFilled({ page, hosted, person }: World): Promise<FrameLocator> {
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await fillDetails(sheet, person, EN);
  await sheet.getByRole('checkbox', { name: TERMS_BOX }).check();
  return sheet;
}
const emailCodeShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

const onEmailCode = (world: World) => stepped(detailsFilled, continueOn, emailCodeShown)(world);
const typeLatestCode = async (sheet: FrameLocator, { emulator, person }: World) =>
  enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
/** Back to the details form (the host's Back): everything typed there is still there. */
async function detailsKeptBehind(sheet: FrameLocator, { page, person }: World) {
  await page.getByRole('button', { name: 'Back' }).click();
  await expectDetailsKept(sheet, person);
}
/** The same, then on to a new code. */
async function detailsKeptThenNewCode(sheet: FrameLocator, world: World) {
  await detailsKeptBehind(sheet, world);
  await continueOn(sheet);
  await emailCodeShown(sheet);
}

faultMatrix('create-account', [
  // The details form loads both as it opens.
  ...(['createAccountFields', 'createAccountOptions'] as const).map((call): Row => ({
    call,
    arrange: async ({ page, hosted }) =>
      openInHost(page, hosted, { path: '/account/create/personal' }),
    act: nothing,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: (sheet) => expect(sheet.getByRole('textbox', { name: 'Email' })).toBeVisible(),
  })),
  {
    call: 'emailCodeGenerate',
    envelopeStatuses: true,
    arrange: detailsFilled,
    act: continueOn,
    expectKept: (sheet, { person }) => expectDetailsKept(sheet, person),
    wayOn: continueOn,
    expectDone: emailCodeShown,
  },
  {
    call: 'emailCodeValidate',
    arrange: onEmailCode,
    act: typeLatestCode,
    expectKept: detailsKeptThenNewCode,
    wayOn: typeLatestCode,
    expectDone: closedWithSuccess,
  },
  {
    // The address is verified by then: Continue on the kept details creates the account.
    call: 'createAccountV2',
    arrange: onEmailCode,
    act: typeLatestCode,
    expectKept: detailsKeptBehind,
    wayOn: continueOn,
    expectDone: closedWithSuccess,
  },
]);
