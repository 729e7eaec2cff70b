import { isRestrictedSignupKind } from '@sheet/reference';
import type { AccountFormQuery } from './form-state';

const flag = (query: URLSearchParams, name: string): boolean | undefined => {
  const value = query.get(name)?.toLowerCase();
  if (value === undefined) return undefined;
  return value === '1' || value === 'true';
};

/**
 * The account form's query (spec §2, §7): `context` create (default) or cipCarrier,
 * `restrictedAccountType`, `simpleCarrierBundling`, `isVideoEverywhere`. Unknown values fall back
 * rather than fail: the host may send a newer value this version does not know.
 */
export function readAccountFormQuery(query: URLSearchParams): AccountFormQuery {
  const restricted = query.get('restrictedAccountType') ?? undefined;
  const simpleCarrierBundling = flag(query, 'simpleCarrierBundling');
  const isVideoEverywhere = flag(query, 'isVideoEverywhere');
  return {
    context: query.get('context') === 'cipCarrier' ? 'cipCarrier' : 'create',
    ...(restricted && isRestrictedSignupKind(restricted)
      ? { restrictedAccountType: restricted }
      : {}),
    ...(simpleCarrierBundling === undefined ? {} : { simpleCarrierBundling }),
    ...(isVideoEverywhere === undefined ? {} : { isVideoEverywhere }),
  };
}

export function sameQuery(a: AccountFormQuery, b: AccountFormQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
