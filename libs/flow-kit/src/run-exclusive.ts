import { withMessage, type Message } from '@sheet/i18n';
import { checkpointAfterStep, clearOfflineNotice } from '@sheet/sheet-runtime';
import { failureMessage, isCancelled, isStop, reportUnexpected, tellIfOffline } from './failures';

/**
 * The part of a flow's state every action shares (spec §4).
 * @public
 */
export type ExclusiveState = {
  /** an action is in flight: a second press does nothing */
  waiting: boolean;
  /** errors of no field in particular, de-duplicated; reset before each action */
  generalErrors: readonly Message[];
};

/**
 * A flow whose failures can end it: what nothing here can change, with its message and Close.
 * @public
 */
export type StoppableState = ExclusiveState & { stopped: Message | undefined };

/**
 * A zustand store (its hook form or its vanilla form) holding `S` and maybe more.
 * @public
 */
export type FlowStore<S> = {
  getState(): S;
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
};

/** Adds a general error once. */
export function addGeneralError(store: FlowStore<ExclusiveState>, message: Message): void {
  store.setState(({ generalErrors }) => ({ generalErrors: withMessage(generalErrors, message) }));
}

/**
 * A failure as the person's general error (reported when services did not expect it); a
 * cancellation says nothing: the action simply ends, everything kept.
 * @public
 */
export function showFailure(store: FlowStore<ExclusiveState>, error: unknown): void {
  if (isCancelled(error)) return;
  addGeneralError(store, failureMessage(error));
  reportUnexpected(error);
}

/**
 * A failure nothing here can change ends the flow (`stopped`); any other is a general error.
 * @public
 */
export function stopOrShowFailure(store: FlowStore<StoppableState>, error: unknown): void {
  if (isStop(error)) store.setState({ stopped: failureMessage(error) });
  else showFailure(store, error);
}

/**
 * Runs one person-initiated action at a time (spec §4 "waiting for server response"): a second
 * click or Enter while one is in flight does nothing, so no request is ever sent twice. General
 * errors are reset before the action; a failure it throws goes to `onFailure` (by default the
 * person's general error), except that the device being offline shows the sheet's offline notice.
 */
export async function runExclusive<T>(
  store: FlowStore<ExclusiveState>,
  work: () => Promise<T>,
  onFailure: (error: unknown) => void = (error) => showFailure(store, error),
): Promise<T | undefined> {
  if (store.getState().waiting) return undefined;
  clearOfflineNotice();
  // No errors shown stays the same list: a press draws the busy action, not what shows errors.
  store.setState(({ generalErrors }) => ({
    waiting: true,
    generalErrors: generalErrors.length === 0 ? generalErrors : [],
  }));
  try {
    return await work();
  } catch (error) {
    if (!tellIfOffline(error)) onFailure(error);
    return undefined;
  } finally {
    store.setState({ waiting: false });
    checkpointAfterStep();
  }
}

/** `runExclusive` for a flow that can end: a failure nothing here can change stops it. */
export function runStoppable<T>(
  store: FlowStore<StoppableState>,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return runExclusive(store, work, (error) => stopOrShowFailure(store, error));
}
