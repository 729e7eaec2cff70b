// Free of shared modules: the shell's main.ts uses it before Module Federation sharing is set up,
// and every build bundles its own copy (a few hundred bytes) instead of waiting on a shared chunk.

/** A load that waits no longer than its time-out: a hanging server must not hang the sheet. */
export function withTimeout<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/**
 * A time-out for each load: after `ms` it fails with `error(key)`, and is forgotten like any other
 * failure.
 * @public
 */
export type LoadOptions<K> = { timeout?: { ms: number; error: (key: K) => Error } };

/**
 * Loads per key: a success (or a load in flight) is kept, a failure forgotten.
 * @public
 */
export type KeyedLoader<K, T> = {
  /** the kept value or load in flight, else a new load (told whether the last one failed) */
  get(key: K): Promise<T>;
  /** the value, once loaded */
  peek(key: K): T | undefined;
  /** starts a load now; never rejects (whoever asks later sees its outcome) */
  preload(key: K): void;
};

/**
 * Loads once per key until it fails: a success is kept for good, a failure is forgotten, so Try
 * Again (or the next call) loads anew, and `load` hears `afterFailure` to go past any cache that
 * may hold the bad answer.
 */
export function onceUntilFailure<K, T>(
  load: (key: K, afterFailure: boolean) => Promise<T>,
  { timeout }: LoadOptions<K> = {},
): KeyedLoader<K, T> {
  const loading = new Map<K, Promise<T>>();
  const loaded = new Map<K, T>();
  const failed = new Set<K>();

  function get(key: K): Promise<T> {
    let pending = loading.get(key);
    if (pending) return pending;
    const started = load(key, failed.has(key));
    pending = (timeout ? withTimeout(started, timeout.ms, () => timeout.error(key)) : started).then(
      (value) => {
        failed.delete(key);
        loaded.set(key, value);
        return value;
      },
      (error: unknown) => {
        loading.delete(key);
        failed.add(key);
        throw error;
      },
    );
    loading.set(key, pending);
    return pending;
  }

  return {
    get,
    peek: (key) => loaded.get(key),
    preload: (key) => void get(key).catch(() => undefined),
  };
}

/**
 * A loader of one thing (a chunk, an adapter): `onceUntilFailure` without a key.
 * @public
 */
export type Loader<T> = KeyedLoader<void, T>;

/** `onceUntilFailure` for one thing: the same rules, no key. */
export function loadOnce<T>(
  load: (afterFailure: boolean) => Promise<T>,
  options?: LoadOptions<void>,
): Loader<T> {
  return onceUntilFailure((_key: void, afterFailure) => load(afterFailure), options);
}
