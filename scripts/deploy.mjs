// `npm run deploy -- <app> --to <cdn>`: publishes one app's build into a CDN-like tree as an
// immutable version, and (for a remote) moves that remote's pointer in remotes.json only once a
// smoke check in headless Chromium has seen its first screen load through the shell.
//   npm run deploy -- create-account --to /srv/sheet [--version 2026-11-23.1] [--from <dist>]
//   npm run deploy -- rollback create-account --to /srv/sheet
//   npm run deploy -- shell --to /srv/sheet        (the shell's files at the root; pointers kept)
// Layout: <cdn>/<app>/<version>/… per remote, the shell at <cdn>/, <cdn>/remotes.json (the
// pointers, each with its manifest's hash), <cdn>/deploys.json (each remote's versions, with
// those hashes, in the order they were pointed at). A remote's files are hashed as deployed and
// its manifest names every hash (docs/deploy.md, "Integrity").
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ports from '../tools/webpack-config/ports.json' with { type: 'json' };
import {
  checkSealed,
  MANIFEST_FILE,
  manifestUrlOf,
  sealRemoteInPlace,
} from '@sheet/static-server/integrity';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { CHROMIUM_PATH, root } from './setup.mjs';

/**
 * Folder name (as the CDN tree and apps/ name it) -> remote name (as remotes.json names it), for
 * every remote the one list of apps names (tools/webpack-config/ports.json: apps/create-account is
 * create_account).
 */
const REMOTES = Object.fromEntries(
  Object.keys(ports)
    .filter((name) => name !== 'shell')
    .map((name) => [name.replace(/_/g, '-'), name]),
);
const SMOKE_TIMEOUT_MS = 20_000;
const ERROR_TITLE = 'This Page Didn’t Load';

class DeployError extends Error {}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

const readJson = (file, fallback) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;

/** Written whole or not at all: a reader sees the old file or the new one, never half of one. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Runs `change` while holding the tree's pointer lock, so deploys at once never lose a pointer. */
async function withPointerLock(cdn, change) {
  const lock = path.join(cdn, '.pointers.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return change();
  } finally {
    rmSync(lock, { force: true });
  }
}

const folderOf = (remote) => Object.keys(REMOTES).find((dir) => REMOTES[dir] === remote);

/**
 * remotes.json's line for one deployed version: its manifest and that manifest's hash. A version
 * recorded before the chain existed has none, and a production shell refuses it.
 */
function pointerTo(remote, { version, integrity }) {
  const manifest = `/${folderOf(remote)}/${version}/${MANIFEST_FILE}`;
  return integrity ? { manifest, integrity } : manifest;
}

/** deploys.json's entries: `{ version, integrity }`, or a bare version from before the chain. */
const deployedVersion = (entry) => (typeof entry === 'string' ? { version: entry } : entry);

function movePointer(cdn, remote, deployed, history) {
  const pointers = readJson(path.join(cdn, 'remotes.json'), {});
  pointers[remote] = pointerTo(remote, deployed);
  writeAtomically(path.join(cdn, 'remotes.json'), `${JSON.stringify(pointers, null, 2)}\n`);
  const deploys = readJson(path.join(cdn, 'deploys.json'), {});
  deploys[remote] = history(deploys[remote] ?? []);
  writeAtomically(path.join(cdn, 'deploys.json'), `${JSON.stringify(deploys, null, 2)}\n`);
}

/** The remote's first route, made concrete (`:storefront` -> `us`). */
function firstPathOf(versionDir) {
  const manifest = readJson(path.join(versionDir, 'mf-manifest.json'), undefined);
  if (!manifest?.metaData?.remoteEntry?.name) throw new Error('the manifest names no remote entry');
  const route = manifest.firstRoute?.routes?.[0]?.path;
  if (!route) throw new Error('the manifest lists no route');
  return `/${route.replace(/:[^/]+/g, 'us')}`;
}

/**
 * Serves the tree with `candidate` as remotes.json, opens the remote's first route through the
 * shell in headless Chromium, and resolves once its screen's heading shows (never the error
 * screen, no uncaught error).
 */
