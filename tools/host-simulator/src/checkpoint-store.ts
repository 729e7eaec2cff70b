import { keepCheckpoint, readKeptCheckpoint } from '@sheet/bridge';
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
    save: (kept) => keepCheckpoint(storage, CHECKPOINT_KEY, kept),
    restore: () => readKeptCheckpoint(storage, CHECKPOINT_KEY),
  };
}
