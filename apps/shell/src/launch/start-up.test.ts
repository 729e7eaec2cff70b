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

/** One sheet's page: its session storage outlives a reload; nothing really reloads or gives up. */
const aPage = () => ({ giveUp: jest.fn(), storage: memoryStorage(), reload: jest.fn() });

describe('startUp', () => {
  it('starts the start-up code once it has arrived', async () => {
    const start = jest.fn();
    const page = aPage();
    await startUp(async () => 'bootstrap', start, page);
    expect(start).toHaveBeenCalledWith('bootstrap');
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('loads the page again once when the start-up code did not arrive, then starts', async () => {
    const page = aPage();
    const start = jest.fn();
    await startUp(() => Promise.reject(chunkLoadError()), start, page);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();

    // The page loaded again: this time the code is there.
    await startUp(async () => 'bootstrap', start, page);
    expect(start).toHaveBeenCalledWith('bootstrap');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('gives up, without loading the page again, when the reload did not bring the code either', async () => {
    const page = aPage();
    const failure = chunkLoadError();
    await startUp(() => Promise.reject(failure), jest.fn(), page);
    expect(page.giveUp).not.toHaveBeenCalled();
    await startUp(() => Promise.reject(failure), jest.fn(), page);
    expect(page.giveUp).toHaveBeenCalledWith(failure);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('a later failure, after a start that worked, may load the page again', async () => {
    const page = aPage();
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), page);
    await startUp(async () => 'bootstrap', jest.fn(), page);
    await startUp(() => Promise.reject(chunkLoadError()), jest.fn(), page);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });
});
