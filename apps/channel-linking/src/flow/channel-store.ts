import { create } from 'zustand';
import type { StoppableState } from '@sheet/flow-kit';
import type { Message } from '@sheet/i18n';
import type { ChannelOffer } from '@sheet/services';
import { registerCheckpointPart } from '@sheet/sheet-runtime';
import { channelCheckpoint } from './checkpoint';

/** The SMS step's state (spec §3, channel state): the number, the session and its code. */
export type SmsState = {
  msisdn?: string;
  /** the number as the screen shows it, in the storefront's format (once the format is known) */
  msisdnDisplay?: string;
  sessionId?: string;
  /** a code was sent and is being waited for */
  isVerifyingOtp: boolean;
  /** changes with every code sent: restarts the resend countdown */
  sentCount: number;
  codeError?: Message;
  /** too many tries or sends: the code cannot be entered any more */
  locked: boolean;
  /** the session ended: a new code may be asked for at once */
  newCodeDue: boolean;
  /** put back from a checkpoint, which never keeps the session: the code sent before is gone */
  resumed?: boolean;
};

/**
 * The channel-linking flow's state: the offer of the deep link, the SMS step, and the flags of
 * spec §4 (waiting, de-duplicated general errors reset before each action). `stopped` is an end
 * the person cannot get past here (an unknown or expired offer, a link that is not theirs): its
 * message and Close.
 */
export type ChannelState = StoppableState & {
  offer: ChannelOffer | undefined;
  /** the offer's link could not be read (offer params, network): what to say, with Try Again */
  loadError: Message | undefined;
  sms: SmsState;
};

export const initialSmsState = (): SmsState => ({
  isVerifyingOtp: false,
  sentCount: 0,
  locked: false,
  newCodeDue: false,
});

export const initialChannelState = (): ChannelState => ({
  offer: undefined,
  loadError: undefined,
  waiting: false,
  generalErrors: [],
  stopped: undefined,
  sms: initialSmsState(),
});

export const useChannelStore = create<ChannelState>(initialChannelState);

// Kept through the host after each step, so a sheet whose renderer died can resume here.
registerCheckpointPart('channel_linking', channelCheckpoint(useChannelStore));
