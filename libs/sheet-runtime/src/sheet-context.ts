import { create } from 'zustand';
import type { HostBridge, SheetCloseResult } from '@sheet/bridge';
import type { Experiment, ServiceDeps } from '@sheet/services';
import type { LaunchParams } from './launch-params';

/**
 * The sheet's feature switches (spec §9), set per environment in its configuration. The spec names
 * them without saying what each changes: they are read and carried, and no flow acts on them yet
 * (docs/product.md §9, README).
 */
export type FeatureSwitches = {
  uninstalledAppCarrierLinkFlow: boolean;
  bundleInAppPurchase: boolean;
  credentialService: boolean;
};

export const DEFAULT_FEATURE_SWITCHES: FeatureSwitches = {
  uninstalledAppCarrierLinkFlow: false,
  bundleInAppPurchase: false,
  credentialService: false,
};

/**
 * What every flow may read about the sheet it runs in: the launch parameters, the host bridge,
 * the services and the experiments. The shell fills it in; remotes only read it.
 */
type SheetContext = {
  launch: LaunchParams | undefined;
  bridge: HostBridge | undefined;
  services: ServiceDeps | undefined;
  experiments: readonly Experiment[];
  features: FeatureSwitches;
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
  features: DEFAULT_FEATURE_SWITCHES,
  reportError: () => undefined,
  closeSheet: async () => undefined,
}));
