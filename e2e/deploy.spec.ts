import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/secrets';

/**
 * Versioned deploys (`npm run deploy`): each remote version immutable in a CDN-like tree, its
 * pointer moved only after a smoke check, a broken version refused, rollback, the other remotes'
 * pointers never touched, deploys at once losing nothing.
 */
const root = path.resolve(__dirname, '..');
const run = promisify(execFile);
const deploy = (...args: string[]) =>
  run(process.execPath, [path.join(root, 'scripts/deploy.mjs'), ...args], { cwd: root });

let tree: string;
test.beforeEach(() => {
  tree = mkdtempSync(path.join(os.tmpdir(), 'sheet-tree-'));
});
test.afterEach(() => rmSync(tree, { recursive: true, force: true }));

const pointers = () =>
  JSON.parse(readFileSync(path.join(tree, 'remotes.json'), 'utf8')) as Record<string, string>;

test('deploy v2, refuse a broken v3, roll back to v1; the other remotes never move', async ({
  page,
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
  expect(first).toEqual({
    create_account: '/create-account/v1/mf-manifest.json',
    carrier_linking: '/carrier-linking/v1/mf-manifest.json',
    channel_linking: '/channel-linking/v1/mf-manifest.json',
    terms_privacy: '/terms-privacy/v1/mf-manifest.json',
  });

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
    await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
    expect(v1.length).toBeGreaterThan(0);

    await deploy('terms-privacy', '--to', tree, '--version', 'v2');
    expect(pointers()).toEqual({ ...first, terms_privacy: '/terms-privacy/v2/mf-manifest.json' });
    // Per the caching design, the open after the one that refreshed remotes.json uses v2.
    const v2 = fromVersion('v2');
    for (let open = 0; open < 2 && v2.length === 0; open += 1) {
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Updated Terms and Conditions' }),
      ).toBeVisible();
    }
    expect(v2.length).toBeGreaterThan(0);

    // v3's entry throws: the smoke check refuses it and the pointer stays on v2.
    const broken = mkdtempSync(path.join(os.tmpdir(), 'sheet-broken-'));
    cpSync(path.join(root, 'apps/terms-privacy/dist'), broken, { recursive: true });
    writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("broken build");\n');
    await expect(
      deploy('terms-privacy', '--to', tree, '--version', 'v3', '--from', broken),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('v3 refused') });
    rmSync(broken, { recursive: true, force: true });
    expect(pointers().terms_privacy).toBe('/terms-privacy/v2/mf-manifest.json');

    // A version is never overwritten.
    await expect(deploy('terms-privacy', '--to', tree, '--version', 'v2')).rejects.toMatchObject({
      stderr: expect.stringContaining('exists already'),
    });

    await deploy('rollback', 'terms-privacy', '--to', tree);
    expect(pointers()).toEqual(first);
    const { stdout } = await deploy('rollback', 'create-account', '--to', tree).catch(
      (error: { stdout: string; stderr: string }) => ({ stdout: error.stderr }),
    );
    expect(stdout).toContain('no earlier version');
    expect(pointers()).toEqual(first);
  } finally {
    await server.close();
  }
});
