/**
 * @sheet/load-once — the one loader primitive: keep a success, forget a failure, give up after a
 * time-out, and tell the next try it follows a failure (to go past caches).
 */
export {
  loadOnce,
  onceUntilFailure,
  withTimeout,
  type KeyedLoader,
  type Loader,
  type LoadOptions,
} from './load-once';
