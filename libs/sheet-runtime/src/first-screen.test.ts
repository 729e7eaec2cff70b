import { markFirstScreenReady, whenFirstScreenReady } from './first-screen';

describe('whenFirstScreenReady', () => {
  afterEach(() => jest.useRealTimers());

  it('settles when the first screen is ready', async () => {
    jest.useFakeTimers();
    let settled = false;
    const waiting = whenFirstScreenReady().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    markFirstScreenReady();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the time limit (a screen that shows an error is never ready)', async () => {
    jest.useFakeTimers();
    jest.resetModules();
    const fresh = await import('./first-screen');
    let settled = false;
    const waiting = fresh.whenFirstScreenReady(1000).then(() => (settled = true));
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
