import type { HostRequestName, HostResponseMessage } from './contract';
import { BridgeCallError, BridgeTimeoutError } from './errors';

/** Checks and normalises a successful result; throws (e.g. BridgeProtocolError) when it does not fit. */
export type ResultCheck = (result: unknown) => unknown;

type Pending = {
  request: HostRequestName;
  check: ResultCheck | undefined;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
};

let instance = 0;

/**
 * Book-keeping for calls answered by id: each call either gets its answer or, when the host stays
 * silent, a typed time-out, so no screen waits forever on the host.
 */
export function createPendingCalls(timeoutMs: number) {
  const pending = new Map<string, Pending>();
  instance += 1;
  // Ids stay unique across bridges and page loads (a reloaded sheet never settles an old call).
  const prefix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-${instance}`;
  let nextId = 0;

  /** Opens a call; `callTimeoutMs` overrides the default, `check` validates its result. */
  function open(
    request: HostRequestName,
    callTimeoutMs: number = timeoutMs,
    check?: ResultCheck,
  ): { id: string; answer: Promise<unknown> } {
    nextId += 1;
    const id = `${prefix}-${nextId}`;
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new BridgeTimeoutError(request, callTimeoutMs));
      }, callTimeoutMs);
      pending.set(id, { request, check, resolve, reject, timer });
    });
    return { id, answer };
  }

  function take(id: string): Pending | undefined {
    const call = pending.get(id);
    if (!call) return undefined;
    pending.delete(id);
    clearTimeout(call.timer);
    return call;
  }

  /** Settles the call a response belongs to; answers to unknown or settled ids are ignored. */
  function settle(response: HostResponseMessage): boolean {
    const call = take(response.id);
    if (!call) return false;
    if (response.ok) {
      try {
        call.resolve(call.check ? call.check(response.result) : response.result);
      } catch (error) {
        call.reject(error instanceof Error ? error : new Error(String(error)));
      }
    } else {
      const { code, message } = response.error;
      call.reject(new BridgeCallError(call.request, code, message || code));
    }
    return true;
  }

  /** Rejects one open call with the given error (built from its request name). */
  function fail(id: string, error: (request: HostRequestName) => Error): boolean {
    const call = take(id);
    if (!call) return false;
    call.reject(error(call.request));
    return true;
  }

  /** Rejects every open call (used on dispose). */
  function failAll(error: (request: HostRequestName) => Error): void {
    for (const id of [...pending.keys()]) fail(id, error);
  }

  return {
    open,
    settle,
    fail,
    failAll,
    requestOf: (id: string) => pending.get(id)?.request,
    size: () => pending.size,
  };
}
