// @ts-check
/**
 * The chain of trust from the shell's origin to each remote's last chunk (docs/deploy.md,
 * "Integrity"): a remote's files are hashed as deployed, its manifest names the hash of every
 * script and stylesheet it has, and the pointer the shell reads (remotes.json) names the
 * manifest's own hash. Used by `npm run deploy`, the nginx set-up and the benchmark's server.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The manifest a remote's build writes: the pointer carries its hash. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** What a browser runs or applies: every such file of a remote carries a hash. */
const CHECKED = /\.(js|css)$/;

/** A subresource-integrity value (sha384, as browsers check it) for `bytes`. */
export function integrityOf(/** @type {Buffer | string} */ bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every script and stylesheet under `dir`, as paths relative to it with `/` separators. */
function checkedFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => CHECKED.test(file))
    .sort();
}

/** Files the manifest names (entry, exposes, shared, first-route screens and strings). */
function namedFiles(/** @type {Record<string, any>} */ manifest) {
  const entry = manifest.metaData?.remoteEntry;
  const assetsOf = (/** @type {any} */ item) => [
    ...(item?.assets?.js?.sync ?? []),
    ...(item?.assets?.js?.async ?? []),
    ...(item?.assets?.css?.sync ?? []),
    ...(item?.assets?.css?.async ?? []),
  ];
  return [
    ...(entry?.name
      ? [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`]
      : []),
    ...(manifest.exposes ?? []).flatMap(assetsOf),
    ...(manifest.shared ?? []).flatMap(assetsOf),
    ...(manifest.firstRoute?.routes ?? []).flatMap((/** @type {any} */ route) => route.files),
    ...Object.values(manifest.firstRoute?.strings ?? {}).flat(),
  ];
}

/**
 * The remote in `dir` with `integrity` (file -> sha384) added to its manifest, for every script
 * and stylesheet in the folder (its later chunks too: the remote's runtime loads them with these
 * hashes), and that manifest's own hash for the pointer. Throws when the manifest names a file
 * the folder does not have: a deploy must not point at a remote that cannot load.
 * @returns {{ text: string, integrity: string, files: Record<string, string> }}
 */
export function sealRemote(/** @type {string} */ dir) {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${dir} holds no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of checkedFiles(dir))
    files[file] = integrityOf(readFileSync(path.join(dir, file)));
  const missing = namedFiles(manifest).filter((file) => !(file in files));
  if (missing.length > 0) {
    throw new Error(
      `${MANIFEST_FILE} in ${dir} names files it does not have: ${missing.join(', ')}`,
    );
  }
  const text = `${JSON.stringify({ ...manifest, integrity: files }, null, 2)}\n`;
  return { text, integrity: integrityOf(text), files };
}

/**
 * Seals the remote in `dir` in place (a deployed copy, never a build's own folder): writes the
 * manifest with its hashes and its precompressed copies, so a server sending `.gz`/`.br` as
 * they are sends the sealed one. Returns the manifest's hash for the pointer.
 */
export function sealRemoteInPlace(/** @type {string} */ dir) {
  const { text, integrity } = sealRemote(dir);
  const manifestPath = path.join(dir, MANIFEST_FILE);
  writeFileSync(manifestPath, text);
  writeFileSync(`${manifestPath}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${manifestPath}.br`, brotliCompressSync(text));
  return integrity;
}

/**
 * A pointer of remotes.json: the manifest's URL and, in production, its hash. A plain string
 * (a development server's) carries no hash and is refused by a production shell.
 * @typedef {{ manifest: string, integrity: string } | string} Pointer
 */

/** The manifest URL of a pointer, whichever form it has. */
export function manifestUrlOf(/** @type {Pointer} */ pointer) {
  return typeof pointer === 'string' ? pointer : pointer.manifest;
}

/**
 * What no longer matches in a sealed remote in `dir`: its manifest against the pointer's
 * `integrity`, each file against the manifest's hash. Empty when the chain holds.
 * @returns {string[]}
 */
export function checkSealed(/** @type {string} */ dir, /** @type {string} */ integrity) {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  const text = readFileSync(manifestPath);
  if (integrityOf(text) !== integrity)
    return [`${MANIFEST_FILE} does not match its pointer's hash`];
  /** @type {Record<string, string>} */
  const files = JSON.parse(text.toString('utf8')).integrity ?? {};
  return Object.entries(files).flatMap(([file, hash]) => {
    const filePath = path.join(dir, file);
    if (!existsSync(filePath)) return [`${file} is missing`];
    return integrityOf(readFileSync(filePath)) === hash ? [] : [`${file} does not match its hash`];
  });
}
