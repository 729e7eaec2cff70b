import { Workbox } from 'workbox-window';
import { SHEET_BASE_PATH } from '@sheet/reference';

/** What the page tells its worker to keep: a URL, or a URL and how it is asked for (its hash). */
type CacheEntry = string | [string, RequestInit];

/** Set when the worker has the first screen's files: the benchmark's warm open waits for it. */
const WORKER_READY_MARK = 'sheet:service-worker-ready';

/**
 * Puts the sheet's service worker in place once the first screen is ready (ADR 0006), and hands it
 * the files this open loaded so the next open finds them: the page, the shell's files, the first
 * remote's manifest, entry, screen and strings, each with the hash it was asked for with. With the
 * kill switch (`serviceWorker: "off"`), removes any worker and its caches instead. Never throws:
 * without a worker the sheet works as before.
 */
export async function keepSheetOnDevice(options: {
  enabled: boolean;
  integrityOf: (url: string) => string | undefined;
}): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  try {
    if (!options.enabled) {
      await removeSheetWorker(container);
      return;
    }
    const workbox = new Workbox(workerScriptUrl(), { scope: SHEET_BASE_PATH });
    await workbox.register();
    await workbox.active;
    await workbox.messageSW({
      type: 'CACHE_URLS',
      payload: { urlsToCache: filesOfThisOpen(options.integrityOf) },
    });
    performance.mark(WORKER_READY_MARK);
  } catch (error) {
    console.warn('The service worker is not in place; the sheet works without it', error);
  }
}

type TrustedTypesFactory = {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): {
    createScriptURL(url: string): unknown;
  };
};

/**
 * The worker's address. Under the production CSP's Trusted Types, `register` takes only a
 * TrustedScriptURL: the `sheet-worker` policy makes one for this one address and nothing else.
 */
function workerScriptUrl(): string {
  const address = `${SHEET_BASE_PATH}sheet-worker.js`;
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return address;
  const policy = factory.createPolicy('sheet-worker', {
    createScriptURL(candidate) {
      if (candidate !== address) throw new TypeError(`Not the sheet's worker: ${candidate}`);
      return candidate;
    },
  });
  // Workbox passes it to `register` as it is (it takes a string or a TrustedScriptURL).
  return policy.createScriptURL(address) as string;
}

/** The kill switch, and the way out after a load failed while a worker answered. */
async function removeSheetWorker(container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith('sheet-')).map((n) => caches.delete(n)));
}

/**
 * The page and every file it loaded, without queries (data calls carry theirs; the worker keeps
 * none of them, nor the bag); a remote's file with the hash it was checked against.
 */
function filesOfThisOpen(
  integrityOf: (url: string) => string | undefined,
  entries: readonly { name: string }[] = performance.getEntriesByType('resource'),
  page: Location = window.location,
): CacheEntry[] {
  const files = entries
    .map((entry) => entry.name)
    .filter((url) => !new URL(url).search)
    .map((url): CacheEntry => {
      const integrity = integrityOf(url);
      return integrity ? [url, { integrity, mode: 'cors' }] : url;
    });
  const pageEntry: CacheEntry = [
    `${page.origin}${page.pathname}`,
    { headers: { Accept: 'text/html' } },
  ];
  return [pageEntry, ...new Set(files)];
}
