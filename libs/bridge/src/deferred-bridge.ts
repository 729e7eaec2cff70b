import { loadOnce } from '@sheet/load-once';
import type {
  BridgeKind,
  HostBridge,
  HostEventName,
  HostEvents,
  HostRequestName,
  HostRequests,
} from './contract';
import { BridgeCallError, bridgeDisposedError, BridgeTimeoutError } from './errors';

type Subscription = { attach(bridge: HostBridge): () => void; detach?: () => void };

/**
 * A bridge whose adapter is still loading (`load`): requests wait for it, at most `loadTimeoutMs`
 * (then they fail as a host that did not answer would); listeners attach once it is in, and then
 * `attached` runs (to hand over what the host sent meanwhile). A failed load fails the requests
 * waiting on it and is forgotten, so the next request loads again.
 */
export function deferredBridge(
  kind: BridgeKind,
  loadTimeoutMs: number,
  load: () => Promise<HostBridge>,
  attached: () => void = () => undefined,
): HostBridge {
  let disposed = false;
  const subscriptions = new Set<Subscription>();

  const adapter = loadOnce(() =>
    load().then((bridge) => {
      if (disposed) bridge.dispose();
      subscriptions.forEach((subscription) => (subscription.detach = subscription.attach(bridge)));
      attached();
      return bridge;
    }),
  );

  function whenLoaded(name: HostRequestName): Promise<HostBridge> {
    const loaded = adapter.peek();
    if (loaded) return Promise.resolve(loaded);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new BridgeTimeoutError(name, loadTimeoutMs)),
        loadTimeoutMs,
      );
      adapter
        .get()
        .then(resolve, (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          reject(new BridgeCallError(name, 'send_failed', message));
        })
        .finally(() => clearTimeout(timer));
    });
  }

  function subscribe(attach: Subscription['attach']): () => void {
    const subscription: Subscription = { attach };
    subscriptions.add(subscription);
    const loaded = adapter.peek();
    if (loaded) subscription.detach = attach(loaded);
    return () => {
      subscriptions.delete(subscription);
      subscription.detach?.();
    };
  }

  adapter.preload();
  return {
    kind,
    request<N extends HostRequestName>(
      name: N,
      params: HostRequests[N]['params'],
    ): Promise<HostRequests[N]['result']> {
      if (disposed) {
        return Promise.reject(bridgeDisposedError(name));
      }
      return whenLoaded(name).then((bridge) => bridge.request(name, params));
    },
    on<E extends HostEventName>(name: E, listener: (params: HostEvents[E]) => void) {
      return subscribe((bridge) => bridge.on(name, listener));
    },
    onBack(listener) {
      return subscribe((bridge) => bridge.onBack(listener));
    },
    dispose() {
      disposed = true;
      subscriptions.clear();
      adapter.peek()?.dispose();
    },
  };
}
