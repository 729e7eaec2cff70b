import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectAccountStored,
  expectNoSecretsLeaked,
  fillDetails,
  latestCode,
  newPerson,
  watchForLeaks,
} from './support/create-account';
import { controlOf, expect, openInHost, pageViews, test } from './support/simulator';

const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

test('a full email sign-up ends in a stored account, handed to the host', async ({
  page,
  hosted,
  emulator,
}) => {
  const seen = watchForLeaks(page);
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await fillDetails(sheet, person, EN);
  await sheet.getByLabel('I agree to the Terms and Conditions.').check();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Continue' }).click();

  await expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(sheet.getByText(`Enter the code we sent to ${person.accountName}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, code);

  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expectAccountStored(emulator, person.accountName, person.password);
  await expect.poll(() => pageViews(emulator)).toEqual(['Credentials', 'VerificationCode']);
  await expectNoSecretsLeaked(emulator, seen, [person.password, code]);
});
