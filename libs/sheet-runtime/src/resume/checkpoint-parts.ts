/**
 * What each flow keeps in the sheet's checkpoint (issue 32: resume after the renderer dies). A flow
 * registers its part once, from its store's module: what to keep (never a secret) and how to put
 * it back. Parts restored before their flow has loaded wait here until it registers.
 */
export type CheckpointPart<T> = {
  /** what to keep now; undefined when there is nothing worth resuming */
  take(): T | undefined;
  /** puts a kept value back (the checkpoint was accepted) */
  restore(kept: T): void;
};

export type KeptParts = Readonly<Record<string, unknown>>;

const parts = new Map<string, CheckpointPart<unknown>>();
let waiting: Record<string, unknown> = {};

/**
 * Keys never kept, at any depth, whatever a flow hands over: the kit's own guard behind each
 * flow's choice. `code` alone is a code; `productCode` or `countryCode` are not secrets.
 */
const SECRET_KEY = /password|secret|token|otp|session|^code$/i;

/** A copy without secret keys (and without functions or undefined values). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || item === undefined || typeof item === 'function') continue;
    kept[key] = withoutSecrets(item);
  }
  return kept;
}

/** Registers a flow's part; a kept value waiting for it is restored at once. */
export function registerCheckpointPart<T>(id: string, part: CheckpointPart<T>): () => void {
  parts.set(id, part as CheckpointPart<unknown>);
  if (Object.hasOwn(waiting, id)) {
    const { [id]: kept, ...rest } = waiting;
    waiting = rest;
    part.restore(kept as T);
  }
  return () => {
    if (parts.get(id) === part) parts.delete(id);
  };
}

/** Every registered part's value, secrets removed; empty when no flow has anything to keep. */
export function takeCheckpointParts(): KeptParts {
  const taken: Record<string, unknown> = {};
  for (const [id, part] of parts) {
    const value = part.take();
    if (value !== undefined) taken[id] = withoutSecrets(value);
  }
  return taken;
}

/** Puts kept parts back: at once for flows already loaded, on registration for the others. */
export function restoreCheckpointParts(kept: KeptParts): void {
  waiting = {};
  for (const [id, value] of Object.entries(kept)) {
    const part = parts.get(id);
    if (part) part.restore(value);
    else waiting[id] = value;
  }
}

/** Forgets kept parts still waiting for their flow (the person started over). */
export function forgetWaitingParts(): void {
  waiting = {};
}
