import { BRIDGE_PROTOCOL_VERSION, type HostResponseMessage } from './contract';
import { BridgeCallError, BridgeTimeoutError, createPendingCalls } from './pending-calls';

const answer = (id: string, ok: boolean, extra: object = {}): HostResponseMessage => ({
  version: BRIDGE_PROTOCOL_VERSION,
  id,
  ok,
  ...extra,
});

describe('createPendingCalls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves the call whose id the host answers', async () => {
    const calls = createPendingCalls(1000);
    const first = calls.open('getDeviceId');
    const second = calls.open('getPhoneNumber');
    expect(calls.settle(answer(second.id, true, { result: { phoneNumber: '+15550100' } }))).toBe(
      true,
    );
    expect(calls.settle(answer(first.id, true, { result: { deviceId: 'd-1' } }))).toBe(true);
    await expect(first.answer).resolves.toEqual({ deviceId: 'd-1' });
    await expect(second.answer).resolves.toEqual({ phoneNumber: '+15550100' });
    expect(calls.size()).toBe(0);
  });

  it('rejects with a typed error carrying the host error code', async () => {
    const calls = createPendingCalls(1000);
    const call = calls.open('authenticate');
    calls.settle(
      answer(call.id, false, { error: { code: 'cancelled', message: 'User cancelled' } }),
    );
    await expect(call.answer).rejects.toEqual(expect.any(BridgeCallError));
    await expect(call.answer).rejects.toMatchObject({ code: 'cancelled', request: 'authenticate' });
  });

  it('rejects with BridgeTimeoutError when the host stays silent, and ignores a late answer', async () => {
    const calls = createPendingCalls(500);
    const call = calls.open('showDialog');
    jest.advanceTimersByTime(500);
    await expect(call.answer).rejects.toEqual(expect.any(BridgeTimeoutError));
    expect(calls.settle(answer(call.id, true))).toBe(false);
    expect(calls.size()).toBe(0);
  });
});
