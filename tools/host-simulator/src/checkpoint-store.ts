import type { CheckpointStore } from './host-handlers';

/** Where the simulator keeps the sheet's checkpoint: this tab's session (a test can read it there). */
export const CHECKPOINT_KEY = 'host-simulator.checkpoint';

/**
 * The host's memory of the sheet's checkpoint, as an Android host keeps it in its process: it
 * outlives the sheet's renderer (Kill renderer), not the app (`fresh`: a new simulator page).
 */
export function createCheckpointStore(
  storage: Storage,
  { fresh = false }: { fresh?: boolean } = {},
): CheckpointStore {
  if (fresh) storage.removeItem(CHECKPOINT_KEY);
  return {
    save(kept) {
      if (kept === null) storage.removeItem(CHECKPOINT_KEY);
      else storage.setItem(CHECKPOINT_KEY, JSON.stringify(kept));
    },
    restore() {
      try {
        const kept = JSON.parse(storage.getItem(CHECKPOINT_KEY) ?? 'null') as unknown;
        if (typeof kept !== 'object' || kept === null) return null;
        const { version, checkpoint } = kept as Record<string, unknown>;
        return typeof version === 'number' && typeof checkpoint === 'string'
          ? { version, checkpoint }
          : null;
      } catch {
        return null;
      }
    },
  };
}
