import { BridgeCallError, BridgeProtocolError, BridgeTimeoutError } from './errors';
import { createPendingCalls } from './pending-calls';
import { errorMessage, resultMessage } from './protocol';

describe('createPendingCalls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves the call whose id the host answers', async () => {
    const calls = createPendingCalls(1000);
    const first = calls.open('getDeviceId');
    const second = calls.open('getPhoneNumber');
    expect(first.id).not.toBe(second.id);
    expect(calls.settle(resultMessage(second.id, { phoneNumber: '+15550100' }))).toBe(true);
    expect(calls.settle(resultMessage(first.id, { deviceId: 'd-1' }))).toBe(true);
    await expect(first.answer).resolves.toEqual({ deviceId: 'd-1' });
    await expect(second.answer).resolves.toEqual({ phoneNumber: '+15550100' });
    expect(calls.size()).toBe(0);
  });

  it('rejects with a typed error carrying the host error code', async () => {
    const calls = createPendingCalls(1000);
    const call = calls.open('authenticate');
    calls.settle(errorMessage(call.id, 'cancelled', 'User cancelled'));
    await expect(call.answer).rejects.toEqual(expect.any(BridgeCallError));
    await expect(call.answer).rejects.toMatchObject({ code: 'cancelled', request: 'authenticate' });
  });

  it('rejects with BridgeTimeoutError when the host stays silent, and ignores a late answer', async () => {
    const calls = createPendingCalls(500);
    const call = calls.open('showDialog');
    jest.advanceTimersByTime(499);
    expect(calls.size()).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(call.answer).rejects.toEqual(expect.any(BridgeTimeoutError));
    expect(calls.settle(resultMessage(call.id, { buttonId: 'ok' }))).toBe(false);
    expect(calls.size()).toBe(0);
  });

  it('uses a per-call time-out when given one', async () => {
    const calls = createPendingCalls(500);
    const call = calls.open('authenticate', 5000);
    jest.advanceTimersByTime(4999);
    expect(calls.size()).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(call.answer).rejects.toMatchObject({ timeoutMs: 5000 });
  });

  it('rejects when the result check throws', async () => {
    const calls = createPendingCalls(500);
    const call = calls.open('getDeviceId', 500, () => {
      throw new BridgeProtocolError('getDeviceId', 'invalid deviceId');
    });
    calls.settle(resultMessage(call.id, { deviceId: 42 }));
    await expect(call.answer).rejects.toEqual(expect.any(BridgeProtocolError));
  });

  it('fails one call or all of them', async () => {
    const calls = createPendingCalls(500);
    const one = calls.open('getDeviceId');
    const two = calls.open('closeSheet');
    expect(calls.requestOf(two.id)).toBe('closeSheet');
    expect(calls.fail(one.id, (request) => new BridgeCallError(request, 'x', 'x'))).toBe(true);
    expect(calls.fail(one.id, (request) => new BridgeCallError(request, 'x', 'x'))).toBe(false);
    calls.failAll((request) => new BridgeCallError(request, 'disposed', 'gone'));
    await expect(one.answer).rejects.toMatchObject({ code: 'x', request: 'getDeviceId' });
    await expect(two.answer).rejects.toMatchObject({ code: 'disposed', request: 'closeSheet' });
    expect(calls.size()).toBe(0);
  });
});
