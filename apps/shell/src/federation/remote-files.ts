// Kept free of shared modules: main.ts starts the first route's downloads before sharing is set up.
import { onceUntilFailure } from '@sheet/load-once';
import { matchesPattern } from '@sheet/reference';
import type { RemoteManifest } from './remote-manifest';
import type { RemoteName } from './remote-names';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/** What the shell reads of a remote's mf-manifest.json (ADR 0004). */
export type RemoteFiles = {
  /** the remote entry script, absolute */
  entry: string;
  /** the files of its `./routes` expose (the route table), absolute */
  routesExpose: string[];
  /** per route pattern (as the remote declares it), the files of its screen, absolute */
  routes: { path: string; files: string[] }[];
  /** per language, the remote's own strings and its libraries', absolute */
  strings: Record<string, string[]>;
};

export class RemoteFilesError extends Error {
  override readonly name = 'RemoteFilesError';
}

type Assets = { js?: { sync?: string[] }; css?: { sync?: string[] } };
type ManifestJson = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: Assets }[];
  firstRoute?: { routes?: { path: string; files: string[] }[]; strings?: Record<string, string[]> };
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
  return {
    entry: at(`${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`),
    routesExpose: [...(routes?.js?.sync ?? []), ...(routes?.css?.sync ?? [])].map(at),
    routes: (json.firstRoute?.routes ?? []).map((route) => ({
      path: route.path,
      files: route.files.map(at),
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
 * forgets a failure, so Retry fetches again. The page's head already asked for every manifest:
 * this fetch takes that answer.
 */
export function createRemoteFilesSource(getManifest: () => Promise<RemoteManifest>) {
  return onceUntilFailure(async (remote: RemoteName, afterFailure: boolean) => {
    const url = (await getManifest())[remote];
    // After a failure, past the page's own request for it (it may still be hanging) and the cache.
    const response = await fetch(url, {
      signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
      ...(afterFailure ? { cache: 'reload' as const } : {}),
    });
    if (!response.ok) throw new RemoteFilesError(`${url} answered ${response.status}`);
    return parseRemoteFiles(await response.json(), response.url || url);
  }).get;
}

export type RemoteFilesSource = ReturnType<typeof createRemoteFilesSource>;

/** The files the screen at `pathname` needs first: its remote's entry, its screen, its strings. */
export function firstRouteFiles(files: RemoteFiles, pathname: string, language: string): string[] {
  const route = files.routes.find((candidate) => matchesPattern(candidate.path, pathname));
  return [
    files.entry,
    ...files.routesExpose,
    ...(route?.files ?? []),
    ...(files.strings[language] ?? []),
  ];
}

/** Asks the browser for `urls` now (preload), to be used when the runtime asks for them. */
export function preload(urls: readonly string[], doc: Document = document): void {
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
    link.href = url;
    doc.head.append(link);
  }
}
