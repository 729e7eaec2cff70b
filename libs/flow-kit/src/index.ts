/**
 * @sheet/flow-kit — what every flow's actions share, written once: the sheet's services for an
 * action, one person-initiated action at a time, a failure as a message (or the end of the flow),
 * and sign in through the host then retry once. Messages themselves are @sheet/i18n's `Message`.
 * Exports tagged `@public` are kit API a new flow builds on: kept though no flow uses them yet.
 */
export { sheetDeps, type SheetDeps } from './sheet-deps';
export {
  failureMessage,
  isCancelled,
  /** @public */
  isExpectedFailure,
  isStop,
  /** @public */
  needsSignIn,
  reportUnexpected,
  tellIfOffline,
} from './failures';
export {
  addGeneralError,
  runExclusive,
  runStoppable,
  /** @public */
  showFailure,
  /** @public */
  stopOrShowFailure,
  /** @public */
  type ExclusiveState,
  /** @public */
  type FlowStore,
  /** @public */
  type StoppableState,
} from './run-exclusive';
export {
  valueOrRefusal,
  withOneSignIn,
  /** @public */
  type SignInOutcome,
} from './sign-in';
