import type { createSheetRouter, LaunchParams, RouteHandle } from '@sheet/sheet-runtime';
import { clientOf, type MetricsEvent } from '@sheet/services';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { MetricsRecorder } from './metrics-recorder';

type SheetRouter = ReturnType<typeof createSheetRouter>;
type RouterState = SheetRouter['state'];

/** A screen as its vitals event names it: the history entry it showed in, page id, path, remote. */
type Screen = { key: string; page: string; pagePath: string; remote: string };

/**
 * What was measured while one screen showed: from its showing to the next screen showing, the
 * page hiding or the sheet closing. A window that starts when the page comes back (`resumed`)
 * says only what happened in it.
 */
type ScreenWindow = {
  screen: Screen;
  /** the sum of the CLS deltas reported in the window */
  cls: number;
  /** the largest INP reported in the window */
  inp?: number;
  resumed: boolean;
  clsReported: boolean;
};

type Figures = { lcp?: number; inp?: number; cls?: number; ttfb?: number };
type PageOpenFigure = 'lcp' | 'ttfb';

/** The mark a trace (and the end-to-end test) sees when the figures start being taken. */
export const VITALS_OBSERVED_MARK = 'web-vitals-observed';

// The metrics sink refuses a report with a figure outside its bounds (the emulator's vitals.ts):
// such a figure is left out rather than losing the whole report.
const MAX_MS = 600_000;
const MAX_CLS = 100;

const inMs = (value: number) => (value >= 0 && value <= MAX_MS ? Math.round(value) : undefined);
const inScore = (value: number) =>
  value >= 0 && value <= MAX_CLS ? Math.round(value * 1000) / 1000 : undefined;

/** The screen `state` shows, when it has a page id (the screens page views name). */
function screenOf(state: RouterState): Screen | undefined {
  const handle = state.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.pageId) return undefined;
  // The path, never the query: queries may carry tokens.
  const { key, pathname } = state.location;
  return { key, page: handle.pageId, pagePath: pathname, remote: handle.remote };
}

/** Only what is there: an undefined field would still count as one of the event's fields. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * web-vitals measures a page load; the sheet is one page whose screens change in place. So one
 * subscription (every change reported) is shared out by screen: the page load's TTFB and LCP to
 * the screen the page opened on (`opening`), each screen's CLS as the sum of the deltas reported
 * while it showed (0 when none), its INP as the largest reported while it showed (none when no
 * interaction became the page's worst so far). One `vitals` event per screen, when it is left,
 * the page hides (the event is sent at once) or the sheet closes (the recorder's flush).
 */
export function startVitalsWindows({
  router,
  metrics,
  launch,
  opening,
}: {
  router: SheetRouter;
  metrics: MetricsRecorder;
  launch: LaunchParams;
  /** the router's state when the first screen was ready: the screen the page opened on */
  opening: RouterState;
}): () => void {
  const client = clientOf(launch.device);
  const about = {
    eventType: 'vitals',
    // A storefront the sink would refuse (not three capitals, from a hand-made URL) is left out.
    storefront: /^[A-Z]{3}$/.test(launch.storefront) ? launch.storefront : undefined,
    device: launch.device,
    clientVersion: client.version,
    clientPlatform: client.platform,
  };
  const openingScreen = screenOf(opening);
  const pageOpen: Partial<Record<PageOpenFigure, number>> = {};
  const pageOpenTaken = new Set<PageOpenFigure>();
  let current = windowFor(screenOf(router.state), false);
  let stopped = false;

  function windowFor(screen: Screen | undefined, resumed: boolean): ScreenWindow | undefined {
    return screen && { screen, cls: 0, resumed, clsReported: false };
  }

  /** TTFB and LCP not sent yet; each goes once (a later report of it is the same page load). */
  function takePageOpen(): Figures {
    const figures: Figures = {};
    for (const name of ['lcp', 'ttfb'] as const) {
      const value = pageOpen[name];
      if (value === undefined) continue;
      figures[name] = inMs(value);
      pageOpenTaken.add(name);
      delete pageOpen[name];
    }
    return figures;
  }

  function record(screen: Screen, figures: Figures): void {
    const numbers = definedOnly(figures);
    if (Object.keys(numbers).length === 0) return;
    const { page, pagePath, remote } = screen;
    const event: MetricsEvent = definedOnly({ ...about, page, pagePath, remote, ...numbers });
    metrics.record(event);
  }

  function closeWindow(): void {
    const ended = current;
    if (ended) {
      // A screen's first window always says its CLS; a resumed one only what happened in it.
      const figures: Figures = {
        cls: ended.clsReported || !ended.resumed ? inScore(ended.cls) : undefined,
        inp: ended.inp === undefined ? undefined : inMs(ended.inp),
        ...(ended.screen.key === openingScreen?.key ? takePageOpen() : {}),
      };
      record(ended.screen, figures);
    }
    // The page load's figures came after the screen it opened on was left (web-vitals loads
    // once that screen is ready, and a quick person may be gone by then): still its own.
    if (openingScreen) record(openingScreen, takePageOpen());
  }

  const onFigure = (metric: Metric) => {
    if (stopped) return;
    if (metric.name === 'TTFB' || metric.name === 'LCP') {
      const name = metric.name === 'TTFB' ? 'ttfb' : 'lcp';
      if (!pageOpenTaken.has(name)) pageOpen[name] = metric.value;
      return;
    }
    if (!current) return;
    if (metric.name === 'CLS') {
      current.cls += metric.delta;
      current.clsReported = true;
    }
    if (metric.name === 'INP') current.inp = Math.max(current.inp ?? 0, metric.value);
  };
  // Registered after the first screen: each observes buffered entries, so TTFB, LCP and the
  // layout shifts so far are still reported (INP only counts interactions from now on).
  const options = { reportAllChanges: true };
  onTTFB(onFigure, options);
  onLCP(onFigure, options);
  onCLS(onFigure, options);
  onINP(onFigure, options);
  performance.mark?.(VITALS_OBSERVED_MARK);

  const stopFollowing = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const next = screenOf(state);
    if (next?.key === current?.screen.key) return;
    closeWindow();
    current = windowFor(next, false);
  });
  // The sheet closing (closeSheet) or the page going away (pagehide) flushes the metrics: the
  // screen's window ends with it, and a new one starts in case the page comes back.
  const stopFlushing = metrics.beforeFlush(() => {
    closeWindow();
    current = windowFor(current?.screen, true);
  });
  // The page hidden may never show again (a WebView closed, an app swiped away): send now. On
  // the document, so web-vitals' own listeners (on the window, capturing) have reported first.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') metrics.flushOnExit();
  };
  document.addEventListener('visibilitychange', onVisibility);

  return () => {
    stopped = true;
    stopFollowing();
    stopFlushing();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
