import { ServiceError, ServiceErrorKind } from './service-error';
import { createTransport, type Transport } from './transport';

/** The provider hosts: business, education and their shared variants have their own (spec §1). */
type Provider = 'default' | 'business' | 'education' | 'sharedBusiness' | 'sharedEducation';

/** The service address table: every URL the product calls is a host plus a named path. */
export type Bag = {
  hosts: Readonly<Record<Provider, string>>;
  paths: Readonly<Record<string, string>>;
};

export class BagValueMissingError extends Error {
  override readonly name = 'BagValueMissingError';
  constructor(readonly key: string) {
    super(`Bag value missing: ${key}`);
  }
}

const providerByContext: Record<string, Provider> = {
  business: 'business',
  education: 'education',
  sharedbusiness: 'sharedBusiness',
  'shared-business': 'sharedBusiness',
  sharededucation: 'sharedEducation',
  'shared-education': 'sharedEducation',
};

/** Music, tv, apps, podcasts and the rest use the default host. */
export function providerForContext(context: string | undefined): Provider {
  return (context && providerByContext[context.toLowerCase()]) || 'default';
}

export function bagUrl(bag: Bag, key: string, context?: string): string {
  const path = bag.paths[key];
  if (!path) throw new BagValueMissingError(key);
  const host = bag.hosts[providerForContext(context)];
  if (!host) throw new BagValueMissingError(`host ${providerForContext(context)}`);
  return `${host.replace(/\/$/, '')}${path}`;
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

function isBag(value: unknown): value is Bag {
  if (typeof value !== 'object' || value === null) return false;
  const { hosts, paths } = value as Partial<Bag>;
  return (
    typeof hosts === 'object' &&
    hosts !== null &&
    typeof hosts.default === 'string' &&
    typeof paths === 'object' &&
    paths !== null &&
    Object.values(paths).every((path) => typeof path === 'string')
  );
}
