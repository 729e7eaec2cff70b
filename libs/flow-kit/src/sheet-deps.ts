import type { HostBridge } from '@sheet/bridge';
import { missingDependenciesError, type ServiceDeps } from '@sheet/services';
import { useSheetContext, type LaunchParams } from '@sheet/sheet-runtime';

export type SheetDeps = {
  services: ServiceDeps;
  bridge: HostBridge | undefined;
  launch: LaunchParams | undefined;
};

/** The sheet's services for an action; without them nothing can be sent. */
export function sheetDeps(): SheetDeps {
  const { services, bridge, launch } = useSheetContext.getState();
  if (!services) throw missingDependenciesError(['services']);
  return { services, bridge, launch };
}
