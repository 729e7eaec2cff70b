import { i18n } from '@sheet/i18n';
import {
  callHeaders,
  DEFAULT_SERVICE_TIMEOUT_MS,
  encodeParams,
  withQuery,
  type ClientInfo,
  type Params,
} from '@sheet/reference';
import { ServiceError, ServiceErrorKind } from './service-error';

export { clientOf, type Params } from '@sheet/reference';

export type HttpRequest = {
  method: 'GET' | 'POST';
  url: string;
  query?: Params;
  /** sent form-encoded, booleans as 1 or 0 */
  form?: Params;
  /** sent as JSON */
  json?: unknown;
  headers?: Readonly<Record<string, string>>;
};

export type HttpResponse = { httpStatus: number; body: unknown };
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** The host's native HTTP (bridge `httpRequest`): the body comes back as text for a JSON callback. */
type HostHttp = (request: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: string }>;

type TransportOptions = {
  /** inside the host: its native HTTP; outside: plain fetch */
  hostHttp?: HostHttp;
  fetchImpl?: typeof fetch;
  /** the app and platform the sheet runs in (spec §9: 2534.14.0, Android), sent with every call */
  client?: ClientInfo;
  /** the person's language for the services' words; i18n's by default */
  language?: () => string | undefined;
  /** the host sign-in token, sent as a bearer token to calls that need sign-in */
  getAuthToken?: () => string | undefined;
  timeoutMs?: number;
};

export function createTransport(options: TransportOptions = {}): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SERVICE_TIMEOUT_MS;
  return async (request) => {
    const url = withQuery(request.url, request.query);
    const headers: Record<string, string> = {
      ...callHeaders(options.client, (options.language ?? (() => i18n.language))()),
      ...request.headers,
    };
    const token = options.getAuthToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (request.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = encodeParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const { status, text } = await send(
      { url, method: request.method, headers, body },
      options,
      timeoutMs,
    );
    return { httpStatus: status, body: parseJson(text, request.url, status) };
  };
}

async function send(
  request: { url: string; method: string; headers: Record<string, string>; body?: string },
  options: TransportOptions,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  try {
    if (options.hostHttp) {
      const answer = await withDeadline(options.hostHttp(request), timeoutMs);
      return { status: answer.status, text: answer.body };
    }
    const fetchImpl = options.fetchImpl ?? fetch;
    const response = await fetchImpl(request.url, {
      ...request,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (cause) {
    // By name, not instanceof: fetch's errors may come from another realm (Node's, under a test VM).
    const { name, code } = (cause ?? {}) as { name?: unknown; code?: unknown };
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    // The host says its device has no network, or the browser does: no server ever saw the call.
    const offline =
      code === 'offline' || (typeof navigator !== 'undefined' && navigator.onLine === false);
    const [message, errorType] = offline
      ? ['The device is offline', 'Offline']
      : timedOut
        ? ['The service did not answer in time', 'Timeout']
        : ['The service could not be reached', 'Network'];
    throw new ServiceError(message, {
      kind: ServiceErrorKind.serverError,
      url: request.url,
      errorType,
    });
  }
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function parseJson(text: string, url: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError('The service answered something that is not JSON', {
      kind: ServiceErrorKind.serverError,
      url,
      status,
      errorType: 'MalformedResponse',
    });
  }
}
