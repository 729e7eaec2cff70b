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

export function readChannelOfferRequest(
  storefront: string | undefined,
  query: URLSearchParams,
): OfferRequestResult {
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
