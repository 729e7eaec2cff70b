import {
  useSheetContext,
  type createSheetRouter,
  type LaunchParams,
  type RouteHandle,
} from '@sheet/sheet-runtime';
import { activeExperiments, clientOf } from '@sheet/services';
import type { MetricsRecorder } from './metrics-recorder';

type SheetRouter = ReturnType<typeof createSheetRouter>;

/**
 * Records a page view each time a screen with a page id is shown (spec §2), with its path but
 * never its query: queries may carry tokens. A view waits until the experiment configuration is
 * in or given up on (`experimentsSettled`, at most its time-out), so it names the variants the
 * screen shows.
 */
export function recordPageViews(
  router: SheetRouter,
  metrics: MetricsRecorder,
  launch: LaunchParams,
  experimentsSettled: Promise<unknown> = Promise.resolve(),
): () => void {
  let lastKey: string | undefined;
  const recordCurrent = () => {
    const { navigation, location, matches } = router.state;
    if (navigation.state !== 'idle' || location.key === lastKey) return;
    const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
    if (!handle?.pageId) return;
    lastKey = location.key;
    const client = clientOf(launch.device);
    const view = {
      eventType: 'page',
      page: handle.pageId,
      pagePath: location.pathname,
      remote: handle.remote,
      language: launch.language,
      storefront: launch.storefront,
      productContext: launch.productContext,
      clientVersion: client.version,
      clientPlatform: client.platform,
    };
    // Views queue on one promise, so they are recorded in the order they were shown.
    void experimentsSettled.then(() =>
      metrics.record({ ...view, experiments: activeVariants(view.pagePath, launch) }),
    );
  };
  recordCurrent();
  return router.subscribe(recordCurrent);
}

/** The experiments that apply to this page, as `id=variant` pairs (spec §6), for the page view. */
function activeVariants(path: string, launch: LaunchParams): string {
  return activeExperiments(useSheetContext.getState().experiments, {
    path,
    productContext: launch.productContext,
    storefront: launch.storefront,
  })
    .map((experiment) => `${experiment.id}=${experiment.variant}`)
    .join(',');
}
