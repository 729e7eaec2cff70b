import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/secrets';

/**
 * Versioned deploys (`npm run deploy`): each remote version immutable in a CDN-like tree, its
 * pointer moved only after a smoke check, a broken version refused, rollback, the other remotes'
 * pointers never touched, deploys at once losing nothing.
 */
// The node project blocks service workers for the specs not about them (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(__dirname, '..');
const run = promisify(execFile);
const deploy = (...args: string[]) =>
  run(process.execPath, [path.join(root, 'scripts/deploy.mjs'), ...args], { cwd: root });

const ERROR_TITLE = 'This Page Didn’t Load';
const TERMS = 'Updated Terms and Conditions';

/** The host opens the sheet again, in the same page (its cache and service worker). */
async function reopen(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { name: TERMS })).toBeVisible();
}

/** remotes.json as the service worker keeps it (what the next open will run). */
const pointerKeptByWorker = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match('/remotes.json');
    return kept ? kept.text() : '';
  });
let tree: string;
test.beforeEach(() => {
  tree = mkdtempSync(path.join(os.tmpdir(), 'sheet-tree-'));
});
test.afterEach(() => rmSync(tree, { recursive: true, force: true }));

type Pointer = { manifest: string; integrity: string };
const pointers = () =>
  JSON.parse(readFileSync(path.join(tree, 'remotes.json'), 'utf8')) as Record<string, Pointer>;
/** Each remote's manifest URL, from its pointer (which also carries the manifest's hash). */
const manifestsOf = (of: Record<string, Pointer>) =>
  Object.fromEntries(Object.entries(of).map(([name, pointer]) => [name, pointer.manifest]));
const manifests = () => manifestsOf(pointers());

test('deploy v2, refuse a broken v3, refuse a tampered v2, roll back to v1; the other remotes never move', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await deploy('shell', '--to', tree);
  // Deploys at once: each takes the pointer lock, none loses another's pointer.
  await Promise.all(
    ['create-account', 'carrier-linking', 'channel-linking', 'terms-privacy'].map((app) =>
      deploy(app, '--to', tree, '--version', 'v1'),
    ),
  );
  const first = pointers();
  expect(manifests()).toEqual({
    create_account: '/create-account/v1/mf-manifest.json',
    carrier_linking: '/carrier-linking/v1/mf-manifest.json',
    channel_linking: '/channel-linking/v1/mf-manifest.json',
    terms_privacy: '/terms-privacy/v1/mf-manifest.json',
  });
  // Each pointer carries its sealed manifest's hash, as deployed.
  for (const pointer of Object.values(first)) {
    const manifest = readFileSync(path.join(tree, pointer.manifest));
    expect(pointer.integrity).toBe(
      `sha384-${createHash('sha384').update(manifest).digest('base64')}`,
    );
    expect(JSON.parse(manifest.toString('utf8'))).toHaveProperty(['integrity', 'remoteEntry.js']);
  }

  const { serveTree } = await import('@sheet/static-server');
  const server = await serveTree({ dir: tree });
  try {
    const fromVersion = (version: string) => {
      const seen: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/terms-privacy/${version}/`)) seen.push(request.url());
      });
      return seen;
    };
    const v1 = fromVersion('v1');
    await page.goto(`${server.url}/terms`);
    await expect(page.getByRole('heading', { name: TERMS })).toBeVisible();
    expect(v1.length).toBeGreaterThan(0);
    // The service worker holds this open's files (ADR 0006): later opens are answered by it.
    await page.waitForFunction(
      () => performance.getEntriesByName('sheet:service-worker-ready').length > 0,
    );

    await deploy('terms-privacy', '--to', tree, '--version', 'v2');
    expect(manifests()).toEqual({
      ...manifestsOf(first),
      terms_privacy: '/terms-privacy/v2/mf-manifest.json',
    });
    expect(pointers().create_account).toEqual(first.create_account);
    // The next open runs from the worker's cache (v1) and refreshes remotes.json behind it; the
    // open after that refresh runs v2.
    const v2 = fromVersion('v2');
    await reopen(page);
    expect(v2).toEqual([]);
    await expect.poll(() => pointerKeptByWorker(page)).toContain('/terms-privacy/v2/');
    await reopen(page);
    expect(v2.length).toBeGreaterThan(0);

    // v3's entry throws: the smoke check refuses it and the pointer stays on v2.
    const broken = mkdtempSync(path.join(os.tmpdir(), 'sheet-broken-'));
    cpSync(path.join(root, 'apps/terms-privacy/dist'), broken, { recursive: true });
    writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("broken build");\n');
    await expect(
      deploy('terms-privacy', '--to', tree, '--version', 'v3', '--from', broken),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('v3 refused') });
    rmSync(broken, { recursive: true, force: true });
    expect(pointers().terms_privacy?.manifest).toBe('/terms-privacy/v2/mf-manifest.json');

    // A version is never overwritten.
    await expect(deploy('terms-privacy', '--to', tree, '--version', 'v2')).rejects.toMatchObject({
      stderr: expect.stringContaining('exists already'),
    });

    // v2's screen chunk changed behind its pointer's back: a fresh open refuses it, and the
    // shell's deploy will not go out on top of it.
    const v2Dir = path.join(tree, 'terms-privacy/v2');
    const chunk = readdirSync(v2Dir).find((file) => /^terms\.[0-9a-f]{8}\.js$/.test(file))!;
    writeFileSync(
      path.join(v2Dir, chunk),
      `self.tampered = true;${readFileSync(path.join(v2Dir, chunk), 'utf8')}`,
    );
    const fresh = await browser.newPage();
    await fresh.goto(`${server.url}/terms`);
    await expect(fresh.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
    expect(await fresh.evaluate(() => 'tampered' in self)).toBe(false);
    await fresh.close();
    await expect(deploy('shell', '--to', tree)).rejects.toMatchObject({
      stderr: expect.stringContaining(`terms_privacy: ${chunk} does not match its hash`),
    });

    // The rollback brings v1 back, with the hash recorded when v1 went live: picked up the same
    // way (the worker still answers this page with v2's files it checked before the change).
    await deploy('rollback', 'terms-privacy', '--to', tree);
    expect(pointers()).toEqual(first);
    await reopen(page);
    await expect.poll(() => pointerKeptByWorker(page)).toContain('/terms-privacy/v1/');
    const v1Again = fromVersion('v1');
    await reopen(page);
    expect(v1Again.length).toBeGreaterThan(0);
    const restored = await browser.newPage();
    await restored.goto(`${server.url}/terms`);
    await expect(restored.getByRole('heading', { name: TERMS })).toBeVisible();
    await restored.close();
    const { stdout } = await deploy('rollback', 'create-account', '--to', tree).catch(
      (error: { stdout: string; stderr: string }) => ({ stdout: error.stderr }),
    );
    expect(stdout).toContain('no earlier version');
    expect(pointers()).toEqual(first);
  } finally {
    await server.close();
  }
});
