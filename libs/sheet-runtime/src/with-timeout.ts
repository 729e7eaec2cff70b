import { withTimeout as withTimeoutOr } from '@sheet/load-once';

/** How long the sheet waits for any part of a screen (remote, chunk, strings) before offering Retry. */
export const LOAD_TIMEOUT_MS = 4000;

/**
 * Something a screen needs did not arrive (remote, chunk, strings). Loading again can fix it, so
 * Retry reloads in place; any other error (a screen that throws) needs a fresh page.
 */
export class LoadError extends Error {
  override readonly name: string = 'LoadError';
  constructor(
    readonly what: string,
    options?: { cause?: unknown; message?: string },
  ) {
    super(options?.message ?? `${what} failed to load`, { cause: options?.cause });
  }
}

class LoadTimeoutError extends LoadError {
  override readonly name = 'LoadTimeoutError';
  constructor(
    what: string,
    readonly timeoutMs: number,
  ) {
    super(what, { message: `${what} did not load within ${timeoutMs} ms` });
  }
}

/** Settles with the promise, or rejects once `ms` pass: a hanging server must not hang the sheet. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return withTimeoutOr(promise, ms, () => new LoadTimeoutError(what, ms));
}

/** Runs a load and reports any failure of it as a LoadError naming what failed. */
export async function loadOrFail<T>(
  what: string,
  load: () => Promise<T>,
  ms = LOAD_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTimeout(load(), ms, what);
  } catch (error) {
    throw error instanceof LoadError ? error : new LoadError(what, { cause: error });
  }
}
