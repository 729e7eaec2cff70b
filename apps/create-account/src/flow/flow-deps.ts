import {
  runExclusive as runExclusiveOn,
  sheetDeps,
  showFailure as showFailureOn,
  type SheetDeps,
} from '@sheet/account-form';
import { useCreateAccountStore } from './create-account-store';

export type FlowDeps = SheetDeps;

/** The sheet's services for an action; without them nothing can be sent. */
export const flowDeps = sheetDeps;

/** One person-initiated action at a time on this flow's form (see @sheet/account-form). */
export function runExclusive<T>(work: () => Promise<T>): Promise<T | undefined> {
  return runExclusiveOn(useCreateAccountStore, work);
}

/** Puts a failure on this flow's screen: validation results on their fields, the rest general. */
export function showFailure(error: unknown): void {
  showFailureOn(useCreateAccountStore, error);
}
