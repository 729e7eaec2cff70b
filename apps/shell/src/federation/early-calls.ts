// Kept free of shared modules: main.ts sends the first screen's calls before sharing is set up.
import {
  callHeaders,
  clientOf,
  DEFAULT_SERVICE_TIMEOUT_MS,
  firstCallRequests,
  isBag,
  isFirstCallList,
  serviceAddress,
  withQuery,
  type LaunchParams,
} from '@sheet/reference';
import type { SheetConfig } from '../launch/sheet-config';

/** How long an early answer waits for the request that takes it, after it settled. */
const EARLY_ANSWER_KEPT_MS = 30_000;

/**
 * Requests the shell's entry sends before the services start (the bag and the first screen's
 * calls), each answered once to the services' identical request: same method, address and
 * language. The services' transport fetches through `fetch` here, so the early request is the
 * call's own: its headers, its time-out, and the transport's reading of the answer and failures.
 */
export function createEarlyFetches() {
  const early = new Map<string, Promise<Response>>();
  const keyOf = (url: string, init?: RequestInit, language?: string) =>
    JSON.stringify([
      init?.method ?? 'GET',
      url,
      language ?? new Headers(init?.headers).get('Accept-Language') ?? '',
    ]);
  // The services may ask before the entry does (their start raced it): the entry then takes a
  // copy of that answer, and nothing is sent twice.
  const inFlight = new Map<string, Promise<Response>>();
  return {
    /**
     * Sends now, for the services' request in `language` (its headers' by default); the answer
     * is read here through a copy, the original is kept for the taker.
     */
    send(url: string, init: RequestInit, language?: string): Promise<Response> {
      const key = keyOf(url, init, language);
      const asked = inFlight.get(key);
      if (asked) return asked;
      const answer = fetch(url, init);
      const kept = answer.then((response) => response.clone());
      early.set(key, kept);
      const forget = () =>
        setTimeout(() => early.get(key) === kept && early.delete(key), EARLY_ANSWER_KEPT_MS);
      kept.then(forget, forget);
      return answer;
    },
    /** The services' fetch: the early answer to the same request once, else the network. */
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = keyOf(url, init);
      const kept = early.get(key);
      if (kept) {
        early.delete(key);
        return kept;
      }
      const answer = fetch(input, init);
      // The entry sends only reads: others are never asked twice.
      if ((init?.method ?? 'GET') !== 'GET') return answer;
      const copy = answer.then((response) => response.clone());
      inFlight.set(key, copy);
      const settled = () => inFlight.get(key) === copy && inFlight.delete(key);
      copy.then(settled, settled);
      return answer;
    }) as typeof fetch,
  };
}

export type EarlyFetches = ReturnType<typeof createEarlyFetches>;

/**
 * In a plain browser (a host's calls go through its own HTTP, once the bridge is up): asks for
 * the bag as soon as the configuration names it, and for the first screen's calls and the
 * experiment configuration as soon as the bag and its remote's manifest are in, beside the
 * remote's files (ADR 0006).
 */
export async function sendFirstCallsEarly(options: {
  config: Promise<SheetConfig>;
  calls: Promise<unknown>;
  launch: LaunchParams;
  fetches: EarlyFetches;
  win?: Window;
}): Promise<number> {
  const { launch, fetches, win = window } = options;
  if (win.parent !== win || 'SheetHost' in win) return 0;
  const config = await options.config;
  const init = () => ({
    method: 'GET',
    headers: callHeaders(clientOf(launch.device), launch.language),
    signal: AbortSignal.timeout(config.serviceTimeoutMs ?? DEFAULT_SERVICE_TIMEOUT_MS),
  });
  // Asked as the page's head asked for it (no headers of its own), so this takes that answer; the
  // services' request for it in the sheet's language takes this one.
  const bag = fetches
    .send(config.bagUrl, { signal: init().signal }, launch.language)
    .then((response) => (response.ok ? response.json() : undefined));
  const [loadedBag, calls] = await Promise.all([bag, options.calls]);
  if (!isBag(loadedBag)) return 0;
  const requests = isFirstCallList(calls)
    ? firstCallRequests(loadedBag, calls, launch, new URLSearchParams(win.location.search))
    : [];
  const urls = requests.map((request) => withQuery(request.url, request.query));
  // The shell's own: the experiment configuration (duties/experiments.ts), from the same address.
  // Sent by the shell once it has started, it would be a wave of its own before the first screen.
  const experiments =
    config.experimentsUrl ?? serviceAddress(loadedBag, 'experimentConfig', launch.productContext);
  if (typeof experiments === 'string') urls.push(experiments);
  else if ('url' in experiments) urls.push(experiments.url);
  for (const url of urls) fetches.send(url, init());
  return urls.length;
}

/** What the entry hands the shell of its early start: the first screen's calls and answers. */
export type FirstRouteStart = {
  /** the calls its remote's manifest declares (checked where they are sent) */
  calls: Promise<unknown>;
  /** the services' fetch: takes the entry's early answers */
  fetch: typeof fetch;
  /** how many calls the entry sent itself (none in a host: the shell sends them by the bridge) */
  sentEarly: Promise<number>;
};
