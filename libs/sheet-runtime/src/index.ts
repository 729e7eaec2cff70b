export {
  defineRemoteRoutes,
  isRemoteRoutes,
  type RemoteRoute,
  type RemoteRoutes,
  type RouteHandle,
} from './contract';
export { toRouteObjects, useHoldPrefetchUntil } from './compose';
export { firstScreenReady } from './screen-ready';
export {
  createSheetRouter,
  renderSheet,
  renderStandaloneRemote,
  ROOT_ROUTE_ID,
} from './sheet-router';
export { LoadError, loadOrFail, withTimeout } from './with-timeout';
export {
  currentCloseHandler,
  hasOneTimeBackHandler,
  onBackHandlerChange,
  setOneTimeBackHandler,
  takeOneTimeBackHandler,
  useCloseHandler,
  useOneTimeBackHandler,
} from './back-handler';
export { readLaunchParams, type Device, type LaunchParams } from './launch-params';
// The shell applies it through this shared copy: its start-up chunk carries no second one.
export { applyPresentation } from '@sheet/reference';
export { useExperimentVariant } from './experiment-variant';
export { RETURNING_STATE, useOnReturn } from './return-to-screen';
export { DEFAULT_FEATURE_SWITCHES, useSheetContext, type FeatureSwitches } from './sheet-context';
export { followStorefrontLanguage } from './storefront-language';
export { registerCheckpointPart, type CheckpointPart } from './resume/checkpoint-parts';
export { checkpointAfterStep, startCheckpoints } from './resume/checkpoints';
export {
  clearOfflineNotice,
  setOnline,
  showOffline,
  useConnectivity,
} from './connectivity/connectivity';