async function smokeCheck(cdn, candidate, firstPath) {
  const { serveTree } = await import('@sheet/static-server');
  const { chromium } = await import('@playwright/test');
  const shellDir = existsSync(path.join(cdn, 'index.html'))
    ? cdn
    : path.join(root, 'apps/shell/dist');
  // No services: the screen's own data may fail, the screen itself must show.
  const server = await serveTree({
    dir: cdn,
    shellDir,
    pointers: candidate,
    sheetConfig: { bagUrl: '/no-bag.json' },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumFlags.args,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}${firstPath}`);
    const heading = page.locator('h1');
    await heading.first().waitFor({ timeout: SMOKE_TIMEOUT_MS });
    await page
      .waitForFunction(
        (title) => {
          const text = document.querySelector('h1')?.textContent ?? '';
          return text !== '' && text !== title;
        },
        ERROR_TITLE,
        { timeout: SMOKE_TIMEOUT_MS },
      )
      .catch(() => undefined);
    const title = await heading.first().textContent();
    if (title === ERROR_TITLE) throw new Error(`${firstPath} shows the error screen`);
    if (errors.length > 0) throw new Error(`uncaught errors: ${errors.join('; ')}`);
    return title;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function publishRemote(dir, cdn, version, from) {
  const remote = REMOTES[dir];
  const target = path.join(cdn, dir, version);
  if (existsSync(target)) fail(`${dir} ${version} exists already: a version is never overwritten`);
  if (!existsSync(path.join(from, 'mf-manifest.json'))) fail(`${from} holds no built remote`);
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  cpSync(from, temporary, { recursive: true, filter: (file) => !file.endsWith('.map') });
  // Hashed as deployed: the copy's bytes are what the browser will check.
  let integrity;
  try {
    integrity = sealRemoteInPlace(temporary);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    fail(`${dir} ${version} refused: ${error.message}`);
  }
  renameSync(temporary, target);
  const deployed = { version, integrity };

  // The shell wants a line per remote: one not deployed yet gets an address that answers 404.
  const candidate = Object.fromEntries(
    Object.entries(REMOTES).map(([folder, name]) => [name, `/${folder}/none/${MANIFEST_FILE}`]),
  );
  Object.assign(candidate, readJson(path.join(cdn, 'remotes.json'), {}));
  candidate[remote] = pointerTo(remote, deployed);
  try {
    const title = await smokeCheck(cdn, candidate, firstPathOf(target));
    console.log(`✓ smoke check: ${dir} ${version} shows "${title}"`);
  } catch (error) {
    fail(`${dir} ${version} refused, the pointer stays where it was: ${error.message}`);
  }
  await withPointerLock(cdn, () =>
    movePointer(cdn, remote, deployed, (versions) => [...versions, deployed]),
  );
  console.log(`✓ ${remote} -> ${dir}/${version} (${integrity})`);
}

async function rollback(dir, cdn) {
  const remote = REMOTES[dir];
  await withPointerLock(cdn, () => {
    const versions = readJson(path.join(cdn, 'deploys.json'), {})[remote] ?? [];
    // Thrown, not exited: the lock must be released on the way out.
    if (versions.length < 2) throw new DeployError(`${dir} has no earlier version to roll back to`);
    // The hash recorded when it was deployed, never one computed now: a file changed since then
    // must not be blessed by the rollback.
    const previous = deployedVersion(versions.at(-2));
    movePointer(cdn, remote, previous, (list) => list.slice(0, -1));
    console.log(`✓ ${remote} rolled back to ${dir}/${previous.version}`);
    if (!previous.integrity) {
      console.warn(
        `! ${dir}/${previous.version} has no recorded hash: a production shell refuses it`,
      );
    }
  });
}

/**
 * Before the shell is published, the chain it will read is checked as deployed: each pointer's
 * manifest against the pointer's hash, each file against the manifest's. A pointer from before
 * the chain (no hash) gets one: its version is sealed as it stands. A file that changed behind the
 * pointer's back stops the deploy, naming it.
 */
async function checkPointers(cdn) {
  await withPointerLock(cdn, () => {
    const pointers = readJson(path.join(cdn, 'remotes.json'), {});
    const problems = [];
    for (const [remote, pointer] of Object.entries(pointers)) {
      const versionDir = path.join(cdn, path.dirname(manifestUrlOf(pointer)));
      if (!existsSync(path.join(versionDir, MANIFEST_FILE))) continue;
      if (typeof pointer === 'string') {
        pointers[remote] = { manifest: pointer, integrity: sealRemoteInPlace(versionDir) };
        console.log(`✓ ${remote}: ${pointer} sealed as deployed`);
        continue;
      }
      problems.push(...checkSealed(versionDir, pointer.integrity).map((p) => `${remote}: ${p}`));
    }
    if (problems.length > 0) {
      throw new DeployError(
        `the remotes' files changed behind their pointers:\n  ${problems.join('\n  ')}`,
      );
    }
    writeAtomically(path.join(cdn, 'remotes.json'), `${JSON.stringify(pointers, null, 2)}\n`);
  });
}

/** The shell's files at the tree's root; its page last, and remotes.json never moved. */
async function publishShell(cdn, from) {
  if (!existsSync(path.join(from, 'index.html'))) fail(`${from} holds no built shell`);
  if (existsSync(path.join(cdn, 'remotes.json'))) {
    await checkPointers(cdn).catch((error) =>
      error instanceof DeployError ? fail(error.message) : Promise.reject(error),
    );
  }
  mkdirSync(cdn, { recursive: true });
  for (const file of readdirSync(from)) {
    if (['index.html', 'remotes.json', 'sheet-config.json'].includes(file) || file.endsWith('.map'))
      continue;
    cpSync(path.join(from, file), path.join(cdn, file), { recursive: true });
  }
  if (!existsSync(path.join(cdn, 'sheet-config.json'))) {
    // A deploy tree is production: the configuration it starts from never turns integrity off.
    const { integrity: _development, ...config } = readJson(
      path.join(from, 'sheet-config.json'),
      {},
    );
    writeAtomically(path.join(cdn, 'sheet-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  }
  writeAtomically(
    path.join(cdn, 'index.html'),
    readFileSync(path.join(from, 'index.html'), 'utf8'),
  );
  console.log('✓ shell published; the remotes’ pointers are unchanged');
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, version: { type: 'string' }, from: { type: 'string' } },
});
const [first, second] = positionals;
if (!values.to) fail('say where the tree is: --to <dir>');
const cdn = path.resolve(values.to);
if (first === 'rollback') {
  if (!REMOTES[second]) fail(`rollback which remote? one of ${Object.keys(REMOTES).join(', ')}`);
  await rollback(second, cdn).catch((error) =>
    error instanceof DeployError ? fail(error.message) : Promise.reject(error),
  );
} else if (first === 'shell') {
  await publishShell(cdn, path.resolve(values.from ?? path.join(root, 'apps/shell/dist')));
} else if (REMOTES[first]) {
  const version =
    values.version ?? new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  if (!/^[\w.-]{1,64}$/.test(version))
    fail(`a version is letters, digits, dots and dashes: ${version}`);
  await publishRemote(
    first,
    cdn,
    version,
    path.resolve(values.from ?? path.join(root, 'apps', first, 'dist')),
  );
} else {
  fail(`deploy what? shell, rollback, or one of ${Object.keys(REMOTES).join(', ')}`);
}
