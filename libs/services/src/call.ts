import { bagUrl, type Bag } from './bag';
import { assertSuccess, isEnvelope, type Envelope } from './envelope';
import { missingParametersError, ServiceError, ServiceErrorKind } from './service-error';
import type { Params, Transport } from './transport';

/** What every service function needs: the bag, a transport and the product context. */
export type ServiceDeps = { bag: Bag; transport: Transport; context?: string };

type CallSpec = {
  label: string;
  bagKey: string;
  /** an address outside the bag (e.g. a content delivery host), instead of the bag's */
  url?: string;
  method: 'GET' | 'POST';
  query?: Params;
  form?: Params;
  json?: unknown;
  headers?: Record<string, string>;
};

/** Sends one call and returns its envelope, or throws the spec's server error on status -1. */
export async function callService<T extends object>(
  deps: ServiceDeps,
  spec: CallSpec,
): Promise<T & Envelope> {
  const url = spec.url ?? bagUrl(deps.bag, spec.bagKey, deps.context);
  const { httpStatus, body } = await deps.transport({
    method: spec.method,
    url,
    query: spec.query,
    form: spec.form,
    json: spec.json,
    headers: spec.headers,
  });
  if (!isEnvelope(body)) {
    throw new ServiceError(`${spec.label} answered without a status`, {
      kind: ServiceErrorKind.serverError,
      call: spec.bagKey,
      url,
      status: httpStatus,
      errorType: httpStatus === 401 ? 'Authentication' : 'MalformedResponse',
    });
  }
  return assertSuccess(spec.label, url, body as T & Envelope, spec.bagKey);
}

/** Fails with MISSING_PARAMETERS listing every required parameter that is empty. */
export function requireParams(
  params: Readonly<Record<string, unknown>>,
  names: readonly string[],
): void {
  const missing = names.filter((name) => {
    const value = params[name];
    return (
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    );
  });
  if (missing.length > 0) throw missingParametersError(missing);
}
