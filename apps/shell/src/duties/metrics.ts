import type { createSheetRouter, LaunchParams } from '@sheet/sheet-runtime';
import { reportMetrics, type ServiceDeps } from '@sheet/services';
import { createMetricsRecorder, type MetricsRecorder } from './metrics-recorder';
import { recordPageViews } from './page-views';
import { startVitalsWindows } from './vitals-windows';

type SheetRouter = ReturnType<typeof createSheetRouter>;

/**
 * Starts the metrics (loaded after the first screen: metrics-after-first-screen.ts): a recorder
 * that batches to the services' sink and sends what is queued when the page is hidden, the page
 * views, and the screens' web vitals (docs/benchmark.md, "Figures from the field") from the screen
 * the page opened on, whose page-load figures (TTFB, LCP) are its own.
 */
export function startMetrics({
  router,
  launch,
  services,
  experimentsSettled,
  opening,
  firstScreen,
}: {
  router: SheetRouter;
  launch: LaunchParams;
  services: ServiceDeps;
  experimentsSettled: Promise<unknown>;
  /** the router's state when the first screen got ready, if it has */
  opening: SheetRouter['state'] | undefined;
  firstScreen: Promise<SheetRouter['state']>;
}): MetricsRecorder {
  const metrics = createMetricsRecorder({
    enabled: true,
    send: (events) => reportMetrics(services, events),
  });
  window.addEventListener('pagehide', () => metrics.flushOnExit());
  recordPageViews(router, metrics, launch, experimentsSettled, opening);
  void firstScreen
    .then((state) => startVitalsWindows({ router, metrics, launch, opening: state }))
    // Figures are never worth an error the person could meet.
    .catch(() => undefined);
  return metrics;
}
