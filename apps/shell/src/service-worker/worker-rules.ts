// What the service worker (apps/shell/worker) does with each request: plain functions of the
// request, kept here so the shell's unit tests cover them (the worker is built on its own).

/** How a request is answered: from the cache, refreshed in the background, or not at all. */
export type WorkerRoute = 'page' | 'refreshed' | 'hashed';

/** Webpack's content-hashed files (tools/webpack-config): their bytes never change. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
/** The files that name others and change with a deploy: read from the cache, then refreshed. */
const REFRESHED_REMOTE = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const REFRESHED_SHELL = /\/(remotes\.json|sheet-config\.json)$/;

/**
 * The route of `request` (undefined: the worker leaves it to the network): the sheet's page, its
 * pointer file and configuration, remotes' manifests and entries, and hashed files. Data calls,
 * the bag and anything sent past the cache (`cache: 'reload'`, the shell's retry after a failure)
 * are never answered from here.
 */
export function routeOf(url: URL, request: Request, scope: string): WorkerRoute | undefined {
  if (request.method !== 'GET') return undefined;
  if (['reload', 'no-store', 'no-cache'].includes(request.cache)) return undefined;
  if (url.search !== '' && !isPageRequest(url, request)) return undefined;
  const scopeUrl = new URL(scope);
  const ownPath = url.origin === scopeUrl.origin && url.pathname.startsWith(scopeUrl.pathname);
  if (HASHED.test(url.pathname)) return 'hashed';
  if (ownPath && isPageRequest(url, request)) return 'page';
  if (ownPath && REFRESHED_SHELL.test(url.pathname)) return 'refreshed';
  if (!ownPath && REFRESHED_REMOTE.test(url.pathname)) return 'refreshed';
  return undefined;
}

/** A navigation to one of the sheet's routes (no file extension), or the page asked for by URL. */
function isPageRequest(url: URL, request: Request): boolean {
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return false;
  return request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');
}

/** The page is the same for every route and query: kept once per path, never with its query. */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** A request with a hash is kept under its URL and hash, so only that hash finds it again. */
export function withIntegrityKey(request: Request): string {
  if (!request.integrity) return request.url;
  const separator = request.url.includes('?') ? '&' : '?';
  return `${request.url}${separator}integrity=${encodeURIComponent(request.integrity)}`;
}

/** sheet-config.json's kill switch (docs/deploy.md): `"serviceWorker": "off"`. */
export function isKillSwitchOn(config: unknown): boolean {
  return (
    typeof config === 'object' &&
    config !== null &&
    (config as { serviceWorker?: unknown }).serviceWorker === 'off'
  );
}
