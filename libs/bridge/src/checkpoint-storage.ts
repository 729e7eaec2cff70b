/** A checkpoint as a host keeps it: the sheet's text and the version it was written in. */
export type KeptCheckpoint = { version: number; checkpoint: string };

/** Keeps a checkpoint under `key` in a web storage, or forgets it (null). Storage may throw. */
export function keepCheckpoint(storage: Storage, key: string, kept: KeptCheckpoint | null): void {
  if (kept === null) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(kept));
}

/** The checkpoint kept under `key`; null when there is none or it cannot be read (never throws). */
export function readKeptCheckpoint(storage: Storage, key: string): KeptCheckpoint | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { version, checkpoint } = kept as Record<string, unknown>;
    return typeof version === 'number' && typeof checkpoint === 'string'
      ? { version, checkpoint }
      : null;
  } catch {
    return null;
  }
}
