/**
 * The part the Android and postMessage adapters share: requests answered by id with typed
 * time-outs, every reply validated, back events fanned out to listeners.
 */
import type {
  BridgeKind,
  HostBridge,
  HostEventName,
  HostEvents,
  HostRequestMessage,
  HostRequestName,
  HostRequests,
} from './contract';
import { BridgeCallError, bridgeDisposedError, BridgeProtocolError } from './errors';
import { debugIgnored, type ResolvedOptions, timeoutFor } from './options';
import { createPendingCalls } from './pending-calls';
import { checkResult, parseIncoming, requestMessage } from './protocol';

/** A bridge that carries messages; `ignoredMessages` counts what the host sent that was dropped. */
export interface MessageBridge extends HostBridge {
  readonly ignoredMessages: number;
}

export type Transport = {
  /** Sends one request to the host; may throw (the call is then rejected with `send_failed`). */
  send(message: HostRequestMessage): void;
  /**
   * Starts delivering host messages (already decoded) to `deliver`; `ignore` counts and logs one the
   * transport itself dropped (e.g. malformed JSON). Returns a stop function.
   */
  listen(deliver: (data: unknown) => void, ignore: (reason: string) => void): () => void;
};

export function createMessageBridge(
  kind: BridgeKind,
  options: ResolvedOptions,
  transport: Transport,
): MessageBridge {
  const calls = createPendingCalls(options.timeoutMs);
  const listeners = new Map<HostEventName, Set<(params: never) => void>>();
  let ignored = 0;
  let disposed = false;

  const ignore = (reason: string) => {
    ignored += 1;
    debugIgnored(kind, reason);
  };

  function deliver(data: unknown): void {
    if (disposed) return;
    const incoming = parseIncoming(data);
    switch (incoming.type) {
      case 'response':
        if (!calls.settle(incoming.message)) ignore(`no open call ${incoming.message.id}`);
        return;
      case 'event':
        for (const listener of [...(listeners.get(incoming.name) ?? [])]) {
          try {
            (listener as (params: unknown) => void)(incoming.params);
          } catch (error) {
            console.error(`[@sheet/bridge] a ${incoming.name} listener threw`, error);
          }
        }
        return;
      case 'invalid':
        if (
          incoming.id === undefined ||
          !calls.fail(incoming.id, (request) => new BridgeProtocolError(request, incoming.reason))
        ) {
          ignore(incoming.reason);
        }
        return;
      case 'ignored':
        ignore(incoming.reason);
    }
  }

  const stop = transport.listen(deliver, ignore);

  return {
    kind,
    get ignoredMessages() {
      return ignored;
    },
    request<N extends HostRequestName>(
      name: N,
      params: HostRequests[N]['params'],
    ): Promise<HostRequests[N]['result']> {
      if (disposed) {
        return Promise.reject(bridgeDisposedError(name));
      }
      const { id, answer } = calls.open(name, timeoutFor(name, options), (result) =>
        checkResult(name, params, result),
      );
      try {
        transport.send(requestMessage(id, name, params));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        calls.fail(
          id,
          (request: HostRequestName) => new BridgeCallError(request, 'send_failed', message),
        );
      }
      return answer as Promise<HostRequests[N]['result']>;
    },
    on<E extends HostEventName>(name: E, listener: (params: HostEvents[E]) => void) {
      const forName = listeners.get(name) ?? new Set();
      listeners.set(name, forName);
      forName.add(listener);
      return () => void forName.delete(listener);
    },
    onBack(listener) {
      return this.on('back', () => listener());
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stop();
      listeners.clear();
      calls.failAll((request) => bridgeDisposedError(request));
    },
  };
}
