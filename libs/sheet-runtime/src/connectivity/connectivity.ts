import { create } from 'zustand';

/**
 * Whether the device is online, from the browser's signal and the host's (the `connectivity`
 * event, or a host HTTP call that failed for want of network), and what the person was told.
 */
type Connectivity = {
  online: boolean;
  /** an action failed offline: the notice shows until the next action starts */
  notice: 'offline' | 'backOnline' | undefined;
};

export const useConnectivity = create<Connectivity>(() => ({
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  notice: undefined,
}));

/** The device's network came or went. Back online after a failed action, the person is told. */
export function setOnline(online: boolean): void {
  useConnectivity.setState(({ notice }) => ({
    online,
    notice: notice === undefined ? undefined : online ? 'backOnline' : 'offline',
  }));
}

/** An action failed (or would) because the device is offline: say so instead of a general error. */
export function showOffline(): void {
  useConnectivity.setState({ online: false, notice: 'offline' });
}

/** A new action starts: what the last one was told no longer applies. */
export function clearOfflineNotice(): void {
  if (useConnectivity.getState().notice !== undefined)
    useConnectivity.setState({ notice: undefined });
}
