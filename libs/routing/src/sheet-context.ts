import { create } from 'zustand';
import type { HostBridge, SheetCloseResult } from '@sheet/bridge';
import type { Experiment, ServiceDeps } from '@sheet/services';
import type { LaunchParams } from './launch-params';

/**
 * What every flow may read about the sheet it runs in: the launch parameters, the host bridge,
 * the services and the experiments. The shell fills it in; remotes only read it.
 */
export type SheetContext = {
  launch: LaunchParams | undefined;
  bridge: HostBridge | undefined;
  services: ServiceDeps | undefined;
  experiments: readonly Experiment[];
  /** reports an error to the error sink (noise and secrets are filtered there) */
  reportError: (error: unknown) => void;
  /** closes the sheet once pending metrics are sent, telling the host how the flow ended */
  closeSheet: (result?: SheetCloseResult) => Promise<void>;
};

export const useSheetContext = create<SheetContext>(() => ({
  launch: undefined,
  bridge: undefined,
  services: undefined,
  experiments: [],
  reportError: () => undefined,
  closeSheet: async () => undefined,
}));
