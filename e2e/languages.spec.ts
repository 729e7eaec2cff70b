import { expect, openInHost, test, controlOf } from './support/simulator';

/**
 * The language of the sheet: the host's when the storefront offers it, else the storefront's own;
 * a storefront chosen in the sign-up form moves the language the same way, keeping what was typed.
 */
test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

test('the host language when the storefront offers it, else the storefront’s own', async ({
  page,
  hosted,
}) => {
  for (const [lang, cc, heading, shown] of [
    ['es-mx', 'USA', 'Crea tu cuenta', 'es-mx'],
    ['de-de', 'USA', 'Create Your Account', 'en-us'],
    ['fr-fr', 'CAN', 'Create Your Account', 'en-ca'],
    ['fr-ca', 'CAN', 'Créez votre compte', 'fr-ca'],
    ['en-us', 'KOR', '계정 만들기', 'ko-kr'],
    ['en-us', 'HKG', '建立你的帳戶', 'zh-hk'],
  ] as const) {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', lang, cc });
    await expect(sheet.locator('html')).toHaveAttribute('lang', shown);
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('choosing another storefront in the form keeps the language it offers, else switches, keeping every value', async ({
  page,
  hosted,
}) => {
  const sheet = await openInHost(page, hosted, {
    path: '/account/create/personal',
    lang: 'es-mx',
    cc: 'USA',
  });
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Crea tu cuenta');
  await sheet.locator('#field-acAccountName').fill('ana@example.com');
  await sheet.locator('#field-firstName').fill('Ana');

  // Mexico offers Spanish (Mexico): the language stays. Until Mexico's form is in, the form is
  // busy and takes no other choice (spec §4: blocked while a call is in flight); the next choice
  // waits for it, as the busy form tells a person to.
  await sheet.locator('#field-addressOfficialCountryCode').selectOption('MEX');
  await expect(sheet.locator('#field-addressOfficialCountryCode')).toHaveValue('MEX');
  await expect(sheet.locator('form button[type="submit"]')).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Crea tu cuenta');

  // Germany does not: German, with everything typed still there.
  await sheet.locator('#field-addressOfficialCountryCode').selectOption('DEU');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Konto erstellen');
  await expect(sheet.locator('html')).toHaveAttribute('lang', 'de-de');
  await expect(sheet.locator('#field-acAccountName')).toHaveValue('ana@example.com');
  await expect(sheet.locator('#field-firstName')).toHaveValue('Ana');

  // Saudi Arabia: Arabic, right to left.
  await sheet.locator('#field-addressOfficialCountryCode').selectOption('SAU');
  await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('إنشاء حسابك');
  await expect(sheet.locator('#field-firstName')).toHaveValue('Ana');
});
