import { startUp } from './start-up';

const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 407 failed.'), { name: 'ChunkLoadError' });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('startUp', () => {
  it('starts the start-up code once it has arrived', async () => {
    const start = jest.fn();
    const reload = jest.fn();
    await startUp(async () => 'bootstrap', start, { storage: memoryStorage(), reload });
    expect(start).toHaveBeenCalledWith('bootstrap');
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again once when the start-up code did not arrive, then starts', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const start = jest.fn();
    await startUp(() => Promise.reject(chunkLoadError()), start, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();

    // The page loaded again: this time the code is there.
    await startUp(async () => 'bootstrap', start, { storage, reload });
    expect(start).toHaveBeenCalledWith('bootstrap');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not load the page again a second time in a row', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), { storage, reload });
    await expect(
      startUp(() => Promise.reject(chunkLoadError()), jest.fn(), { storage, reload }),
    ).rejects.toThrow('Loading chunk 407 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a later failure, after a start that worked, may load the page again', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), { storage, reload });
    await startUp(async () => 'bootstrap', jest.fn(), { storage, reload });
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), { storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
