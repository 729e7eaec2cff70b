/**
 * @sheet/flow-kit — what every flow's actions share, written once: the sheet's services for an
 * action, one person-initiated action at a time, a failure as a message (or the end of the flow),
 * and sign in through the host then retry once. Messages themselves are @sheet/i18n's `Message`.
 */
export { sheetDeps, type SheetDeps } from './sheet-deps';
export {
  failureMessage,
  isExpectedFailure,
  isStop,
  needsSignIn,
  reportUnexpected,
} from './failures';
export {
  addGeneralError,
  resetGeneralErrors,
  runExclusive,
  runStoppable,
  showFailure,
  stopOrShowFailure,
  type ExclusiveState,
  type FlowStore,
  type StoppableState,
} from './run-exclusive';
export { valueOrRefusal, withOneSignIn, type SignInOutcome } from './sign-in';
