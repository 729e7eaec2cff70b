import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STOREFRONT_LANGUAGES } from '../libs/reference/src/languages';
import { expect, openInHost, test } from './support/simulator';

/**
 * Every language shows the legal links wherever en-us does: the sign-up form's link to the terms
 * in each of the 16 languages (in a storefront that offers it), and China's privacy policy link.
 */
type FormStrings = { fields: { termsLink: string }; privacyNotice: { link: string } };
const formStrings = (language: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(__dirname, `../libs/account-form/src/locales/${language}.json`),
      'utf8',
    ),
  ) as FormStrings;

const storefrontOf = (language: string) =>
  Object.entries(STOREFRONT_LANGUAGES).find(([, languages]) =>
    (languages as readonly string[]).includes(language),
  )?.[0];

const LANGUAGES = [
  ...new Set(Object.values(STOREFRONT_LANGUAGES).flatMap((languages) => [...languages])),
].sort();

test('the table offers the 16 languages the sheet ships', () => {
  expect(LANGUAGES).toHaveLength(16);
});

for (const language of LANGUAGES) {
  test(`${language}: the sign-up form links to the terms`, async ({ page, hosted }) => {
    const cc = language === 'zh-cn' ? 'CHN' : storefrontOf(language)!;
    const sheet = await openInHost(page, hosted, {
      path: '/account/create/personal',
      lang: language,
      cc,
    });
    const strings = formStrings(language);
    await expect(sheet.getByRole('link', { name: strings.fields.termsLink })).toBeVisible();
    if (cc === 'CHN') {
      await expect(sheet.getByRole('link', { name: strings.privacyNotice.link })).toBeVisible();
    }
  });
}
