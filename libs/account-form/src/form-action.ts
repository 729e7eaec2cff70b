import { runExclusive } from '@sheet/flow-kit';
import { nextPaint } from '@sheet/ui-kit';
import { showFormFailure } from './form-failure';
import type { AccountFormStore } from './form-state';

// Apart from bindAccountForm: a flow's Continue step loads it, not its first screen.

/**
 * One person-initiated action at a time on a flow's form (@sheet/flow-kit's runExclusive): a
 * failure lands on the form, validation results under their fields. The frame after the press
 * shows only the busy button; once it is drawn, the fields lock and the work (the checks, the
 * calls) starts, in the same task, so what the work reads is what the locked fields show. On a
 * TV-class CPU, locking every field within the press made Continue take 100–130 ms to show
 * (issue 33, ADR 0007).
 */
export function runFormAction<T>(
  store: AccountFormStore,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return runExclusive(
    store,
    async () => {
      await nextPaint();
      store.setState({ fieldsLocked: true });
      try {
        return await work();
      } finally {
        store.setState({ fieldsLocked: false });
      }
    },
    (error) => showFormFailure(store, error),
  );
}
