// The adapters that carry the protocol to a host (Android, the simulator), with the protocol's
// checks and the pending calls: one chunk, which a plain browser never loads (create-bridge.ts).
export { createAndroidBridge } from './android';
export { createPostMessageBridge } from './post-message';
