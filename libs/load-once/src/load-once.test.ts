import { loadOnce, onceUntilFailure, withTimeout } from './load-once';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('onceUntilFailure', () => {
  it('keeps a success and a load in flight: one load per key', async () => {
    const load = jest.fn(async (key: string) => `value of ${key}`);
    const loader = onceUntilFailure(load);
    const [a, b] = await Promise.all([loader.get('a'), loader.get('a')]);
    expect([a, b, await loader.get('a')]).toEqual(['value of a', 'value of a', 'value of a']);
    await loader.get('b');
    expect(load.mock.calls).toEqual([
      ['a', false],
      ['b', false],
    ]);
    expect(loader.peek('a')).toBe('value of a');
  });

  it('forgets a failure and tells the next load it follows one, until a success', async () => {
    const load = jest
      .fn<Promise<string>, [string, boolean]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValue('up');
    const loader = onceUntilFailure(load);
    await expect(loader.get('x')).rejects.toThrow('down');
    expect(loader.peek('x')).toBeUndefined();
    await expect(loader.get('x')).rejects.toThrow('still down');
    await expect(loader.get('x')).resolves.toBe('up');
    await loader.get('x');
    expect(load.mock.calls.map(([, afterFailure]) => afterFailure)).toEqual([false, true, true]);
  });

  it('gives up after its time-out with the error asked for, and loads again next time', async () => {
    jest.useFakeTimers();
    try {
      const hanging = deferred<string>();
      const load = jest
        .fn<Promise<string>, [string, boolean]>()
        .mockReturnValueOnce(hanging.promise)
        .mockResolvedValue('late but there');
      const loader = onceUntilFailure(load, {
        timeout: { ms: 4000, error: (key) => new Error(`${key} took over 4000`) },
      });
      const first = loader.get('screen');
      jest.advanceTimersByTime(4000);
      await expect(first).rejects.toThrow('screen took over 4000');
      await expect(loader.get('screen')).resolves.toBe('late but there');
      expect(load).toHaveBeenLastCalledWith('screen', true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('preloads without an unhandled rejection', async () => {
    const failing = deferred<string>();
    const loader = onceUntilFailure(() => failing.promise);
    loader.preload('k');
    failing.reject(new Error('nope'));
    await expect(loader.get('k')).rejects.toThrow('nope');
  });
});

describe('loadOnce', () => {
  it('is onceUntilFailure for one thing', async () => {
    const load = jest
      .fn<Promise<number>, [boolean]>()
      .mockRejectedValueOnce(new Error('first'))
      .mockResolvedValue(42);
    const loader = loadOnce(load);
    await expect(loader.get()).rejects.toThrow('first');
    loader.preload();
    await expect(loader.get()).resolves.toBe(42);
    expect(loader.peek()).toBe(42);
    expect(load.mock.calls).toEqual([[false], [true]]);
  });
});

describe('withTimeout', () => {
  it('settles with the promise when it is in time, and clears its timer', async () => {
    jest.useFakeTimers();
    try {
      await expect(withTimeout(Promise.resolve('ok'), 10, () => new Error('late'))).resolves.toBe(
        'ok',
      );
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
