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
    await startUp(async () => 'bootstrap', start, {
      giveUp: jest.fn(),
      storage: memoryStorage(),
      reload,
    });
    expect(start).toHaveBeenCalledWith('bootstrap');
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again once when the start-up code did not arrive, then starts', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const start = jest.fn();
    await startUp(() => Promise.reject(chunkLoadError()), start, {
      giveUp: jest.fn(),
      storage,
      reload,
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();

    // The page loaded again: this time the code is there.
    await startUp(async () => 'bootstrap', start, { giveUp: jest.fn(), storage, reload });
    expect(start).toHaveBeenCalledWith('bootstrap');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up, without loading the page again, when the reload did not bring the code either', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const giveUp = jest.fn();
    const failure = chunkLoadError();
    await startUp(() => Promise.reject(failure), jest.fn(), { giveUp, storage, reload });
    expect(giveUp).not.toHaveBeenCalled();
    await startUp(() => Promise.reject(failure), jest.fn(), { giveUp, storage, reload });
    expect(giveUp).toHaveBeenCalledWith(failure);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a later failure, after a start that worked, may load the page again', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), {
      giveUp: jest.fn(),
      storage,
      reload,
    });
    await startUp(async () => 'bootstrap', jest.fn(), { giveUp: jest.fn(), storage, reload });
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), {
      giveUp: jest.fn(),
      storage,
      reload,
    });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
