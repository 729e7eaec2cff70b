import type { createSheetRouter, LaunchParams } from '@sheet/sheet-runtime';
import type { MetricsRecorder } from './metrics-recorder';
import { recordScreenVitals } from './screen-vitals';
import { startVitalsWindows } from './vitals-windows';

let mockFirstScreenReady: () => void = () => undefined;
const mockReady = new Promise<void>((resolve) => (mockFirstScreenReady = resolve));
jest.mock('@sheet/sheet-runtime', () => ({ firstScreenReady: () => mockReady }));
jest.mock('./vitals-windows', () => ({ startVitalsWindows: jest.fn() }));

const LAUNCH = { device: 'phone', storefront: 'USA' } as LaunchParams;

function fakeRouter() {
  let state = { location: { key: 'first' } };
  const router = {
    get state() {
      return state;
    },
  } as unknown as ReturnType<typeof createSheetRouter>;
  return { router, show: (key: string) => (state = { location: { key } }) };
}

const metricsThat = (enabled: boolean) => ({ enabled }) as MetricsRecorder;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recordScreenVitals', () => {
  it('loads nothing before the first screen is ready; then starts with the screen showing', async () => {
    const { router, show } = fakeRouter();
    const metrics = metricsThat(true);
    recordScreenVitals(router, metrics, LAUNCH);
    await settle();
    expect(startVitalsWindows).not.toHaveBeenCalled();

    show('ready');
    mockFirstScreenReady();
    await settle();
    expect(startVitalsWindows).toHaveBeenCalledWith({
      router,
      metrics,
      launch: LAUNCH,
      opening: { location: { key: 'ready' } },
    });
  });

  it('loads nothing when no metrics are recorded (a preloaded sheet, no services)', async () => {
    jest.mocked(startVitalsWindows).mockClear();
    recordScreenVitals(fakeRouter().router, metricsThat(false), LAUNCH);
    mockFirstScreenReady();
    await settle();
    expect(startVitalsWindows).not.toHaveBeenCalled();
  });
});
