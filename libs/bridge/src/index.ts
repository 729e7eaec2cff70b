/**
 * @sheet/bridge — the typed contract with the Android host and the adapters that carry it.
 *
 * `createBridge(options)` picks the adapter (Android → simulator iframe → plain browser, see
 * create-bridge.ts); each call resolves with a validated result or rejects with BridgeTimeoutError,
 * BridgeCallError (host said no: `cancelled`, `network`…), BridgeUnavailableError (no such service
 * with this host) or BridgeProtocolError (malformed reply). The wire protocol is in contract.ts.
 */
export {
  AUTHENTICATE_REASONS,
  type AuthenticateReason,
  CARRIER_STATUSES,
  type CarrierStatus,
  CHECKPOINT_MAX_CHARS,
  CHECKPOINT_VERSION,
  type HostBridge,
  type HostDialogButton,
  type HostError,
  type HostEventName,
  type HostEvents,
  type HostRequestMessage,
  type HostRequestName,
  type NavigationButtons,
  isAuthenticateReason,
  isCarrierStatus,
  isPrivacyConsentChoice,
  isSheetCloseResult,
  PRIVACY_CONSENT_CHOICES,
  type PrivacyConsentChoice,
  type SheetCloseResult,
} from './contract';
export { keepCheckpoint, readKeptCheckpoint } from './checkpoint-storage';
export { BridgeCallError, BridgeTimeoutError, BridgeUnavailableError } from './errors';
export { askHostToSignIn, notifyHost } from './host-actions';
export { loadHostSide, type HostSide } from './load-host-side';
export { createBridge } from './create-bridge';
