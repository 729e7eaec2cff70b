import type { createSheetRouter, LaunchParams } from '@sheet/sheet-runtime';
import { reportMetrics, type ServiceDeps } from '@sheet/services';
import type { IntegrityRegistry } from '../federation/integrity';
import type { SheetConfig } from '../launch/sheet-config';
import { createErrorReporter } from './error-reporting';
import { createMetricsRecorder } from './metrics-recorder';
import { recordPageViews } from './page-views';

/**
 * The shell's reports (spec §2): page views and their metrics, and errors. Nothing here is needed
 * to show a screen, so this module loads once the first screen is up, or at once when an error is
 * to be reported or the sheet closes first (connect-sheet.ts); the first page view is recorded
 * when it starts.
 */
export function startReporting({
  router,
  launch,
  services,
  config,
  integrity,
  experimentsSettled,
}: {
  router: ReturnType<typeof createSheetRouter>;
  launch: LaunchParams;
  services: ServiceDeps;
  config: SheetConfig;
  integrity: IntegrityRegistry;
  experimentsSettled: Promise<unknown>;
}) {
  const metrics = createMetricsRecorder({
    enabled: !launch.isAppPreload,
    send: (events) => reportMetrics(services, events),
  });
  recordPageViews(router, metrics, launch, experimentsSettled);
  const { report } = createErrorReporter(services, config.errorNoise, integrity.remoteOf);
  return { metrics, report };
}

export type Reporting = ReturnType<typeof startReporting>;
