import { useSheetContext, type createSheetRouter, type LaunchParams } from '@sheet/sheet-runtime';
import type { MetricsEvent } from '@sheet/services';
import type { MetricsRecorder } from './metrics-recorder';
import { recordPageViews } from './page-views';

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

const SUBTITLE = {
  id: 'personal-subtitle',
  routes: ['/account/create/personal'],
  products: ['music'],
  storefronts: ['USA'],
  variant: 'short',
};

/** A router showing `pathname` (a page id'd screen); `show` moves it to another one. */
function fakeRouter(pathname: string, pageId: string) {
  let subscriber: () => void = () => undefined;
  const state = {
    navigation: { state: 'idle' },
    location: { key: 'first', pathname },
    matches: [{ route: { handle: { pageId, remote: 'create_account' } } }],
  };
  const router = {
    get state() {
      return state;
    },
    subscribe: (listener: () => void) => {
      subscriber = listener;
      return () => undefined;
    },
  } as unknown as ReturnType<typeof createSheetRouter>;
  const show = (key: string, path: string, id: string) => {
    state.location = { key, pathname: path };
    state.matches = [{ route: { handle: { pageId: id, remote: 'create_account' } } }];
    subscriber();
  };
  return { router, show };
}

function fakeMetrics() {
  const events: MetricsEvent[] = [];
  const metrics: MetricsRecorder = {
    enabled: true,
    record: (event) => void events.push(event),
    flush: async () => undefined,
    flushOnExit: () => undefined,
    beforeFlush: () => () => undefined,
    pending: () => events.length,
  };
  return { metrics, events };
}

beforeEach(() => useSheetContext.setState({ experiments: [] }));

describe('recordPageViews', () => {
  it('waits for the experiments, then names the variants the screen shows, in order', async () => {
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const { router, show } = fakeRouter('/account/create/personal', 'Credentials');
    const { metrics, events } = fakeMetrics();
    recordPageViews(router, metrics, LAUNCH, settled);
    show('second', '/account/create/verify-email', 'VerificationCode');
    await Promise.resolve();
    expect(events).toEqual([]);

    useSheetContext.setState({ experiments: [SUBTITLE] });
    settle();
    await settled;
    await Promise.resolve();
    expect(events.map((event) => [event.page, event.experiments])).toEqual([
      ['Credentials', 'personal-subtitle=short'],
      ['VerificationCode', ''],
    ]);
    expect(events[0]).toMatchObject({
      pagePath: '/account/create/personal',
      clientVersion: '2534.14.0',
      clientPlatform: 'android-tv',
    });
  });

  it('records with no variant when the configuration never came', async () => {
    const { router } = fakeRouter('/account/create/personal', 'Credentials');
    const { metrics, events } = fakeMetrics();
    recordPageViews(router, metrics, LAUNCH, Promise.resolve([]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([expect.objectContaining({ page: 'Credentials', experiments: '' })]);
  });

  it('records the opening screen first when the person has moved on since it was ready', async () => {
    const { router, show } = fakeRouter('/account/create/personal', 'Credentials');
    const opening = { ...router.state, location: { ...router.state.location } };
    show('second', '/account/create/verify-email', 'VerificationCode');
    const { metrics, events } = fakeMetrics();
    recordPageViews(router, metrics, LAUNCH, Promise.resolve([]), opening);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.map((event) => event.page)).toEqual(['Credentials', 'VerificationCode']);
  });
});
