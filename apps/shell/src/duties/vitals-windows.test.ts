import type { createSheetRouter, LaunchParams } from '@sheet/sheet-runtime';
import type { MetricsEvent } from '@sheet/services';
import type { Metric } from 'web-vitals';
import type { MetricsRecorder } from './metrics-recorder';
import { startVitalsWindows, VITALS_OBSERVED_MARK } from './vitals-windows';

// web-vitals itself needs a browser's performance timeline: each report is played by the test.
const mockReporters = new Map<string, (metric: Metric) => void>();
const mockOptions: unknown[] = [];
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void, options: unknown) => {
    mockReporters.set(name, report);
    mockOptions.push(options);
  };
  return { onTTFB: on('TTFB'), onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP') };
});

/** web-vitals reporting `name` at `value` (`delta`: the change since its last report). */
function report(name: Metric['name'], value: number, delta = value): void {
  mockReporters.get(name)?.({ name, value, delta } as Metric);
}

const LAUNCH: LaunchParams = {
  language: 'en-us',
  storefront: 'USA',
  theme: 'light',
  device: 'tv',
  productContext: 'music',
  isAppPreload: false,
  screamers: false,
  pseudo: false,
};

const PERSONAL = { key: 'first', path: '/account/create/personal', page: 'Credentials' };
const CODE = { key: 'second', path: '/account/create/verify-email', page: 'VerificationCode' };

type Shown = { key: string; path: string; page?: string };

/** A data router's state showing `shown` (a page id'd screen unless `page` is left out). */
function stateOf(shown: Shown, navigation = 'idle') {
  return {
    navigation: { state: navigation },
    location: { key: shown.key, pathname: shown.path, search: '?token=Sheet4Good' },
    matches: [
      { route: { handle: shown.page && { pageId: shown.page, remote: 'create_account' } } },
    ],
  };
}

function fakeRouter(first: Shown) {
  let state = stateOf(first);
  let listener: (next: typeof state) => void = () => undefined;
  const router = {
    get state() {
      return state;
    },
    subscribe: (next: typeof listener) => {
      listener = next;
      return () => (listener = () => undefined);
    },
  } as unknown as ReturnType<typeof createSheetRouter>;
  const show = (shown: Shown, navigation = 'idle') => {
    state = stateOf(shown, navigation);
    listener(state);
  };
  return { router, show, opening: () => router.state };
}

/** A recorder that keeps what it records; its flushes run the tasks as the real one does. */
function fakeMetrics() {
  const events: MetricsEvent[] = [];
  const tasks = new Set<() => void>();
  const runTasks = () => tasks.forEach((task) => task());
  const metrics: MetricsRecorder = {
    enabled: true,
    record: (event) => void events.push(event),
    flush: async () => runTasks(),
    flushOnExit: jest.fn(runTasks),
    beforeFlush: (task) => {
      tasks.add(task);
      return () => void tasks.delete(task);
    },
    pending: () => events.length,
  };
  return { metrics, events };
}

const ABOUT_THE_SHEET = {
  eventType: 'vitals',
  storefront: 'USA',
  device: 'tv',
  clientVersion: '2534.14.0',
  clientPlatform: 'android-tv',
};

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function start(first: Shown = PERSONAL, launch: LaunchParams = LAUNCH) {
  const { router, show, opening } = fakeRouter(first);
  const { metrics, events } = fakeMetrics();
  const stop = startVitalsWindows({ router, metrics, launch, opening: opening() });
  return { show, metrics, events, stop };
}

