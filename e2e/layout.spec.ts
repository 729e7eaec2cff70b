import type { FrameLocator } from '@playwright/test';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { fillBirthday } from './support/create-account';
import {
  expectEverythingFits,
  expectGlyphsRender,
  glyphlessCharacters,
  layoutProblems,
} from './support/layout';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * Every screen of every flow in long words (de-de), CJK (ja-jp, zh-cn), right to left (ar) and
 * the pseudo-language, on the phone and the TV frame of the host simulator: nothing clipped,
 * nothing wider than its box, no sideways scroll, and the scripts drawn with real glyphs. Screens
 * are reached by ids and roles, never by their (translated) words.
 */
type Language = {
  lang: string;
  /** a storefront that offers the language */
  cc: string;
  pseudo?: boolean;
  /** the storefront for the sign-up form when it is not `cc` (China's adds a phone step) */
  formCc?: string;
  /** the script has glyphs outside Latin to check */
  glyphs: boolean;
};

const LANGUAGES: Language[] = [
  { lang: 'de-de', cc: 'DEU', glyphs: false },
  { lang: 'ja-jp', cc: 'JPN', glyphs: true },
  { lang: 'zh-cn', cc: 'CHN', formCc: 'USA', glyphs: true },
  { lang: 'ar', cc: 'SAU', glyphs: true },
  { lang: 'en-us', cc: 'USA', pseudo: true, glyphs: false },
];

const FRAMES = [
  { frame: 'phone', state: {} },
  { frame: 'tv', state: { tv: '1' } },
] as const;

const OFFER = '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token';

test.beforeAll(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

async function signedIn(emulator: SpawnedEmulator, cc: string): Promise<string> {
  const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: {
      accountName: uniqueEmail('layout'),
      password: 'Layout4Good',
      storefront: cc,
    },
  });
  return token;
}

const primaryButton = (sheet: FrameLocator) => sheet.locator('.sk-sticky-cta .sk-button').first();

/** The details form filled by its fields' ids, then its primary action: the email code screen. */
async function toEmailCode(sheet: FrameLocator): Promise<void> {
  await sheet.locator('#field-acAccountName').fill(uniqueEmail('layout'));
  await sheet.locator('#field-acAccountPassword').fill('Layout4Good');
  await sheet.locator('#field-firstName').fill('Dana');
  await sheet.locator('#field-lastName').fill('Levi');
  await fillBirthday(sheet, '1990-04-12');
  await sheet.locator('#field-agreedToTerms').check();
  await primaryButton(sheet).click();
  await expect(sheet.locator('input[autocomplete="one-time-code"]')).toBeVisible();
}

for (const language of LANGUAGES) {
  for (const { frame, state } of FRAMES) {
    const label = language.pseudo ? 'pseudo' : language.lang;
    test(`${label} on the ${frame}: every screen fits`, async ({ page, hosted, emulator }) => {
      test.setTimeout(120_000);
      const query = language.pseudo ? '?pseudo=true' : '';
      const open = async (path: string, extra: Record<string, string> = {}) => {
        const separator = path.includes('?') ? '&' : '?';
        const sheet = await openInHost(page, hosted, {
          path: query ? `${path}${separator}pseudo=true` : path,
          lang: language.lang,
          cc: language.cc,
          ...state,
          ...extra,
        });
        await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(sheet.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(sheet.getByRole('status')).toHaveCount(0);
        return sheet;
      };
      const check = async (sheet: FrameLocator, screen: string) => {
        const where = `${screen} (${label}, ${frame})`;
        await expectEverythingFits(sheet, where);
        if (language.glyphs) await expectGlyphsRender(sheet, where);
        if (language.pseudo) {
          await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(/^\[.+\]$/);
        }
      };

      const personal = await open('/account/create/personal', {
        cc: language.formCc ?? language.cc,
      });
      await check(personal, 'the details form');
      await toEmailCode(personal);
      await check(personal, 'the email code');

      for (const path of ['/account/create/verify-phone', '/account/create/capture-phone-number']) {
        // Opened without the details form: the step says what it misses.
        await check(await open(path), path);
      }
      await check(await open('/account/carrier-linking'), 'carrier linking');

      const token = await signedIn(emulator, language.cc);
      const landing = await open(OFFER, { token });
      await check(landing, 'the channel offer');
      await primaryButton(landing).click();
      await expect(landing.locator('input[autocomplete="one-time-code"]')).toBeVisible();
      await check(landing, 'the SMS code');

      await check(await open('/channel-sms-verification'), 'the SMS code without its offer');
      await check(await open('/channel-platform-success-china'), 'the China success');
      await check(await open('/terms', { token }), 'the terms');
      // China's consent where the storefront is China; elsewhere the screen says it does not apply.
      await check(await open('/privacy-consent', { token }), 'the privacy consent');
    });
  }
}

test('Korean, Hebrew and Hindi draw their own glyphs too', async ({ page, hosted }) => {
  for (const { lang, cc } of [
    { lang: 'ko-kr', cc: 'KOR' },
    { lang: 'he', cc: 'ISR' },
    { lang: 'hi-in', cc: 'IND' },
  ]) {
    const sheet = await openInHost(page, hosted, { path: '/account/create/personal', lang, cc });
    await expect(sheet.locator('html')).toHaveAttribute('lang', lang);
    await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible();
    await expectGlyphsRender(sheet, lang);
  }
});

test('the checks see what does not fit and what has no glyph', async ({ page, hosted }) => {
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible();
  await sheet.locator('body').evaluate((body) => {
    const style = document.createElement('style');
    style.textContent = 'h1 { white-space: nowrap; width: 3em; overflow: hidden; }';
    document.head.append(style);
    const wide = document.createElement('p');
    wide.id = 'too-wide';
    wide.style.width = '4000px';
    wide.textContent = '\uE000\uE001 too wide';
    body.append(wide);
  });
  const problems = await layoutProblems(sheet);
  expect(problems.join('\n')).toContain('the page scrolls sideways');
  expect(problems.join('\n')).toContain('<p> "\uE000\uE001 too wide" leaves the screen');
  expect(problems.join('\n')).toMatch(/<h1[^>]*> ".+" is wider than its box/);
  expect(await glyphlessCharacters(sheet, '#too-wide')).toEqual(['\uE000', '\uE001']);
});
