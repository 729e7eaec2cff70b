import type { Locator } from '@playwright/test';
import arServer from '../tools/service-emulator/src/messages/ar.json';
import zhCnServer from '../tools/service-emulator/src/messages/zh-cn.json';
import arCarrier from '../apps/carrier-linking/src/locales/ar.json';
import arChannel from '../apps/channel-linking/src/locales/ar.json';
import zhCnChannel from '../apps/channel-linking/src/locales/zh-cn.json';
import arTerms from '../apps/terms-privacy/src/locales/ar.json';
import zhCnTerms from '../apps/terms-privacy/src/locales/zh-cn.json';
import { fillBirthday } from './support/create-account';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * What the services say reaches the person in the sheet's language (the sheet sends its language;
 * the emulator answers in it): three server messages in Chinese and three in Arabic, each with no
 * Latin-script sentence in it.
 */
const LATIN_WORDS = /[A-Za-z]{3,}(\s+[A-Za-z]{2,}){2,}/;

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function expectNoLatinSentence(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  // Links (web addresses) and names may be Latin; the sentences around them may not.
  const text = await locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('a').forEach((link) => link.remove());
    return copy.textContent ?? '';
  });
  expect(text.replace(/Apple/g, '')).not.toMatch(LATIN_WORDS);
}

async function signedInAccount(emulator: Parameters<typeof controlOf>[0], storefront: string) {
  const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: { accountName: uniqueEmail('words'), password: 'Words4Good', storefront },
  });
  return token;
}

test('in Chinese: the field hint, the terms and the dialog of a channel offer', async ({
  page,
  hosted,
  emulator,
}) => {
  // 1. The hint the services give the account name in China.
  let sheet = await openInHost(page, hosted, {
    path: '/account/create/personal',
    cc: 'CHN',
    lang: 'zh-cn',
  });
  await expectNoLatinSentence(sheet.getByText(zhCnServer.hintEmailOrPhone));

  // 2. China's terms, body and all.
  const token = await signedInAccount(emulator, 'CHN');
  sheet = await openInHost(page, hosted, { path: '/terms', token, cc: 'CHN', lang: 'zh-cn' });
  await expect(sheet.getByRole('heading', { name: zhCnTerms.terms.title })).toBeVisible();
  await expect(sheet.getByText(zhCnServer.termsChanges)).toBeVisible();
  await expectNoLatinSentence(sheet.getByRole('region', { name: zhCnServer.termsTitleChanged }));

  // 3. The dialog the services ask the host to show for an offer that needs the terms.
  sheet = await openInHost(page, hosted, {
    path: '/usa/subscription/link?adamId=1002&p=TERMS_OFFER&t=demo-token',
    token,
    cc: 'CHN',
    lang: 'zh-cn',
  });
  await sheet.getByRole('button', { name: zhCnChannel.landing.link, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: zhCnServer.acceptTermsTitle });
  await expect(dialog.getByRole('button', { name: zhCnServer.readTerms })).toBeVisible();
  await expectNoLatinSentence(dialog);
});

test('in Arabic: the terms, the dialog of a channel offer and a number that cannot get an SMS', async ({
  page,
  hosted,
  emulator,
}) => {
  // 1. Saudi Arabia's terms, body and all.
  const token = await signedInAccount(emulator, 'SAU');
  let sheet = await openInHost(page, hosted, { path: '/terms', token, cc: 'SAU', lang: 'ar' });
  await expect(sheet.getByRole('heading', { name: arTerms.terms.title })).toBeVisible();
  await expect(sheet.getByText(arServer.termsChanges)).toBeVisible();
  await expectNoLatinSentence(sheet.getByRole('region', { name: arServer.termsTitleChanged }));

  // 2. The dialog of an offer that needs the terms.
  sheet = await openInHost(page, hosted, {
    path: '/usa/subscription/link?adamId=1002&p=TERMS_OFFER&t=demo-token',
    token,
    cc: 'SAU',
    lang: 'ar',
  });
  await sheet.getByRole('button', { name: arChannel.landing.link, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: arServer.acceptTermsTitle });
  await expect(dialog.getByRole('button', { name: arServer.readTerms })).toBeVisible();
  await expectNoLatinSentence(dialog);

  // 3. A carrier's number the services cannot send an SMS to: their own words, in Arabic.
  sheet = await openInHost(page, hosted, {
    path: '/account/carrier-linking',
    phone: 'none',
    cc: 'SAU',
    lang: 'ar',
  });
  await sheet.locator('#field-acAccountName').fill('0501230000');
  await sheet.locator('#field-acAccountPassword').fill('Carrier4Good');
  await sheet.locator('#field-firstName').fill('Noa');
  await sheet.locator('#field-lastName').fill('Carmel');
  await fillBirthday(sheet, '1991-06-15');
  await sheet.locator('#field-agreedToTerms').check();
  await sheet.getByRole('button', { name: arCarrier.details.continue }).click();
  await expectNoLatinSentence(sheet.getByText(arServer.phoneCannotReceive));
});
