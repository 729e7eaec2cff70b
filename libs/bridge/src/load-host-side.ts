/**
 * The host's end of the protocol (./host-side), for the host simulator and its tests. On demand:
 * the bridge is shared whole with every first screen, which never plays the host.
 */
export const loadHostSide = () => import(/* webpackChunkName: "bridge-host-side" */ './host-side');

export type HostSide = Awaited<ReturnType<typeof loadHostSide>>;
