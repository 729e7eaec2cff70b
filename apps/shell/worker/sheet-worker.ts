// The sheet's service worker (ADR 0006): a second open takes the page, the configuration, the
// pointer file, manifests and hashed files from its cache and refreshes what may change in the
// background, so only the screen's data calls wait on the network. Whatever fails in here, the
// request goes to the network as if there were no worker: it can slow the sheet, never blank it.
import { Route, Router } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  isKillSwitchOn,
  pageKey,
  routeOf,
  withIntegrityKey,
} from '../src/service-worker/worker-rules';

declare const self: ServiceWorkerGlobalScope;

/** Cache names carry a version: a worker that changes how it keeps files starts empty. */
const CACHE = {
  pages: 'sheet-pages-v1',
  refreshed: 'sheet-refreshed-v1',
  hashed: 'sheet-hashed-v1',
};

/** Only complete, successful answers are kept (never an error page or an opaque answer). */
const onlySuccess: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** A file asked for with a hash is kept under its hash: a stale copy never answers a new hash. */
const integrityKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => withIntegrityKey(request),
};

/** The page is kept once per path, never per query (a query may carry a token). */
const pageKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
};

/** The kill switch: a configuration saying `"serviceWorker": "off"` removes the worker. */
const killSwitch: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    if (!/\/sheet-config\.json$/.test(new URL(request.url).pathname)) return;
    if (
      isKillSwitchOn(
        await newResponse
          .clone()
          .json()
          .catch(() => undefined),
      )
    )
      await retire();
  },
};

const strategies = {
  page: new StaleWhileRevalidate({ cacheName: CACHE.pages, plugins: [onlySuccess, pageKeys] }),
  refreshed: new StaleWhileRevalidate({
    cacheName: CACHE.refreshed,
    plugins: [onlySuccess, integrityKeys, killSwitch],
  }),
  hashed: new CacheFirst({
    cacheName: CACHE.hashed,
    plugins: [
      onlySuccess,
      integrityKeys,
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
};

const router = new Router();
for (const kind of ['page', 'refreshed', 'hashed'] as const) {
  const match = ({ url, request }: { url: URL; request: Request }) =>
    routeOf(url, request, self.registration.scope) === kind;
  router.registerRoute(new Route(match, strategies[kind]));
}
// A strategy that fails (a cache that cannot be read, a quota error) leaves it to the network.
router.setCatchHandler(({ request }) => fetch(request));

/** Set once the kill switch retired this worker: it answers nothing more. */
let retired = false;

self.addEventListener('fetch', (event) => {
  if (retired) return;
  try {
    const answer = router.handleRequest({ event, request: event.request });
    if (answer) event.respondWith(answer.catch(() => fetch(event.request)));
  } catch {
    // Not answered here: the browser asks the network itself.
  }
});

// The page sends what it loaded (its first screen's files) once this worker is active, so the
// very next open finds them here (`CACHE_URLS`, workbox-window's message).
router.addCacheListener();

self.addEventListener('install', () => void self.skipWaiting());
// Caches of an earlier way of keeping files are dropped when this worker takes over.
self.addEventListener('activate', (event) => {
  const current: string[] = Object.values(CACHE);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('sheet-') && !current.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

async function retire(): Promise<void> {
  retired = true;
  await self.registration.unregister();
  await Promise.all(Object.values(CACHE).map((name) => caches.delete(name)));
}
