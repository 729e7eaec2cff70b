import { createSheetRouter, renderSheet } from '@sheet/routing';
import { createRouteDiscovery } from './federation/route-discovery';
import type { RemoteManifest } from './federation/remote-manifest';

export function startShell(getManifest: () => Promise<RemoteManifest>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The router starts matching (and loading the first remote) while the frame's strings load.
  const router = createSheetRouter({ patchRoutesOnNavigation: createRouteDiscovery(getManifest) });
  return renderSheet(container, router);
}
