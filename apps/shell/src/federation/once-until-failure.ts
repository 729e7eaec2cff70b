// Kept free of shared modules: main.ts uses it before sharing is set up.

/**
 * Loads once per key: a success (or a load in flight) is kept, a failure forgotten, so Retry loads
 * again; `load` is told whether the previous try for that key failed.
 */
export function onceUntilFailure<K, T>(
  load: (key: K, afterFailure: boolean) => Promise<T>,
): (key: K) => Promise<T> {
  const loading = new Map<K, Promise<T>>();
  const failed = new Set<K>();
  return (key) => {
    let pending = loading.get(key);
    if (!pending) {
      pending = load(key, failed.has(key));
      pending.then(
        () => failed.delete(key),
        () => {
          loading.delete(key);
          failed.add(key);
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };
}
