import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import arabic from '../libs/sheet-runtime/src/locales/ar.json';
import english from '../libs/sheet-runtime/src/locales/en-us.json';
import { continueWithDetails, newPerson } from './support/create-account';
import { startProduct, type Product } from './support/product';
import { controlOf, expect, openInHost, test as hostTest } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * The chain of trust (docs/deploy.md, "Integrity") behind nginx: after a deploy, one file of a
 * remote is changed behind its pointer's back. The changed file never runs (the flag its code
 * would set stays unset), the person gets the localised error with Try Again, the error sink is
 * told which remote and file, and the other remotes still open. Each test has its own deployed
 * copy of the remotes (the product is started per test).
 */
const test = hostTest.extend<{ deployed: Product & { files: NonNullable<Product['files']> } }>({
  deployed: async ({ emulator }, use) => {
    const product = await startProduct(
      {},
      { emulatorUrl: emulator.url, simulator: true, server: 'nginx' },
    );
    await use(product as Product & { files: NonNullable<Product['files']> });
    await product.close();
  },
});

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

const FLAG = '__sheetTampered';

/** Changes a deployed file; its precompressed copies go, so nginx sends the changed bytes. */
function tamper(dir: string, file: string, change: (text: string) => string): void {
  const filePath = path.join(dir, file);
  writeFileSync(filePath, change(readFileSync(filePath, 'utf8')));
  for (const compressed of ['.gz', '.br']) rmSync(`${filePath}${compressed}`, { force: true });
}

/** Script that, if it ever ran, would say so. */
const flagging = (what: string) => (text: string) => `self.${FLAG}=${JSON.stringify(what)};${text}`;

type SealedManifest = {
  firstRoute: { routes: { path: string; files: string[] }[]; strings: Record<string, string[]> };
  integrity: Record<string, string>;
};
const manifestIn = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as SealedManifest;

/** The one file of the remote's sealed manifest whose name matches. */
function fileNamed(dir: string, pattern: RegExp): string {
  const matches = Object.keys(manifestIn(dir).integrity).filter((file) => pattern.test(file));
  expect(matches, `files matching ${pattern}`).toHaveLength(1);
  return matches[0]!;
}

/** How many reports the error sink has that name create_account and `file`. */
async function reportsNaming(emulator: Parameters<typeof controlOf>[0], file: string) {
  const { errors } = await controlOf<{ errors: { message: string }[] }>(emulator, 'reports');
  return errors.filter(
    ({ message }) => message.includes('create_account') && message.includes(file),
  ).length;
}

async function expectRefused(
  page: Page,
  sheet: FrameLocator,
  deployed: Product,
  emulator: Parameters<typeof controlOf>[0],
  { remote, file, words = english }: { remote: string; file: string; words?: typeof english },
): Promise<void> {
  await expect(sheet.getByRole('heading', { name: words.loadFailedTitle })).toBeVisible();
  await expect(sheet.getByRole('button', { name: words.retry })).toBeVisible();
  expect(await sheet.locator('html').evaluate((_html, flag) => flag in self, FLAG)).toBe(false);
  await expect
    .poll(async () => {
      const { errors } = await controlOf<{ errors: { message: string }[] }>(emulator, 'reports');
      return errors.some(({ message }) => message.includes(remote) && message.includes(file));
    }, `a report naming ${remote} and ${file}`)
    .toBe(true);
  // The other flows are untouched.
  const other = await openInHost(page, deployed, { path: '/account/carrier-linking' });
  await expect(other.getByRole('heading', { name: 'Link Your Carrier Plan' })).toBeVisible();
  expect(await other.locator('html').evaluate((_html, flag) => flag in self, FLAG)).toBe(false);
}

