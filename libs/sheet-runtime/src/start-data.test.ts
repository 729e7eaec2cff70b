import type { LoaderFunctionArgs } from 'react-router-dom';
import { toRouteObjects, useSheetContext, type RemoteRoutes } from './index';

const services = { bag: { hosts: { default: '' }, paths: {} }, transport: jest.fn() };

function routesWith(startData: (search: URLSearchParams) => void): RemoteRoutes {
  return {
    remote: 'demo',
    namespace: 'demo-start-data',
    loadMessages: async () => ({}),
    routes: [
      {
        path: 'demo/first',
        pageId: 'Demo',
        loadScreen: () => new Promise(() => undefined),
        startData,
      },
    ],
  };
}

const runLoader = (route: ReturnType<typeof toRouteObjects>[number], url: string) =>
  void (route.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({
    request: new Request(url),
    params: {},
    context: undefined,
  } as unknown as LoaderFunctionArgs);

describe('a route’s startData', () => {
  afterEach(() => useSheetContext.setState({ services: undefined }));

  it('starts when the route matches, before its screen has loaded, once the sheet has services', async () => {
    const startData = jest.fn();
    const [route] = toRouteObjects(routesWith(startData));
    runLoader(route!, 'http://sheet.test/demo/first?context=cipCarrier');
    await Promise.resolve();
    expect(startData).not.toHaveBeenCalled();
    useSheetContext.setState({ services: services as never });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startData).toHaveBeenCalledTimes(1);
    expect(startData.mock.calls[0]?.[0].get('context')).toBe('cipCarrier');
  });
});
