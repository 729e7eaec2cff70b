import { useLocation } from 'react-router-dom';
import { activeExperiments } from '@sheet/services';
import { useSheetContext } from './sheet-context';

/**
 * The variant of experiment `id` for this screen, or undefined for the control: an experiment
 * applies only on its routes, products and storefronts (spec §6); until the configuration is in
 * (or when it never comes: it has 500 ms) every screen is the control.
 */
export function useExperimentVariant(id: string): string | undefined {
  const experiments = useSheetContext((context) => context.experiments);
  const launch = useSheetContext((context) => context.launch);
  const { pathname } = useLocation();
  if (!launch) return undefined;
  return activeExperiments(experiments, {
    path: pathname,
    productContext: launch.productContext,
    storefront: launch.storefront,
  }).find((experiment) => experiment.id === id)?.variant;
}
