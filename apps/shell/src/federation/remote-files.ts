// Kept free of shared modules: main.ts starts the first route's downloads before sharing is set up.
import { onceUntilFailure } from '@sheet/load-once';
import { matchesPattern } from '@sheet/reference';
import { runScriptEarly } from './remote-script';
import { CHECKED_CROSS_ORIGIN, type FileHashes, type IntegrityRegistry } from './integrity';
import type { RemoteManifest } from './remote-manifest';
import type { RemoteName } from './remote-names';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/** What the shell reads of a remote's mf-manifest.json (ADR 0004). */
export type RemoteFiles = {
  /** the remote entry script, absolute */
  entry: string;
  /** the files of its `./routes` expose (the route table), absolute */
  routesExpose: string[];
  /**
   * per route pattern (as the remote declares it), the files of its screen, absolute, and the
   * calls it starts (unchecked here: checked where they are sent, with the services)
   */
  routes: { path: string; files: string[]; calls?: unknown }[];
  /** per language, the remote's own strings and its libraries', absolute */
  strings: Record<string, string[]>;
  /**
   * the hash of each of its scripts and stylesheets (its later chunks too), by absolute URL; a file
   * without one is refused in production (`integrity.ts`)
   */
  hashes: FileHashes;
};

export class RemoteFilesError extends Error {
  override readonly name = 'RemoteFilesError';
}

type Assets = { js?: { sync?: string[] }; css?: { sync?: string[] } };
type ManifestJson = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: Assets }[];
  firstRoute?: {
    routes?: { path: string; files: string[]; calls?: unknown }[];
    strings?: Record<string, string[]>;
  };
  /** written at deploy time (tools/static-server/integrity.mjs): file -> sha384 */
  integrity?: Record<string, unknown>;
};

/** The files a manifest names, made absolute against its own URL (publicPath `auto`). */
export function parseRemoteFiles(value: unknown, manifestUrl: string): RemoteFiles {
  const json = (typeof value === 'object' && value !== null ? value : {}) as ManifestJson;
  const entryName = json.metaData?.remoteEntry?.name;
  if (!entryName) throw new RemoteFilesError(`${manifestUrl} names no remote entry`);
  const publicPath = json.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entryPath = json.metaData?.remoteEntry?.path ?? '';
  const routes = json.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const hashes: FileHashes = {};
  for (const [file, hash] of Object.entries(json.integrity ?? {})) {
    if (typeof hash === 'string') hashes[at(file)] = hash;
  }
  return {
    hashes,
    entry: at(`${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`),
    routesExpose: [...(routes?.js?.sync ?? []), ...(routes?.css?.sync ?? [])].map(at),
    routes: (json.firstRoute?.routes ?? []).map((route) => ({
      path: route.path,
      files: route.files.map(at),
      ...(route.calls === undefined ? {} : { calls: route.calls }),
    })),
    strings: Object.fromEntries(
      Object.entries(json.firstRoute?.strings ?? {}).map(([language, files]) => [
        language,
        files.map(at),
      ]),
    ),
  };
}

/**
 * Fetches each remote's manifest once (in parallel with anything else), keeps a success and
 * forgets a failure, so Retry fetches again. The page's head already asked for every manifest
 * (with the same integrity): this fetch takes that answer. A manifest whose bytes do not match
 * remotes.json's hash is refused by the browser and never read; the hashes of one that matches
 * go to `integrity`, which every later script and stylesheet of the remote is checked against.
 */
export function createRemoteFilesSource(
  getManifest: () => Promise<RemoteManifest>,
  integrity: IntegrityRegistry,
) {
  return onceUntilFailure(async (remote: RemoteName, afterFailure: boolean) => {
    const pointer = (await getManifest())[remote];
    const { url } = pointer;
    // After a failure, past the page's own request for it (it may still be hanging) and the cache.
    const response = await fetch(url, {
      signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
      ...(pointer.integrity ? { integrity: pointer.integrity } : {}),
      ...(afterFailure ? { cache: 'reload' as const } : {}),
    }).catch((error: unknown) => {
      if (!pointer.integrity || (error as Error | undefined)?.name !== 'TypeError') throw error;
      throw new RemoteFilesError(`${url} did not load or does not match its integrity`, {
        cause: error,
      });
    });
    if (!response.ok) throw new RemoteFilesError(`${url} answered ${response.status}`);
    const files = parseRemoteFiles(await response.json(), response.url || url);
    integrity.record(remote, files.hashes);
    return files;
  }).get;
}

export type RemoteFilesSource = ReturnType<typeof createRemoteFilesSource>;

/** The calls the screen at `pathname` starts, as its remote's manifest declares them (unchecked). */
export function firstRouteCalls(files: RemoteFiles, pathname: string): unknown {
  return files.routes.find((candidate) => matchesPattern(candidate.path, pathname))?.calls;
}

/**
 * The files the screen at `pathname` needs first besides its remote's entry: its route table, its
 * screen, its strings.
 */
export function firstRouteFiles(files: RemoteFiles, pathname: string, language: string): string[] {
  const route = files.routes.find((candidate) => matchesPattern(candidate.path, pathname));
  return [...files.routesExpose, ...(route?.files ?? []), ...(files.strings[language] ?? [])];
}

/** A remote's file the page takes as a stylesheet; its other files are scripts. */
const isStylesheet = (url: string) => url.endsWith('.css');

/**
 * Asks the browser for `urls` now (preload), to be used when the runtime asks for them: with the
 * hash and CORS mode the runtime's element will have, or the browser fetches the file again.
 */
export function preload(
  urls: readonly string[],
  integrityOf: (url: string) => string | undefined,
  doc: Document = document,
): void {
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', isStylesheet(url) ? 'style' : 'script');
    const hash = integrityOf(url);
    if (hash) {
      link.setAttribute('integrity', hash);
      link.crossOrigin = CHECKED_CROSS_ORIGIN;
    }
    link.href = url;
    doc.head.append(link);
  }
}

/**
 * Starts what the screen at `pathname` needs, before the shell has started. Each of its scripts
 * with a hash in its manifest runs now (`runScriptEarly`): the entry sets up its container, and a
 * chunk only hands its modules to it (nothing of it runs until the router asks), so the runtime
 * finds the chunk there instead of loading it once React has arrived. A script without a hash
 * (development: nothing runs unchecked before the configuration says checks are off) and a
 * stylesheet are only preloaded.
 */
export function startFirstRouteFiles(
  files: RemoteFiles,
  pathname: string,
  language: string,
  integrityOf: (url: string) => string | undefined,
): void {
  const wanted = [files.entry, ...firstRouteFiles(files, pathname, language)];
  const runsNow = (url: string) => !isStylesheet(url) && integrityOf(url) !== undefined;
  for (const url of wanted.filter(runsNow)) runScriptEarly(url);
  preload(
    wanted.filter((url) => !runsNow(url)),
    integrityOf,
  );
}
