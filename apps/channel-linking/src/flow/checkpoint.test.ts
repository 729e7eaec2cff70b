import { channelCheckpoint } from './checkpoint';
import { initialChannelState, useChannelStore } from './channel-store';

const part = channelCheckpoint(useChannelStore);

beforeEach(() => useChannelStore.setState(initialChannelState()));

describe('the channel checkpoint', () => {
  it('keeps the number the code went to, never the session', () => {
    expect(part.take()).toBeUndefined();
    useChannelStore.setState({
      sms: {
        ...initialChannelState().sms,
        msisdn: '15555550100',
        msisdnDisplay: '(555) 555-0100',
        sessionId: 's-1',
        isVerifyingOtp: true,
        sentCount: 1,
      },
    });
    expect(part.take()).toEqual({ msisdn: '15555550100', msisdnDisplay: '(555) 555-0100' });
  });

  it('puts the number back with a new code due at once, and ignores anything else', () => {
    part.restore('not a part');
    expect(useChannelStore.getState().sms.msisdn).toBeUndefined();
    part.restore({ msisdn: '15555550100', msisdnDisplay: 7 });
    expect(useChannelStore.getState().sms).toEqual({
      ...initialChannelState().sms,
      msisdn: '15555550100',
      msisdnDisplay: undefined,
      isVerifyingOtp: true,
      newCodeDue: true,
      resumed: true,
    });
  });
});
