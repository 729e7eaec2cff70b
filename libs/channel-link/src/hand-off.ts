import type { ChannelOffer } from '@sheet/services';

/** Where the channel flow's screens are (spec §2), and the terms screen an offer may go through. */
export const CHANNEL_PATHS = {
  smsVerification: '/channel-sms-verification',
  chinaSuccess: '/channel-platform-success-china',
  terms: '/terms',
} as const;

/** An offer on its way from one screen (or flow) to the next, with the storefront it came for. */
export type OfferHandOff = { offer: ChannelOffer; storefront: string };

/**
 * What a screen reached with an offer finds in the router's state: the offer, and for the SMS
 * screen the number to verify. Router state survives a reload of the same history entry; a screen
 * opened without it says so (MISSING_FROM_STATE) rather than guess.
 */
export type ChannelHandOffState = { channelOffer: OfferHandOff; msisdn?: string };

export function handOffState(handOff: OfferHandOff, msisdn?: string): ChannelHandOffState {
  return { channelOffer: handOff, ...(msisdn ? { msisdn } : {}) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isChannelOffer(value: unknown): value is ChannelOffer {
  if (!isRecord(value)) return false;
  const text = (key: string) => typeof value[key] === 'string';
  return (
    text('carrierId') &&
    text('carrierName') &&
    text('productCode') &&
    text('linkParams') &&
    typeof value.isFamily === 'boolean'
  );
}

/** The hand-off in a screen's router state, checked field by field; undefined when there is none. */
export function readHandOff(state: unknown): ChannelHandOffState | undefined {
  if (!isRecord(state) || !isRecord(state.channelOffer)) return undefined;
  const { offer, storefront } = state.channelOffer;
  if (!isChannelOffer(offer) || typeof storefront !== 'string') return undefined;
  const msisdn = typeof state.msisdn === 'string' && state.msisdn ? state.msisdn : undefined;
  return { channelOffer: { offer, storefront }, ...(msisdn ? { msisdn } : {}) };
}
