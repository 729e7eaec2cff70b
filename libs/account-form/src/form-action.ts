import { runExclusive } from '@sheet/flow-kit';
import { nextPaint } from '@sheet/ui-kit';
import { showFormFailure } from './form-failure';
import type { AccountFormStore } from './form-state';

// Apart from bindAccountForm: a flow's Continue step loads it, not its first screen.

/**
 * One person-initiated action at a time on a flow's form (@sheet/flow-kit's runExclusive): a
 * failure lands on the form, validation results under their fields. The form shows itself busy
 * in the frame after the press, and the work (the checks, the calls) starts once that frame is
 * drawn: on a TV-class CPU doing both before it made Continue take 130 ms to show (issue 33).
 */
export function runFormAction<T>(
  store: AccountFormStore,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return runExclusive(
    store,
    () => nextPaint().then(work),
    (error) => showFormFailure(store, error),
  );
}
