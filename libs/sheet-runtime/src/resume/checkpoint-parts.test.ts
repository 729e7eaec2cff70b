import {
  forgetWaitingParts,
  registerCheckpointPart,
  restoreCheckpointParts,
  takeCheckpointParts,
  withoutSecrets,
} from './checkpoint-parts';

describe('withoutSecrets', () => {
  it('drops secret keys at any depth, keeps the rest (productCode is no code)', () => {
    expect(
      withoutSecrets({
        values: { acAccountPassword: 'Sheet4Good', firstName: 'Dana', marketing: true },
        email: { email: 'a@b.c', clientToken: 't-1', sentCount: 1 },
        sms: { sessionId: 's-1', otp: '123456', code: '123456', msisdn: '15555550100' },
        offer: { productCode: 'SMS_OFFER', secretCode: '1' },
        list: [{ token: 'x', name: 'kept' }],
        gone: undefined,
      }),
    ).toEqual({
      values: { firstName: 'Dana', marketing: true },
      email: { email: 'a@b.c', sentCount: 1 },
      sms: { msisdn: '15555550100' },
      offer: { productCode: 'SMS_OFFER' },
      list: [{ name: 'kept' }],
    });
  });
});

describe('checkpoint parts', () => {
  afterEach(forgetWaitingParts);

  it('takes each part that has something to keep, secrets removed', () => {
    const stopA = registerCheckpointPart('a', {
      take: () => ({ n: 1, password: 'x' }),
      restore: jest.fn(),
    });
    const stopB = registerCheckpointPart('b', { take: () => undefined, restore: jest.fn() });
    expect(takeCheckpointParts()).toEqual({ a: { n: 1 } });
    stopA();
    stopB();
    expect(takeCheckpointParts()).toEqual({});
  });

  it('restores loaded parts at once and the others when their flow registers', () => {
    const loaded = jest.fn();
    const stop = registerCheckpointPart('loaded', { take: () => undefined, restore: loaded });
    restoreCheckpointParts({ loaded: { a: 1 }, later: { b: 2 } });
    expect(loaded).toHaveBeenCalledWith({ a: 1 });
    const later = jest.fn();
    const stopLater = registerCheckpointPart('later', { take: () => undefined, restore: later });
    expect(later).toHaveBeenCalledWith({ b: 2 });
    // Restored once: registering again (a second store instance) finds nothing waiting.
    const again = jest.fn();
    registerCheckpointPart('later', { take: () => undefined, restore: again })();
    expect(again).not.toHaveBeenCalled();
    stop();
    stopLater();
  });

  it('forgets parts still waiting when the person starts over', () => {
    restoreCheckpointParts({ waiting: { c: 3 } });
    forgetWaitingParts();
    const restore = jest.fn();
    registerCheckpointPart('waiting', { take: () => undefined, restore })();
    expect(restore).not.toHaveBeenCalled();
  });
});
