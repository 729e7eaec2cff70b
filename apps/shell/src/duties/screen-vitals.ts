import { firstScreenReady, type createSheetRouter, type LaunchParams } from '@sheet/sheet-runtime';
import type { MetricsRecorder } from './metrics-recorder';

/**
 * The screens' web vitals from the field (docs/benchmark.md, "Figures from the field"): once the
 * first screen is ready, loads `web-vitals` and the bookkeeping that gives each screen its figures
 * (vitals-windows.ts) as one chunk, so the first route does not carry them. The screen showing then
 * is the one the page opened on: the page load's figures (TTFB, LCP) are its own. Nothing loads
 * when no metrics are recorded (the host preloading the sheet, no services).
 */
export function recordScreenVitals(
  router: ReturnType<typeof createSheetRouter>,
  metrics: MetricsRecorder,
  launch: LaunchParams,
): void {
  if (!metrics.enabled) return;
  void firstScreenReady()
    .then(async () => {
      const opening = router.state;
      const { startVitalsWindows } = await import(
        /* webpackChunkName: "web-vitals" */ './vitals-windows'
      );
      startVitalsWindows({ router, metrics, launch, opening });
    })
    // Figures are never worth an error the person could meet: a chunk that fails is left.
    .catch(() => undefined);
}
