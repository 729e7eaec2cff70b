import type { HostBridge } from './contract';
import { BridgeCallError, BridgeTimeoutError, BridgeUnavailableError } from './errors';
import { askHostToSignIn, notifyHost } from './host-actions';

function bridgeAnswering(answer: () => Promise<unknown>): HostBridge {
  return {
    kind: 'simulator',
    request: jest.fn(answer) as unknown as HostBridge['request'],
    onBack: () => () => undefined,
    on: () => () => undefined,
    dispose: () => undefined,
  };
}

describe('askHostToSignIn', () => {
  it('is true when the person signed in, with the reason passed on', async () => {
    const bridge = bridgeAnswering(async () => ({ authenticated: true }));
    await expect(askHostToSignIn(bridge, 'linkCarrier')).resolves.toBe(true);
    expect(bridge.request).toHaveBeenCalledWith('authenticate', { reason: 'linkCarrier' });
  });

  it.each([
    ['declined', () => Promise.reject(new BridgeCallError('authenticate', 'cancelled', 'no'))],
    ['unavailable', () => Promise.reject(new BridgeUnavailableError('authenticate'))],
    ['never answered', () => Promise.reject(new BridgeTimeoutError('authenticate', 10))],
    ['not signed in', async () => ({ authenticated: false })],
  ])('is false when sign-in is %s', async (_case, answer) => {
    await expect(askHostToSignIn(bridgeAnswering(answer), 'acceptTerms')).resolves.toBe(false);
  });

  it('is false without a host, and lets a bug through', async () => {
    await expect(askHostToSignIn(undefined, 'acceptTerms')).resolves.toBe(false);
    const broken = bridgeAnswering(() => Promise.reject(new TypeError('bug')));
    await expect(askHostToSignIn(broken, 'acceptTerms')).rejects.toThrow('bug');
  });
});

describe('notifyHost', () => {
  it('says nothing of a host that does not know the request, and reports other failures', async () => {
    const report = jest.fn();
    const unknown = bridgeAnswering(() =>
      Promise.reject(new BridgeUnavailableError('invalidateSubscriptionStatus')),
    );
    await notifyHost(unknown, 'invalidateSubscriptionStatus', {}, report);
    expect(report).not.toHaveBeenCalled();
    const failing = bridgeAnswering(() =>
      Promise.reject(new BridgeTimeoutError('invalidateSubscriptionStatus', 10)),
    );
    await notifyHost(failing, 'invalidateSubscriptionStatus', {}, report);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
