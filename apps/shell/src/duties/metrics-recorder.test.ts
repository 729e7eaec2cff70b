import { createMetricsRecorder } from './metrics-recorder';

describe('createMetricsRecorder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a burst of events as one report 100 ms after the last one', () => {
    const send = jest.fn(async (_events: unknown[]) => undefined);
    const metrics = createMetricsRecorder({ send, enabled: true });
    metrics.record({ page: 'A' });
    jest.advanceTimersByTime(60);
    metrics.record({ page: 'B' });
    jest.advanceTimersByTime(99);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual([
      expect.objectContaining({ page: 'A', timestamp: expect.any(Number) }),
      expect.objectContaining({ page: 'B' }),
    ]);
  });

  it('flushes at once when asked (the sheet closing) and on exit, so nothing is lost', async () => {
    const send = jest.fn(async (_events: unknown[]) => undefined);
    const metrics = createMetricsRecorder({ send, enabled: true });
    metrics.record({ page: 'Last' });
    await metrics.flush();
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ page: 'Last' })]);
    metrics.record({ page: 'Hidden' });
    metrics.flushOnExit();
    expect(send).toHaveBeenLastCalledWith([expect.objectContaining({ page: 'Hidden' })]);
    jest.advanceTimersByTime(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('runs its flush tasks first on a flush, not on a debounced send', async () => {
    const send = jest.fn(async (_events: unknown[]) => undefined);
    const metrics = createMetricsRecorder({ send, enabled: true });
    const task = jest.fn(() => metrics.record({ eventType: 'vitals', page: 'Left' }));
    const stop = metrics.beforeFlush(task);
    metrics.record({ page: 'A' });
    jest.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    await metrics.flush();
    expect(send).toHaveBeenLastCalledWith([expect.objectContaining({ page: 'Left' })]);
    metrics.flushOnExit();
    expect(task).toHaveBeenCalledTimes(2);
    stop();
    metrics.flushOnExit();
    expect(task).toHaveBeenCalledTimes(2);
    expect(metrics.enabled).toBe(true);
  });

  it('records nothing when disabled (app preload) and survives a failing sink', async () => {
    const send = jest.fn(async () => Promise.reject(new Error('sink down')));
    const disabled = createMetricsRecorder({ send, enabled: false });
    disabled.record({ page: 'A' });
    expect(disabled.pending()).toBe(0);
    const enabled = createMetricsRecorder({ send, enabled: true });
    enabled.record({ page: 'A' });
    await expect(enabled.flush()).resolves.toBeUndefined();
  });
});
