import { i18n } from '@sheet/i18n';
import { firstCallRequests, type FirstCall, type LaunchParams } from '@sheet/reference';
import type { ServiceDeps } from './call';
import type { HttpRequest, HttpResponse, Params, Transport } from './transport';

/** A transport that also sends a screen's first calls early and gives each answer to that call. */
export type SharingTransport = Transport & {
  /** sends `request` now; the first identical request made later takes its answer */
  sendEarly(request: HttpRequest): void;
};

/** How long an early answer waits for its screen's call after it settled. */
const EARLY_ANSWER_KEPT_MS = 30_000;

/**
 * Wraps `transport` so early requests (`sendEarly`) are answered once to the first identical
 * request: same method, address, query and language. The early request went through `transport`
 * (same headers, time-out and failures), so its failure is the screen's, and the screen's retry
 * asks again. An answer nobody took is dropped a while after it settled.
 */
export function shareEarlyAnswers(
  transport: Transport,
  /** the language the transport sends (its `language` option): part of what makes a request */
  language: () => string | undefined = () => i18n.language,
): SharingTransport {
  const early = new Map<string, Promise<HttpResponse>>();
  // The screen may ask before the early request is sent (its start raced the shell's): that
  // request is then the early one, and nothing is sent twice.
  const inFlight = new Map<string, Promise<HttpResponse>>();
  const requestKey = (request: HttpRequest) => keyOf(request, language() ?? '');
  const sharing = (request: HttpRequest) => {
    const key = requestKey(request);
    const kept = early.get(key);
    if (kept) {
      early.delete(key);
      return kept;
    }
    const answer = transport(request);
    inFlight.set(key, answer);
    const settled = () => inFlight.get(key) === answer && inFlight.delete(key);
    answer.then(settled, settled);
    return answer;
  };
  sharing.sendEarly = (request: HttpRequest) => {
    const key = requestKey(request);
    if (early.has(key) || inFlight.has(key)) return;
    const answer = transport(request);
    early.set(key, answer);
    const forget = () =>
      setTimeout(() => {
        if (early.get(key) === answer) early.delete(key);
      }, EARLY_ANSWER_KEPT_MS);
    answer.then(forget, forget);
  };
  return sharing;
}

function keyOf(request: HttpRequest, language: string): string {
  const query = Object.entries(request.query ?? ({} as Params))
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
    .join('&');
  const body = request.form ?? request.json;
  return JSON.stringify([
    request.method,
    request.url,
    query,
    body === undefined ? '' : JSON.stringify(body),
    request.headers ?? {},
    language,
  ]);
}

/**
 * Sends the first calls of the first screen at once (ADR 0006): the screen's calls take them. The
 * shell does this as soon as it has the bag, where its entry did not send them itself (in a host,
 * they go through the host's HTTP like every call).
 */
export function sendFirstCalls(
  deps: Pick<ServiceDeps, 'bag'> & { transport: Transport | SharingTransport },
  calls: readonly FirstCall[],
  launch: LaunchParams,
  search: URLSearchParams,
): number {
  const { transport } = deps;
  if (!('sendEarly' in transport)) return 0;
  const requests = firstCallRequests(deps.bag, calls, launch, search);
  for (const request of requests) transport.sendEarly(request);
  return requests.length;
}
