import { i18n } from '@sheet/i18n';
import { bagUrl } from './bag';
import type { ServiceDeps } from './call';
import type { HttpRequest, HttpResponse, Params, Transport } from './transport';

/** A launch value a first call may carry (LaunchParams' names). */
export type LaunchValueName = 'storefront' | 'language' | 'device' | 'productContext';

/**
 * A call a remote's first screen starts, declared as data in its manifest (ADR 0006): always a
 * read (GET), to the bag's `bagKey`, with a query of fixed values and launch values. Sent by the
 * shell as soon as it has the bag; the screen's own call takes the answer.
 */
export type FirstCall = {
  bagKey: string;
  query?: Readonly<Record<string, string | number | boolean | { launch: LaunchValueName }>>;
  /** not sent when the sheet's query names one of these (the screen's query is then another) */
  onlyWithout?: readonly string[];
  /** sent only when these launch values are as given (e.g. a call of one storefront) */
  onlyWhen?: Readonly<Partial<Record<LaunchValueName, string>>>;
};

const LAUNCH_VALUES: readonly string[] = ['storefront', 'language', 'device', 'productContext'];

/** Whether `value` is a list of first calls as a manifest may hold them; else the shell ignores it. */
export function isFirstCallList(value: unknown): value is FirstCall[] {
  if (!Array.isArray(value)) return false;
  return value.every((call: unknown) => {
    if (typeof call !== 'object' || call === null) return false;
    const { bagKey, query, onlyWithout, onlyWhen } = call as Record<string, unknown>;
    if (typeof bagKey !== 'string' || bagKey === '') return false;
    const values = typeof query === 'object' && query !== null ? Object.values(query) : [];
    if (query !== undefined && (typeof query !== 'object' || query === null)) return false;
    const valid = (v: unknown) =>
      ['string', 'number', 'boolean'].includes(typeof v) ||
      (typeof v === 'object' &&
        v !== null &&
        LAUNCH_VALUES.includes(String((v as { launch?: unknown }).launch)));
    if (!values.every(valid)) return false;
    if (onlyWithout !== undefined && !isStringList(onlyWithout)) return false;
    return (
      onlyWhen === undefined ||
      (typeof onlyWhen === 'object' &&
        onlyWhen !== null &&
        Object.entries(onlyWhen).every(
          ([k, v]) => LAUNCH_VALUES.includes(k) && typeof v === 'string',
        ))
    );
  });
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The requests `calls` make for this launch: the same ones the screen's own calls make. */
function firstCallRequests(
  deps: Pick<ServiceDeps, 'bag' | 'context'>,
  calls: readonly FirstCall[],
  launch: Readonly<Record<LaunchValueName, string>>,
  search: URLSearchParams,
): HttpRequest[] {
  return calls
    .filter((call) => !(call.onlyWithout ?? []).some((name) => search.has(name)))
    .filter((call) =>
      Object.entries(call.onlyWhen ?? {}).every(
        ([name, value]) => launch[name as LaunchValueName] === value,
      ),
    )
    .map((call) => {
      const query: Record<string, string | number | boolean> = {};
      for (const [name, value] of Object.entries(call.query ?? {})) {
        query[name] = typeof value === 'object' ? launch[value.launch] : value;
      }
      return { method: 'GET', url: bagUrl(deps.bag, call.bagKey, deps.context), query };
    });
}

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
export function shareEarlyAnswers(transport: Transport): SharingTransport {
  const early = new Map<string, Promise<HttpResponse>>();
  const sharing = (request: HttpRequest) => {
    const key = requestKey(request);
    const answer = early.get(key);
    if (!answer) return transport(request);
    early.delete(key);
    return answer;
  };
  sharing.sendEarly = (request: HttpRequest) => {
    const key = requestKey(request);
    if (early.has(key)) return;
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

function requestKey(request: HttpRequest): string {
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
    i18n.language ?? '',
  ]);
}

/** Sends the first calls of the first screen at once (ADR 0006); the screen's calls take them. */
export function sendFirstCalls(
  deps: Pick<ServiceDeps, 'bag' | 'context'> & { transport: Transport | SharingTransport },
  calls: readonly FirstCall[],
  launch: Readonly<Record<LaunchValueName, string>>,
  search: URLSearchParams,
): number {
  const { transport } = deps;
  if (!('sendEarly' in transport)) return 0;
  const requests = firstCallRequests(deps, calls, launch, search);
  for (const request of requests) transport.sendEarly(request);
  return requests.length;
}
