import type { createSheetRouter, LaunchParams, RouteHandle } from '@sheet/routing';
import type { MetricsRecorder } from './metrics-recorder';

type SheetRouter = ReturnType<typeof createSheetRouter>;

/**
 * Records a page view each time a screen with a page id is shown (spec §2), with its path but
 * never its query: queries may carry tokens.
 */
export function recordPageViews(
  router: SheetRouter,
  metrics: MetricsRecorder,
  launch: LaunchParams,
): () => void {
  let lastKey: string | undefined;
  const recordCurrent = () => {
    const { navigation, location, matches } = router.state;
    if (navigation.state !== 'idle' || location.key === lastKey) return;
    const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
    if (!handle?.pageId) return;
    lastKey = location.key;
    metrics.record({
      eventType: 'page',
      page: handle.pageId,
      pagePath: location.pathname,
      remote: handle.remote,
      language: launch.language,
      storefront: launch.storefront,
      productContext: launch.productContext,
    });
  };
  recordCurrent();
  return router.subscribe(recordCurrent);
}
