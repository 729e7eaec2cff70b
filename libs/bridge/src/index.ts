export {
  BRIDGE_PROTOCOL_VERSION,
  type HostDialogButton,
  type HostRequestMessage,
  type HostRequestName,
  type HostRequests,
  type HostResponseMessage,
} from './contract';
export { BridgeCallError, BridgeTimeoutError, createPendingCalls } from './pending-calls';
