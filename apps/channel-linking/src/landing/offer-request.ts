import { countryByIso2 } from '@sheet/reference';

/** The offer a channel deep link points at (spec section 2: adamId or id, product or p, token or t). */
export type ChannelOfferRequest = {
  storefront: string;
  adamId: string;
  productCode: string;
  token: string | undefined;
};

export type OfferRequestResult =
  | { ok: true; request: ChannelOfferRequest }
  | { ok: false; missing: Array<'storefront' | 'adamId' | 'productCode'> };

const firstOf = (query: URLSearchParams, ...names: string[]) =>
  names.map((name) => query.get(name)?.trim()).find((value) => !!value) || undefined;

/**
 * The path's storefront as the offer call takes it: a three-letter code, lower case. A link may
 * name it by its two-letter code (spec §3's table: `us`, `cn`); a code no table knows is passed on
 * as it is, and the service says the offer is not there.
 */
function storefrontOf(segment: string | undefined): string | undefined {
  const code = segment?.trim();
  if (!code) return undefined;
  const iso3 = code.length === 2 ? countryByIso2(code)?.iso3 : undefined;
  return (iso3 ?? code).toLowerCase();
}

export function readChannelOfferRequest(
  pathStorefront: string | undefined,
  query: URLSearchParams,
): OfferRequestResult {
  const storefront = storefrontOf(pathStorefront);
  const adamId = firstOf(query, 'adamId', 'id');
  const productCode = firstOf(query, 'product', 'p');
  const missing = [
    ...(storefront ? [] : ['storefront' as const]),
    ...(adamId ? [] : ['adamId' as const]),
    ...(productCode ? [] : ['productCode' as const]),
  ];
  if (!storefront || !adamId || !productCode) return { ok: false, missing };
  return {
    ok: true,
    request: { storefront, adamId, productCode, token: firstOf(query, 'token', 't') },
  };
}
