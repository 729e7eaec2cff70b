import path from 'node:path';
import { expect, test } from './support/gallery';
import { expectNoAxeViolations } from './support/axe';

/**
 * The ui-kit gallery (libs/ui-kit/gallery), built for production, in every theme, on a TV and in
 * both text directions: no axe violation, and a full-page screenshot of each for review in
 * test-results/gallery-<theme>-<lang>.png.
 */

const looks = [
  { name: 'light', query: { theme: 'light' } },
  { name: 'dark', query: { theme: 'dark' } },
  { name: 'tv', query: { theme: 'dark', device: 'tv' } },
] as const;
const languages = [
  { lang: 'en-us', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;

for (const look of looks) {
  for (const { lang, dir } of languages) {
    test(`gallery ${look.name} ${lang}: every element, no axe violation`, async ({
      page,
      gallery,
    }) => {
      const tv = look.name === 'tv';
      if (tv) await page.setViewportSize({ width: 1920, height: 1080 });
      const query = new URLSearchParams({ ...look.query, lang });
      await page.goto(`${gallery.url}/?${query}`);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-gallery-ready', 'true');
      await expect(html).toHaveAttribute('lang', lang);
      await expect(html).toHaveAttribute('dir', dir);
      await expect(html).toHaveAttribute('data-theme', look.query.theme);
      await expect(html).toHaveAttribute('data-device', tv ? 'tv' : 'phone');

      // Every element the kit exports has its section (the page names any it leaves out).
      const missing = page.locator('#missing');
      expect(
        (await missing.count()) ? await missing.innerText() : '',
        'elements exported by libs/ui-kit/src/index.ts without a gallery section',
      ).toBe('');
      await expect(page.locator('.gallery-section')).not.toHaveCount(0);
      await expect(page.locator('#form form')).toBeVisible();

      // Saved before the audit, so a failing page can be looked at.
      await page.screenshot({
        path: path.resolve(__dirname, `../test-results/gallery-${look.name}-${lang}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      await expectNoAxeViolations(page);
    });
  }
}

test('?section= shows one element alone', async ({ page, gallery }) => {
  await page.goto(`${gallery.url}/?section=TextInput`);
  await expect(page.locator('.gallery-section')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'TextInput' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(5);
  await expect(page.locator('#form')).toHaveCount(0);
});
