import { callService, requireParams, type ServiceDeps } from '../call';

export type ChannelOffer = {
  carrierId: string;
  carrierName: string;
  productCode: string;
  linkParams: string;
  isFamily: boolean;
  /** the product as a person calls it, when the service names it */
  productName?: string;
};

export async function getChannelOfferParams(
  deps: ServiceDeps,
  params: { adamId: string; productCode: string; storefront?: string; token?: string },
): Promise<ChannelOffer> {
  requireParams(params, ['adamId', 'productCode']);
  const answer = await callService<{ offer: ChannelOffer }>(deps, {
    label: 'Channel offer params',
    bagKey: 'channelOfferParams',
    method: 'GET',
    query: { a: params.adamId, p: params.productCode, c: params.storefront, t: params.token },
  });
  return answer.offer;
}
