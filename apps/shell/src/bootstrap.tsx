import { setPseudoLanguage, setScreamers } from '@sheet/i18n';
import {
  applyPresentation,
  createSheetRouter,
  readLaunchParams,
  renderSheet,
} from '@sheet/sheet-runtime';
import { registerServiceStrings } from '@sheet/services';
import { registerUiKitStrings } from '@sheet/ui-kit';
import { connectSheet } from './duties/connect-sheet';
import type { FirstRouteStart } from './federation/early-calls';
import { createRouteDiscovery } from './federation/route-discovery';
import type { IntegrityRegistry } from './federation/integrity';
import type { RemoteFilesSource } from './federation/remote-files';
import type { RemoteManifest } from './federation/remote-manifest';
import type { SheetConfig } from './launch/sheet-config';
import { keepSheetOnDeviceWhenReady } from './service-worker/start-worker';
import { followSheetTitle, registerShellStrings, SHELL_NAMESPACES } from './strings';

export function startShell({
  getManifest,
  remoteFiles,
  config,
  integrity,
  firstRoute,
}: {
  getManifest: () => Promise<RemoteManifest>;
  remoteFiles: RemoteFilesSource;
  config: Promise<SheetConfig>;
  integrity: IntegrityRegistry;
  /** the first screen's calls and the answers the entry asked for early */
  firstRoute: FirstRouteStart;
}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const launch = readLaunchParams(new URL(window.location.href));
  applyPresentation(launch);
  setScreamers(launch.screamers);
  setPseudoLanguage(launch.pseudo);
  registerShellStrings();
  followSheetTitle();
  registerServiceStrings();
  registerUiKitStrings();
  // The router starts matching (and loading the first remote) while strings and services load.
  const router = createSheetRouter({
    patchRoutesOnNavigation: createRouteDiscovery({
      getManifest,
      remoteFiles,
      integrityMode: () => config.then((loaded) => loaded.integrity),
    }),
  });
  void keepSheetOnDeviceWhenReady(config, integrity, getManifest).catch(() => undefined);
  return renderSheet(container, router, {
    language: launch.language,
    namespaces: [...SHELL_NAMESPACES],
    ready: config.then((loaded) => connectSheet(router, launch, loaded, integrity, firstRoute)),
  });
}
