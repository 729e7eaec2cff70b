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
 * screen shows. `opening`, the router's state when the first screen was ready, is recorded first:
 * the person may have moved on before this started.
 */
export function recordPageViews(
  router: SheetRouter,
  metrics: MetricsRecorder,
  launch: LaunchParams,
  experimentsSettled: Promise<unknown> = Promise.resolve(),
  opening?: SheetRouter['state'],
): () => void {
  let lastKey: string | undefined;
  const record = ({ navigation, location, matches }: SheetRouter['state']) => {
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
  if (opening) record(opening);
  record(router.state);
  return router.subscribe(() => record(router.state));
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
