/**
 * @sheet/bridge — the typed contract with the Android host and the adapters that carry it.
 *
 * `createBridge(options)` picks the adapter (Android → simulator iframe → plain browser, see
 * create-bridge.ts); each call resolves with a validated result or rejects with BridgeTimeoutError,
 * BridgeCallError (host said no: `cancelled`, `network`…), BridgeUnavailableError (no such service
 * with this host) or BridgeProtocolError (malformed reply). The wire protocol is in contract.ts.
 */
export {
  type AndroidHostObject,
  type AndroidSheetBridgeObject,
  type AnnouncedHostEvent,
  AUTHENTICATE_REASONS,
  type AuthenticateReason,
  BRIDGE_CHANNEL,
  BRIDGE_PROTOCOL_VERSION,
  type BridgeKind,
  CARRIER_STATUSES,
  type CarrierStatus,
  type BridgeOptions,
  DEFAULT_INTERACTIVE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  HOST_REQUEST_NAMES,
  type HostBridge,
  type HostDialogButton,
  type HostError,
  type HostEventMessage,
  type HostEventName,
  type HostEvents,
  type HostRequestMessage,
  type HostRequestName,
  type HostRequests,
  type NavigationButtons,
  type HostResponseMessage,
  type HostToSheetMessage,
  INTERACTIVE_REQUESTS,
  isAuthenticateReason,
  isCarrierStatus,
  isHostRequestName,
  isPrivacyConsentChoice,
  isSheetCloseResult,
  PRIVACY_CONSENT_CHOICES,
  type PrivacyConsentChoice,
  SHEET_CLOSE_RESULTS,
  type SheetCloseResult,
} from './contract';
export {
  BridgeCallError,
  BridgeProtocolError,
  BridgeTimeoutError,
  BridgeUnavailableError,
} from './errors';
export { askHostToSignIn, notifyHost } from './host-actions';
export { createPendingCalls } from './pending-calls';
export {
  checkResult,
  errorMessage,
  eventMessage,
  parseIncoming,
  parseRequestMessage,
  requestMessage,
  resultMessage,
} from './protocol';
export { createAndroidBridge } from './android';
export { createPostMessageBridge } from './post-message';
export {
  type BrowserBridge,
  createBrowserBridge,
  getRecordedHostEvents,
  type RecordedHostEvent,
} from './browser';
export { createBridge, detectBridgeKind } from './create-bridge';
export type { MessageBridge } from './message-bridge';
