import type { createSheetRouter, LaunchParams } from '@sheet/sheet-runtime';
import type { ServiceDeps } from '@sheet/services';
import { startMetrics } from './metrics';
import { startMetricsAfterFirstScreen } from './metrics-after-first-screen';

let mockFirstScreenReady: () => void = () => undefined;
const mockReady = new Promise<void>((resolve) => (mockFirstScreenReady = resolve));
jest.mock('@sheet/sheet-runtime', () => ({ firstScreenReady: () => mockReady }));
jest.mock('./metrics', () => ({ startMetrics: jest.fn(() => ({ enabled: true })) }));

const LAUNCH = { device: 'phone', storefront: 'USA' } as LaunchParams;
const SERVICES = {} as ServiceDeps;

function fakeRouter() {
  let state = { location: { key: 'first' } };
  const router = {
    get state() {
      return state;
    },
  } as unknown as ReturnType<typeof createSheetRouter>;
  return { router, show: (key: string) => (state = { location: { key } }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startMetricsAfterFirstScreen', () => {
  it('loads nothing before the first screen is ready; then starts from the screen showing then', async () => {
    const { router, show } = fakeRouter();
    const experimentsSettled = Promise.resolve([]);
    const started = startMetricsAfterFirstScreen({
      router,
      launch: LAUNCH,
      services: SERVICES,
      experimentsSettled,
    });
    await settle();
    expect(startMetrics).not.toHaveBeenCalled();

    show('ready');
    mockFirstScreenReady();
    await expect(started).resolves.toEqual({ enabled: true });
    show('later');
    const options = jest.mocked(startMetrics).mock.calls[0]?.[0];
    expect(options).toMatchObject({
      router,
      launch: LAUNCH,
      services: SERVICES,
      experimentsSettled,
    });
    // The opening screen is the one ready, not the one showing when the chunk arrived.
    expect(options?.opening).toEqual({ location: { key: 'ready' } });
    await expect(options?.firstScreen).resolves.toEqual({ location: { key: 'ready' } });
  });
});
