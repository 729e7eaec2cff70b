/**
 * @sheet/load-once — the one loader primitive: keep a success, forget a failure, give up after a
 * time-out, and tell the next try it follows a failure (to go past caches). Types tagged `@public`
 * are API a flow builds on: kept though no one names them yet.
 */
export {
  loadOnce,
  onceUntilFailure,
  withTimeout,
  /** @public */
  type KeyedLoader,
  /** @public */
  type Loader,
  /** @public */
  type LoadOptions,
} from './load-once';
