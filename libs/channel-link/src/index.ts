/**
 * @sheet/channel-link — linking a channel-partner offer and what follows it (spec §4), shared by
 * the flows that link one: channel linking (landing, SMS) and terms (an offer that needed the
 * terms first). The offer travels between them as a typed router state (ChannelHandOffState),
 * never as an import of the other remote.
 */
export { readHandOff, type OfferHandOff } from './hand-off';
export { linkOffer, type LinkOutcome } from './follow-link';
