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

function services(answer: () => Promise<unknown>): ServiceDeps {
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
    transport: async () => ({ httpStatus: 200, body: await answer() }),
  };
}

beforeEach(() => useSheetContext.setState({ experiments: [] }));

describe('loadExperimentsInBackground', () => {
  it('puts the configuration in the sheet’s context', async () => {
    await loadExperimentsInBackground(
      services(async () => ({ status: 0, experiments: [EXPERIMENT] })),
      false,
    );
    expect(useSheetContext.getState().experiments).toEqual([EXPERIMENT]);
  });

  it('leaves every screen on the control when the configuration is too slow (500 ms)', async () => {
    jest.useFakeTimers();
    const never = () => new Promise(() => undefined);
    const loading = loadExperimentsInBackground(services(never), false);
    jest.advanceTimersByTime(EXPERIMENTS_TIMEOUT_MS + 1);
    await expect(loading).resolves.toEqual([]);
    expect(useSheetContext.getState().experiments).toEqual([]);
    jest.useRealTimers();
  });
});
