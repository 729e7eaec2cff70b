import type { HostRequestName } from './contract';

/** The host did not answer within the call's time-out (a late answer is then ignored). */
export class BridgeTimeoutError extends Error {
  override readonly name = 'BridgeTimeoutError';
  constructor(
    readonly request: HostRequestName,
    readonly timeoutMs: number,
  ) {
    super(`The host did not answer "${request}" within ${timeoutMs} ms`);
  }
}

/**
 * The host answered `ok: false` (its `error.code` is kept: `cancelled` when the person declined or
 * dismissed, `network` for a failed httpRequest), or the call could not be made (`send_failed`,
 * `disposed`, `invalid_params`).
 */
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

/** What a call to a disposed bridge (or one still open when it was disposed) fails with. */
export function bridgeDisposedError(request: HostRequestName): BridgeCallError {
  return new BridgeCallError(request, 'disposed', 'The bridge was disposed');
}

/** The request does not exist with this host, e.g. authenticate or signPayload in a plain browser. */
export class BridgeUnavailableError extends Error {
  override readonly name = 'BridgeUnavailableError';
  constructor(readonly request: HostRequestName) {
    super(`"${request}" is not available without the host app`);
  }
}

/** A reply that is malformed or does not fit its request: the call is rejected, the reply never trusted. */
export class BridgeProtocolError extends Error {
  override readonly name = 'BridgeProtocolError';
  constructor(
    readonly request: HostRequestName | undefined,
    readonly reason: string,
  ) {
    super(`Malformed host reply${request ? ` to "${request}"` : ''}: ${reason}`);
  }
}
