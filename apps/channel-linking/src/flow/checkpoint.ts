import type { CheckpointPart } from '@sheet/sheet-runtime';
import { initialSmsState, type ChannelState } from './channel-store';

type ChannelStore = {
  getState(): ChannelState;
  setState(update: Partial<ChannelState>): void;
};

/**
 * The channel flow's part of the sheet's checkpoint: the number the SMS code went to (the offer
 * travels in the screen's router state, which the kit keeps). Its session is never kept: put
 * back, the screen offers a new code at once.
 */
export function channelCheckpoint(store: ChannelStore): CheckpointPart<unknown> {
  return {
    take() {
      const { msisdn, msisdnDisplay } = store.getState().sms;
      return msisdn ? { msisdn, msisdnDisplay } : undefined;
    },
    restore(value) {
      const kept = (typeof value === 'object' && value !== null ? value : {}) as Record<
        string,
        unknown
      >;
      if (typeof kept.msisdn !== 'string' || kept.msisdn === '') return;
      const display = typeof kept.msisdnDisplay === 'string' ? kept.msisdnDisplay : undefined;
      store.setState({
        sms: {
          ...initialSmsState(),
          msisdn: kept.msisdn,
          msisdnDisplay: display,
          isVerifyingOtp: true,
          newCodeDue: true,
          resumed: true,
        },
        stopped: undefined,
        generalErrors: [],
      });
    },
  };
}
