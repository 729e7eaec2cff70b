import { enterCode, fillCarrierDetails, latestCode } from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * The other three flows behind nginx under the production CSP, Trusted Types enforced (the
 * `nginx` project only; its fixture fails a test on any policy violation): a carrier link, a
 * channel offer linked by SMS, and the updated terms accepted (their HTML through DOMPurify's
 * policy). The sign-up is e2e/nginx.spec.ts's.
 */
test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function signedIn(emulator: Parameters<typeof controlOf>[0]): Promise<string> {
  const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: { accountName: uniqueEmail('nginx'), password: 'Nginx4Good', storefront: 'USA' },
  });
  return token;
}

test('a carrier plan is linked', async ({ page, hosted, emulator }) => {
  const sheet = await openInHost(page, hosted, { path: '/account/carrier-linking' });
  await fillCarrierDetails(sheet, 'Carrier4Good');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
  await enterCode(sheet, await latestCode(emulator, 'phone', '12015550123'));
  await expect(page.getByText('Result Success')).toBeVisible();
});

test('a channel offer is linked with an SMS code', async ({ page, hosted, emulator }) => {
  const token = await signedIn(emulator);
  const sheet = await openInHost(page, hosted, {
    path: `/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token`,
    token,
  });
  await sheet.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(sheet.getByRole('heading', { name: 'Enter the Verification Code' })).toBeVisible();
  const code = await latestCode(emulator, 'sms', '15555550100');
  await enterCode(sheet, code);
  await expect(page.getByText('Result Success')).toBeVisible();
});

test('the updated terms are read and accepted', async ({ page, hosted, emulator }) => {
  const token = await signedIn(emulator);
  const sheet = await openInHost(page, hosted, { path: '/terms', token });
  await expect(sheet.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
  await expect(
    sheet.getByRole('region', { name: /Terms and Conditions have changed/ }),
  ).toContainText('This Agreement is governed by the laws');
  await sheet.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Agreed (version 42)')).toBeVisible();
});
