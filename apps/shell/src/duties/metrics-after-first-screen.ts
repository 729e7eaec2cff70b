import { firstScreenReady, type createSheetRouter, type LaunchParams } from '@sheet/sheet-runtime';
import type { ServiceDeps } from '@sheet/services';
import type { MetricsRecorder } from './metrics-recorder';

type SheetRouter = ReturnType<typeof createSheetRouter>;

/** How long the metrics wait for the first screen at most (one that never gets ready holds none). */
const METRICS_HOLD_MS = 3000;

/**
 * The sheet's metrics (spec §9: page views, and each screen's web vitals from the field), started
 * once the first screen is ready: their code (the recorder, the page views, `web-vitals`) loads as
 * one chunk then, so the first route does not carry it, and their reports never compete with the
 * first screen's requests (ADR 0006). The first screen's router state is taken when it gets ready,
 * so its page view and its page-load figures are its own whenever the chunk arrives.
 */
export async function startMetricsAfterFirstScreen(options: {
  router: SheetRouter;
  launch: LaunchParams;
  services: ServiceDeps;
  /** page views wait for it: they name the experiments' variants */
  experimentsSettled: Promise<unknown>;
}): Promise<MetricsRecorder> {
  let opening: SheetRouter['state'] | undefined;
  const firstScreen = firstScreenReady().then(() => (opening = options.router.state));
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, METRICS_HOLD_MS))]);
  const { startMetrics } = await import(/* webpackChunkName: "shell-metrics" */ './metrics');
  return startMetrics({ ...options, opening, firstScreen });
}
