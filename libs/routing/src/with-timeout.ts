/** How long the sheet waits for any part of a screen (remote, chunk, strings) before offering Retry. */
export const LOAD_TIMEOUT_MS = 4000;

export class LoadTimeoutError extends Error {
  override readonly name = 'LoadTimeoutError';
  constructor(
    readonly what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} did not load within ${timeoutMs} ms`);
  }
}

/** Settles with the promise, or rejects once `ms` pass: a hanging server must not hang the sheet. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}
