import { getExperimentConfig, type Experiment, type ServiceDeps } from '@sheet/services';
import { useSheetContext, withTimeout } from '@sheet/sheet-runtime';

export const EXPERIMENTS_TIMEOUT_MS = 500;
const EXPERIMENTS_TIMEOUT_TEST_MS = 5000;

/**
 * Fetches the experiment configuration in the background (spec §9: 500 ms, 5000 ms in test mode),
 * from the environment's own address for it (`url`, sheet-config's `experimentsUrl`: a content
 * delivery host), else from the bag's. Nothing waits for it: a slow or failed fetch leaves the
 * sheet without experiments.
 */
export function loadExperimentsInBackground(
  services: ServiceDeps,
  { testMode, url }: { testMode: boolean; url?: string },
): Promise<readonly Experiment[]> {
  const timeoutMs = testMode ? EXPERIMENTS_TIMEOUT_TEST_MS : EXPERIMENTS_TIMEOUT_MS;
  return withTimeout(getExperimentConfig(services, url), timeoutMs, 'Experiment config').then(
    (experiments) => {
      useSheetContext.setState({ experiments });
      return experiments;
    },
    () => [],
  );
}
