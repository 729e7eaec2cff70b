import { readLaunchParams } from './launch-params';
import { useSheetContext } from './sheet-context';
import { connectStandaloneServices } from './standalone-services';

const BAG = {
  status: 0,
  hosts: {
    default: 'http://127.0.0.1:4100',
    business: '',
    education: '',
    sharedBusiness: '',
    sharedEducation: '',
  },
  paths: { createAccountFields: '/account/create/fields' },
};

describe('connectStandaloneServices', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    useSheetContext.setState({ bridge: undefined, services: undefined });
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('calls nothing without ?bag=, and still gives the screens a bridge', async () => {
    const url = new URL('http://127.0.0.1:4201/account/create/personal');
    await connectStandaloneServices(readLaunchParams(url), url);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSheetContext.getState().bridge?.kind).toBe('browser');
    expect(useSheetContext.getState().services).toBeUndefined();
  });

  it('loads the bag named by ?bag= and connects the services to it', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(BAG), { headers: { 'Content-Type': 'application/json' } }),
    );
    const url = new URL(
      'http://127.0.0.1:4201/account/create/personal?bag=http://127.0.0.1:4100/bag.json',
    );
    await connectStandaloneServices(readLaunchParams(url), url);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:4100/bag.json');
    expect(useSheetContext.getState().services?.bag.paths).toEqual(BAG.paths);
  });

  it('opens without services when the bag cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const url = new URL('http://127.0.0.1:4201/?bag=http://127.0.0.1:9/bag.json');
    await expect(connectStandaloneServices(readLaunchParams(url), url)).resolves.toBeUndefined();
    expect(useSheetContext.getState().services).toBeUndefined();
  });
});
