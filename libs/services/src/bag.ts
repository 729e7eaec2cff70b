import { isBag, serviceAddress, type Bag } from '@sheet/reference';
import { ServiceError, ServiceErrorKind } from './service-error';
import { createTransport, type Transport } from './transport';

export type { Bag } from '@sheet/reference';

export class BagValueMissingError extends Error {
  override readonly name = 'BagValueMissingError';
  constructor(readonly key: string) {
    super(`Bag value missing: ${key}`);
  }
}

/** A call's address from the bag (spec §1: the host of the product context, the named path). */
export function bagUrl(bag: Bag, key: string, context?: string): string {
  const address = serviceAddress(bag, key, context);
  if ('missing' in address) throw new BagValueMissingError(address.missing);
  return address.url;
}

/** Loads the bag once at start from its configured URL (through the host's HTTP inside the host). */
export async function loadBag(url: string, transport: Transport = createTransport()): Promise<Bag> {
  let body: unknown;
  try {
    body = (await transport({ method: 'GET', url })).body;
  } catch (cause) {
    throw new ServiceError('Bag could not be loaded', {
      kind: ServiceErrorKind.serverError,
      url,
      details: cause instanceof ServiceError ? cause.fields.errorType : undefined,
    });
  }
  if (!isBag(body))
    throw new ServiceError('Bag is malformed', { kind: ServiceErrorKind.serverError, url });
  return { hosts: body.hosts, paths: body.paths };
}
