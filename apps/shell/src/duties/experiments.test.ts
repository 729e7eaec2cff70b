import { useSheetContext } from '@sheet/sheet-runtime';
import type { ServiceDeps } from '@sheet/services';
import { EXPERIMENTS_TIMEOUT_MS, loadExperimentsInBackground } from './experiments';

const EXPERIMENT = {
  id: 'personal-subtitle',
  routes: ['/account/create/personal'],
  products: ['music'],
  storefronts: ['USA'],
  variant: 'short',
};

function services(answer: () => Promise<unknown>, asked: string[] = []): ServiceDeps {
  return {
    bag: {
      hosts: {
        default: 'https://svc.test',
        business: '',
        education: '',
        sharedBusiness: '',
        sharedEducation: '',
      },
      paths: { experimentConfig: '/experiments.json' },
    },
    transport: async (request) => {
      asked.push(request.url);
      return { httpStatus: 200, body: await answer() };
    },
  };
}

beforeEach(() => useSheetContext.setState({ experiments: [] }));

describe('loadExperimentsInBackground', () => {
  it('puts the configuration in the sheet’s context', async () => {
    await loadExperimentsInBackground(
      services(async () => ({ status: 0, experiments: [EXPERIMENT] })),
      { testMode: false },
    );
    expect(useSheetContext.getState().experiments).toEqual([EXPERIMENT]);
  });

  it('leaves every screen on the control when the configuration is too slow (500 ms)', async () => {
    jest.useFakeTimers();
    const never = () => new Promise(() => undefined);
    const loading = loadExperimentsInBackground(services(never), { testMode: false });
    jest.advanceTimersByTime(EXPERIMENTS_TIMEOUT_MS + 1);
    await expect(loading).resolves.toEqual([]);
    expect(useSheetContext.getState().experiments).toEqual([]);
    jest.useRealTimers();
  });

  it('waits up to 5000 ms in test mode (spec §9), where 500 ms would have given up', async () => {
    jest.useFakeTimers();
    const answerAt = (ms: number) => () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ status: 0, experiments: [EXPERIMENT] }), ms),
      );
    const testMode = loadExperimentsInBackground(services(answerAt(4000)), { testMode: true });
    const normal = loadExperimentsInBackground(services(answerAt(4000)), { testMode: false });
    await jest.advanceTimersByTimeAsync(4000);
    await expect(normal).resolves.toEqual([]);
    await expect(testMode).resolves.toEqual([EXPERIMENT]);
    const tooLate = loadExperimentsInBackground(services(answerAt(6000)), { testMode: true });
    await jest.advanceTimersByTimeAsync(5001);
    await expect(tooLate).resolves.toEqual([]);
    jest.useRealTimers();
  });

  it('fetches it from the environment’s own address when sheet-config names one (a CDN)', async () => {
    const asked: string[] = [];
    await loadExperimentsInBackground(
      services(async () => ({ status: 0, experiments: [EXPERIMENT] }), asked),
      { testMode: false, url: 'https://cdn.test/sheet/experiments.json' },
    );
    await loadExperimentsInBackground(
      services(async () => ({ status: 0, experiments: [] }), asked),
      { testMode: false },
    );
    expect(asked).toEqual([
      'https://cdn.test/sheet/experiments.json',
      'https://svc.test/experiments.json',
    ]);
  });
});
