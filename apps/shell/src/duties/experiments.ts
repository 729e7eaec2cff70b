import { getExperimentConfig, type Experiment, type ServiceDeps } from '@sheet/services';
import { useSheetContext, withTimeout } from '@sheet/sheet-runtime';

export const EXPERIMENTS_TIMEOUT_MS = 500;
const EXPERIMENTS_TIMEOUT_TEST_MS = 5000;

/**
 * Fetches the experiment configuration in the background (spec §9: 500 ms, 5000 ms in test mode).
 * Nothing waits for it: a slow or failed fetch leaves the sheet without experiments.
 */
export function loadExperimentsInBackground(
  services: ServiceDeps,
  testMode: boolean,
): Promise<readonly Experiment[]> {
  const timeoutMs = testMode ? EXPERIMENTS_TIMEOUT_TEST_MS : EXPERIMENTS_TIMEOUT_MS;
  return withTimeout(getExperimentConfig(services), timeoutMs, 'Experiment config').then(
    (experiments) => {
      useSheetContext.setState({ experiments });
      return experiments;
    },
    () => [],
  );
}
