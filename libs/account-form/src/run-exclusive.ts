import type { HostBridge } from '@sheet/bridge';
import { useSheetContext, type LaunchParams } from '@sheet/sheet-runtime';
import {
  missingDependenciesError,
  ServiceError,
  ServiceErrorKind,
  type ServiceDeps,
} from '@sheet/services';
import { withGeneralErrors, type AccountFormStore } from './form-state';
import { mapFailure } from './messages';

export type SheetDeps = {
  services: ServiceDeps;
  bridge: HostBridge | undefined;
  launch: LaunchParams | undefined;
};

/** The sheet's services for an action; without them nothing can be sent. */
export function sheetDeps(): SheetDeps {
  const { services, bridge, launch } = useSheetContext.getState();
  if (!services) throw missingDependenciesError(['services']);
  return { services, bridge, launch };
}

/**
 * Runs one person-initiated action at a time (spec §4 "waiting for server response"): a second
 * click or Enter while one is in flight does nothing, so no request is ever sent twice. General
 * errors are reset before the action and any failure it throws becomes the person's message.
 */
export async function runExclusive<T>(
  store: AccountFormStore,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (store.getState().waiting) return undefined;
  store.setState({ waiting: true, generalErrors: [] });
  try {
    return await work();
  } catch (error) {
    showFailure(store, error);
    return undefined;
  } finally {
    store.setState({ waiting: false });
  }
}

/** Puts a failure on screen: validation results on their fields, the rest as general errors. */
export function showFailure(store: AccountFormStore, error: unknown): void {
  const { fieldErrors, generalErrors } = mapFailure(error);
  store.setState((state) => ({
    serverErrors: { ...state.serverErrors, ...fieldErrors },
    generalErrors: withGeneralErrors(state.generalErrors, generalErrors),
  }));
  if (!isExpected(error)) useSheetContext.getState().reportError(error);
}

/** What services answer is expected; anything else (a bug, a missing dependency) is reported. */
function isExpected(error: unknown): boolean {
  return (
    error instanceof ServiceError &&
    (error.fields.kind === ServiceErrorKind.serverError ||
      error.fields.kind === ServiceErrorKind.serverValidationError)
  );
}

/** Spec §4: coming back to a screen clears what the last one said. */
export function resetGeneralErrors(store: AccountFormStore): void {
  store.setState({ generalErrors: [] });
}