let stopLast: () => void = () => undefined;
afterEach(() => {
  stopLast();
  mockReporters.clear();
  mockOptions.length = 0;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('startVitalsWindows', () => {
  it('subscribes once to every change of the four vitals, and marks when it did', () => {
    // jsdom has no performance marks.
    const marked = jest.fn();
    Object.defineProperty(performance, 'mark', { value: marked, configurable: true });
    stopLast = start().stop;
    expect([...mockReporters.keys()].sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
    expect(mockOptions).toEqual(Array(4).fill({ reportAllChanges: true }));
    expect(marked).toHaveBeenCalledWith(VITALS_OBSERVED_MARK);
  });

  it('gives the opening screen the page load (TTFB, LCP) and its own CLS and INP, when left', () => {
    const { show, events, stop } = start();
    stopLast = stop;
    report('TTFB', 95.4);
    report('LCP', 500);
    report('LCP', 812.6, 312.6);
    report('CLS', 0, 0);
    report('CLS', 0.0123);
    report('INP', 48);
    expect(events).toEqual([]);

    show(CODE, 'loading');
    expect(events).toEqual([]);
    show(CODE);
    expect(events).toEqual([
      {
        ...ABOUT_THE_SHEET,
        page: 'Credentials',
        pagePath: '/account/create/personal',
        remote: 'create_account',
        lcp: 813,
        ttfb: 95,
        cls: 0.012,
        inp: 48,
      },
    ]);
  });

  it('a later screen: the sum of its CLS deltas, its largest INP, nothing of the page load', async () => {
    const { show, metrics, events, stop } = start();
    stopLast = stop;
    report('TTFB', 95);
    show(CODE);
    report('CLS', 0.05);
    report('CLS', 0.07, 0.02);
    report('INP', 120);
    report('INP', 80);
    await metrics.flush(); // the sheet closes
    expect(events[1]).toEqual({
      ...ABOUT_THE_SHEET,
      page: 'VerificationCode',
      pagePath: '/account/create/verify-email',
      remote: 'create_account',
      cls: 0.07,
      inp: 120,
    });
  });

  it('a screen where nothing was reported: CLS 0, no INP; the event carries no value typed', () => {
    const { show, events, stop } = start();
    stopLast = stop;
    show(CODE);
    show({ key: 'third', path: '/account/create/personal', page: 'Credentials' });
    expect(events.map((event) => [event.page, event.cls, event.inp])).toEqual([
      ['Credentials', 0, undefined],
      ['VerificationCode', 0, undefined],
    ]);
    const fields = new Set(events.flatMap((event) => Object.keys(event)));
    expect([...fields].sort()).toEqual(
      [...Object.keys(ABOUT_THE_SHEET), 'page', 'pagePath', 'remote', 'cls'].sort(),
    );
    expect(JSON.stringify(events)).not.toContain('Sheet4Good');
  });

  it('the page hidden sends the screen at once; back again, only what happens after is sent', () => {
    const { show, metrics, events, stop } = start();
    stopLast = stop;
    report('CLS', 0.2);
    setVisibility('hidden');
    expect(metrics.flushOnExit).toHaveBeenCalledTimes(1);
    expect(events).toEqual([expect.objectContaining({ page: 'Credentials', cls: 0.2 })]);

    setVisibility('visible');
    show(CODE);
    expect(events).toHaveLength(1);
    report('INP', 200);
    show(PERSONAL);
    expect(events[1]).toEqual(
      expect.objectContaining({ page: 'VerificationCode', cls: 0, inp: 200 }),
    );
  });

  it('a window resumed after the page came back says only what was reported in it', () => {
    const { metrics, events, stop } = start();
    stopLast = stop;
    setVisibility('hidden');
    setVisibility('visible');
    report('INP', 64);
    metrics.flushOnExit();
    expect(events.map((event) => [event.cls, event.inp])).toEqual([
      [0, undefined],
      [undefined, 64],
    ]);
  });

  it('the page load reported after its screen was left still goes to that screen, once', () => {
    const { router, show, opening } = fakeRouter(PERSONAL);
    const { metrics, events } = fakeMetrics();
    const openedOn = opening();
    show(CODE); // a quick person: gone before web-vitals was in
    stopLast = startVitalsWindows({ router, metrics, launch: LAUNCH, opening: openedOn });
    report('TTFB', 90);
    report('LCP', 640);
    show(PERSONAL);
    report('LCP', 700, 60);
    show(CODE);
    expect(events.map(({ page, cls, lcp, ttfb }) => ({ page, cls, lcp, ttfb }))).toEqual([
      { page: 'VerificationCode', cls: 0, lcp: undefined, ttfb: undefined },
      { page: 'Credentials', cls: undefined, lcp: 640, ttfb: 90 },
      { page: 'Credentials', cls: 0, lcp: undefined, ttfb: undefined },
    ]);
  });

  it('leaves out a figure the sink would refuse, and a storefront it would', () => {
    const { show, events, stop } = start(PERSONAL, { ...LAUNCH, storefront: 'NOT A CC' });
    stopLast = stop;
    report('LCP', 700_000);
    report('TTFB', -1);
    show(CODE);
    expect(events[0]).not.toHaveProperty('lcp');
    expect(events[0]).not.toHaveProperty('ttfb');
    expect(events[0]).not.toHaveProperty('storefront');
    expect(events[0]).toHaveProperty('cls', 0);
  });

  it('a screen without a page id gets no event, nor its figures', () => {
    const { show, events, stop } = start({ key: 'odd', path: '/nowhere' });
    stopLast = stop;
    report('CLS', 0.3);
    show(CODE);
    show(PERSONAL);
    expect(events).toEqual([expect.objectContaining({ page: 'VerificationCode', cls: 0 })]);
  });

  it('stopped, it records nothing more', () => {
    const { show, metrics, events, stop } = start();
    stop();
    report('CLS', 0.3);
    show(CODE);
    setVisibility('hidden');
    expect(events).toEqual([]);
    expect(metrics.flushOnExit).not.toHaveBeenCalled();
  });
});