test('(a) a changed remote entry never runs; the Arabic error, and Try Again once it is put right', async ({
  page,
  browser,
  deployed,
  emulator,
}) => {
  const dir = deployed.files.remotes.create_account!;
  const original = readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
  tamper(dir, 'remoteEntry.js', flagging('entry'));
  const sheet = await openInHost(page, deployed, {
    path: '/account/create/personal',
    lang: 'ar',
    cc: 'SAU',
  });
  await expect(sheet.getByRole('heading', { name: arabic.loadFailedTitle })).toBeVisible();
  await expect(sheet.locator('html')).toHaveAttribute('dir', 'rtl');
  // Try Again asks for the entry afresh (no preload in front of it): refused again, and told.
  await expect.poll(() => reportsNaming(emulator, 'remoteEntry.js')).toBe(1);
  await sheet.getByRole('button', { name: arabic.retry }).click();
  await expect.poll(() => reportsNaming(emulator, 'remoteEntry.js')).toBe(2);
  await expect(sheet.getByRole('heading', { name: arabic.loadFailedTitle })).toBeVisible();
  expect(await sheet.locator('html').evaluate((_html, flag) => flag in self, FLAG)).toBe(false);

  writeFileSync(path.join(dir, 'remoteEntry.js'), original);
  await sheet.getByRole('button', { name: arabic.retry }).click();
  await expect(sheet.getByRole('button', { name: arabic.retry })).toBeHidden();
  await expect(sheet.getByRole('textbox').first()).toBeVisible();

  // Changed again: a device that never kept the good copy (the service worker of this page keeps
  // the bytes it checked, ADR 0006) refuses it.
  tamper(dir, 'remoteEntry.js', flagging('entry'));
  const fresh = await (await browser.newContext()).newPage();
  const again = await openInHost(fresh, deployed, { path: '/account/create/personal' });
  await expectRefused(fresh, again, deployed, emulator, {
    remote: 'create_account',
    file: 'remoteEntry.js',
  });
  await fresh.context().close();
});

test('(b) a changed screen chunk loaded later in the flow never runs', async ({
  page,
  deployed,
  emulator,
}) => {
  const dir = deployed.files.remotes.create_account!;
  const route = manifestIn(dir).firstRoute.routes.find((r) => r.path.endsWith('verify-email'))!;
  const file = route.files.find((name) => name.startsWith('verify-email.'))!;
  tamper(dir, file, flagging('screen'));
  const sheet = await openInHost(page, deployed, { path: '/account/create/personal' });
  await continueWithDetails(sheet, newPerson());
  await expectRefused(page, sheet, deployed, emulator, { remote: 'create_account', file });
});

test('(c) a changed stylesheet is never applied', async ({ page, deployed, emulator }) => {
  const dir = deployed.files.remotes.terms_privacy!;
  const file = fileNamed(dir, /^terms\.[0-9a-f]{8}\.css$/);
  tamper(dir, file, (text) => `${text}\n:root{--sheet-tampered:1}`);
  const { token } = await controlOf<{ token: string }>(emulator, 'accounts', {
    json: { accountName: uniqueEmail('tamper'), password: 'Tamper4Good', storefront: 'USA' },
  });
  const sheet = await openInHost(page, deployed, { path: '/terms', token });
  await expectRefused(page, sheet, deployed, emulator, { remote: 'terms_privacy', file });
  const applied = await sheet
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--sheet-tampered'));
  expect(applied).toBe('');
});

test('(d) a changed strings file never runs', async ({ page, deployed, emulator }) => {
  const dir = deployed.files.remotes.create_account!;
  const [file] = manifestIn(dir).firstRoute.strings['en-us']!;
  tamper(dir, file!, flagging('strings'));
  const sheet = await openInHost(page, deployed, { path: '/account/create/personal' });
  await expectRefused(page, sheet, deployed, emulator, { remote: 'create_account', file: file! });
});

test('(e) a changed manifest is never read: the entry it points at never runs', async ({
  page,
  deployed,
  emulator,
}) => {
  const dir = deployed.files.remotes.create_account!;
  writeFileSync(path.join(dir, 'evil.js'), `self.${FLAG}="manifest";`);
  tamper(dir, 'mf-manifest.json', (text) => text.replace('"remoteEntry.js"', '"evil.js"'));
  const sheet = await openInHost(page, deployed, { path: '/account/create/personal' });
  await expectRefused(page, sheet, deployed, emulator, {
    remote: 'create_account',
    file: 'mf-manifest.json',
  });
});

test('a remote listed without integrity is refused in production', async ({
  page,
  deployed,
  emulator,
}) => {
  const pointers = path.join(deployed.files.site, 'remotes.json');
  const sealed = JSON.parse(readFileSync(pointers, 'utf8')) as Record<string, { manifest: string }>;
  writeFileSync(
    pointers,
    JSON.stringify({ ...sealed, create_account: sealed.create_account!.manifest }),
  );
  const sheet = await openInHost(page, deployed, { path: '/account/create/personal' });
  await expectRefused(page, sheet, deployed, emulator, {
    remote: 'create_account',
    file: 'without integrity',
  });
});
