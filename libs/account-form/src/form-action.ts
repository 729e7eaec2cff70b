import { runExclusive } from '@sheet/flow-kit';
import { showFormFailure } from './form-failure';
import type { AccountFormStore } from './form-state';

// Apart from bindAccountForm: a flow's Continue step loads it, not its first screen.

/**
 * One person-initiated action at a time on a flow's form (@sheet/flow-kit's runExclusive): a
 * failure lands on the form, validation results under their fields.
 */
export function runFormAction<T>(
  store: AccountFormStore,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return runExclusive(store, work, (error) => showFormFailure(store, error));
}
