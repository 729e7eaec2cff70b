export {
  BASE_PATH,
  defineRemoteRoutes,
  isRemoteRoutes,
  type RemoteRoute,
  type RemoteRoutes,
  type RouteHandle,
  type ScreenModule,
} from './contract';
export { toRouteObjects, useHoldPrefetchUntil } from './compose';
export { RouteErrorScreen } from './RouteErrorScreen';
export {
  createSheetRouter,
  FIRST_SCREEN_PATH,
  renderSheet,
  renderStandaloneRemote,
  ROOT_ROUTE_ID,
} from './sheet-router';
export { registerRoutingStrings, ROUTING_NAMESPACE } from './strings';
export {
  LOAD_TIMEOUT_MS,
  LoadError,
  loadOrFail,
  LoadTimeoutError,
  withTimeout,
} from './with-timeout';
export {
  currentCloseHandler,
  hasOneTimeBackHandler,
  onBackHandlerChange,
  setOneTimeBackHandler,
  takeOneTimeBackHandler,
  useCloseHandler,
  useOneTimeBackHandler,
} from './back-handler';
export {
  languageFor,
  productContextOf,
  readLaunchParams,
  type Device,
  type LaunchParams,
  type Theme,
} from './launch-params';
export { applyPresentation } from './presentation';
export { useExperimentVariant } from './experiment-variant';
export { RETURNING_STATE, useOnReturn } from './return-to-screen';
export {
  DEFAULT_FEATURE_SWITCHES,
  useSheetContext,
  type FeatureSwitches,
  type SheetContext,
} from './sheet-context';
export { followStorefrontLanguage } from './storefront-language';
