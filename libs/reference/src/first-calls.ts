// The data calls a remote's first screen starts, as its manifest declares them (ADR 0006), and the
// requests they make. Plain functions, so the shell's entry sends them with the remote's files.
import type { LaunchParams } from './launch-params';
import { serviceAddress, type Bag } from './service-requests';

/** A launch value a first call may carry. */
export type LaunchValueName = 'storefront' | 'language' | 'device' | 'productContext';

/**
 * A call a remote's first screen starts: always a read (GET) of the bag's `bagKey`, with a query
 * of fixed values and launch values. The screen's own identical call takes its answer.
 */
export type FirstCall = {
  bagKey: string;
  query?: Readonly<Record<string, string | number | boolean | { launch: LaunchValueName }>>;
  /** not sent when the sheet's query names one of these (the screen's query is then another) */
  onlyWithout?: readonly string[];
  /** sent only when these launch values are as given (e.g. a call of one storefront) */
  onlyWhen?: Readonly<Partial<Record<LaunchValueName, string>>>;
};

/** A first call as a request: what the services' transport sends for the screen's call. */
export type FirstCallRequest = {
  method: 'GET';
  url: string;
  query: Record<string, string | number | boolean>;
};

const LAUNCH_VALUES: readonly string[] = ['storefront', 'language', 'device', 'productContext'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isQueryValue = (value: unknown) =>
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (isRecord(value) && LAUNCH_VALUES.includes(String(value.launch)));

function isFirstCall(call: unknown): call is FirstCall {
  if (!isRecord(call)) return false;
  const { bagKey, query, onlyWithout, onlyWhen } = call;
  if (typeof bagKey !== 'string' || bagKey === '') return false;
  if (query !== undefined && !(isRecord(query) && Object.values(query).every(isQueryValue))) {
    return false;
  }
  if (
    onlyWithout !== undefined &&
    !(Array.isArray(onlyWithout) && onlyWithout.every((name) => typeof name === 'string'))
  ) {
    return false;
  }
  return (
    onlyWhen === undefined ||
    (isRecord(onlyWhen) &&
      Object.entries(onlyWhen).every(
        ([k, v]) => LAUNCH_VALUES.includes(k) && typeof v === 'string',
      ))
  );
}

/** Whether `value` is a list of first calls as a manifest may hold them; else nothing is sent. */
export function isFirstCallList(value: unknown): value is FirstCall[] {
  return Array.isArray(value) && value.every(isFirstCall);
}

/**
 * The requests `calls` make for this launch (the sheet's query is `search`): those whose
 * conditions hold and whose address the bag has.
 */
export function firstCallRequests(
  bag: Bag,
  calls: readonly FirstCall[],
  launch: Pick<LaunchParams, LaunchValueName>,
  search: URLSearchParams,
): FirstCallRequest[] {
  return calls.flatMap((call) => {
    if ((call.onlyWithout ?? []).some((name) => search.has(name))) return [];
    const when = Object.entries(call.onlyWhen ?? {});
    if (!when.every(([name, value]) => launch[name as LaunchValueName] === value)) return [];
    const address = serviceAddress(bag, call.bagKey, launch.productContext);
    if (!('url' in address)) return [];
    const query: FirstCallRequest['query'] = {};
    for (const [name, value] of Object.entries(call.query ?? {})) {
      query[name] = typeof value === 'object' ? launch[value.launch] : value;
    }
    return [{ method: 'GET' as const, url: address.url, query }];
  });
}
