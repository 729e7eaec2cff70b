import type { HostRequestName, HostResponseMessage } from './contract';

export class BridgeTimeoutError extends Error {
  override readonly name = 'BridgeTimeoutError';
  constructor(
    readonly request: HostRequestName,
    readonly timeoutMs: number,
  ) {
    super(`The host did not answer "${request}" within ${timeoutMs} ms`);
  }
}

export class BridgeCallError extends Error {
  override readonly name = 'BridgeCallError';
  constructor(
    readonly request: HostRequestName,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Pending = {
  request: HostRequestName;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * Book-keeping for calls answered by id: each call either gets its answer or, when the host stays
 * silent, a typed time-out, so no screen waits forever on the host.
 */
export function createPendingCalls(timeoutMs: number) {
  const pending = new Map<string, Pending>();
  let nextId = 0;

  function open(request: HostRequestName): { id: string; answer: Promise<unknown> } {
    nextId += 1;
    const id = `${Date.now().toString(36)}-${nextId}`;
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new BridgeTimeoutError(request, timeoutMs));
      }, timeoutMs);
      pending.set(id, { request, resolve, reject, timer });
    });
    return { id, answer };
  }

  /** Settles the call a response belongs to; answers to unknown or settled ids are ignored. */
  function settle(response: HostResponseMessage): boolean {
    const call = pending.get(response.id);
    if (!call) return false;
    pending.delete(response.id);
    clearTimeout(call.timer);
    if (response.ok) call.resolve(response.result);
    else {
      const code = response.error?.code ?? 'unknown';
      call.reject(new BridgeCallError(call.request, code, response.error?.message ?? code));
    }
    return true;
  }

  return { open, settle, size: () => pending.size };
}
