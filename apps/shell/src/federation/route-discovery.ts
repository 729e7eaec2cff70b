import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import {
  isRemoteRoutes,
  LoadError,
  loadOrFail,
  ROOT_ROUTE_ID,
  toRouteObjects,
  type RemoteRoutes,
} from '@sheet/sheet-runtime';
import { onceUntilFailure } from '@sheet/load-once';
import { pathUnderBase } from '@sheet/reference';
import type { IntegrityMode } from './integrity';
import { owningRemote } from './ownership';
import type { RemoteFilesSource } from './remote-files';
import type { RemoteName } from './remote-names';
import type { RemoteManifest } from './remote-manifest';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/**
 * Loads a remote the first time someone navigates into its part of the URL space, and mounts its
 * routes under the root route. A failure reaches the root error screen; Retry navigates again,
 * which comes back here and tries that remote afresh.
 */
export function createRouteDiscovery({
  getManifest,
  remoteFiles,
  integrityMode,
}: {
  getManifest: () => Promise<RemoteManifest>;
  remoteFiles: RemoteFilesSource;
  /** the configuration's: whether a remote without hashes is refused */
  integrityMode: () => Promise<IntegrityMode>;
}): PatchRoutesOnNavigationFunction {
  const mounted = new Set<RemoteName>();
  const registered = new Set<RemoteName>();
  const attempts = new Map<RemoteName, number>();

  async function load(remote: RemoteName, afterFailure: boolean): Promise<RemoteRoutes> {
    const pointers = await loadOrFail('remotes.json', getManifest, REMOTE_LOAD_TIMEOUT_MS);
    const what = `Remote ${remote}`;
    // Production runs no remote file it has no hash for (docs/deploy.md, "Integrity"); a file its
    // manifest gives none is refused by the browser (`integrity.ts`).
    if ((await integrityMode()) === 'required' && !pointers[remote].integrity) {
      throw new LoadError(what, { message: `${what}: remotes.json lists it without integrity` });
    }
    // The runtime is given the remote's entry script itself (its manifest is the shell's to read).
    const files = await loadOrFail(
      `${what} manifest`,
      () => remoteFiles(remote),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    if (!registered.has(remote) || afterFailure) {
      // After a failure: forget whatever the runtime kept of it (entry, container), and ask for
      // the entry under a new address, past a script that may still be hanging.
      attempts.set(remote, (attempts.get(remote) ?? 0) + (afterFailure ? 1 : 0));
      const attempt = attempts.get(remote) ?? 0;
      const entry = attempt > 0 ? `${files.entry}?attempt=${attempt}` : files.entry;
      registerRemotes([{ name: remote, entry }], { force: afterFailure });
      registered.add(remote);
    }
    const module = await loadOrFail(
      what,
      () => loadRemote<unknown>(`${remote}/routes`),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    const routes = (module as { default?: unknown } | null)?.default;
    if (!isRemoteRoutes(routes))
      throw new LoadError(what, { message: `${what}: ./routes is not a route table` });
    return routes;
  }

  const routesOf = onceUntilFailure(load);

  return async ({ path, patch }) => {
    // The router may give the address with its base path: ownership is by route path.
    const remote = owningRemote(pathUnderBase(new URL(path, 'http://sheet.invalid').pathname));
    if (!remote || mounted.has(remote)) return;
    const routes = await routesOf.get(remote);
    if (mounted.has(remote)) return;
    patch(ROOT_ROUTE_ID, toRouteObjects(routes));
    mounted.add(remote);
  };
}
