import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, startI18n } from '@sheet/i18n';
import {
  defineRemoteRoutes,
  isRemoteRoutes,
  toRouteObjects,
  useHoldPrefetchUntil,
  type RemoteRoute,
} from './index';
import { RouteErrorScreen } from './RouteErrorScreen';
import { registerSheetRuntimeStrings, SHEET_RUNTIME_NAMESPACE } from './strings';

const screenModule = (title: string) => ({ default: () => <h1>{title}</h1> });

function flow(routes: RemoteRoute[]) {
  return defineRemoteRoutes({
    remote: 'flow_remote',
    namespace: 'flow',
    loadMessages: async () => ({ default: { greeting: 'Hello' } }),
    routes,
  });
}

function renderAt(path: string, routes: RemoteRoute[]) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <p>Loading</p>,
        children: toRouteObjects(flow(routes)),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

beforeAll(async () => {
  registerSheetRuntimeStrings();
  await startI18n('en-us', [SHEET_RUNTIME_NAMESPACE]);
});

describe('defineRemoteRoutes', () => {
  const load = async () => screenModule('x');
  it('refuses absolute paths, duplicates and prefetches of unknown routes', () => {
    expect(() => flow([{ path: '/terms', pageId: 'T', loadScreen: load }])).toThrow(
      'relative to the base path',
    );
    expect(() =>
      flow([
        { path: 'terms', pageId: 'T', loadScreen: load },
        { path: 'terms', pageId: 'T', loadScreen: load },
      ]),
    ).toThrow('defined twice');
    expect(() => flow([{ path: 'a', pageId: 'A', loadScreen: load, prefetch: ['b'] }])).toThrow(
      'prefetches unknown route "b"',
    );
  });

  it('isRemoteRoutes tells a route table from anything else', () => {
    expect(isRemoteRoutes(flow([{ path: 'a', pageId: 'A', loadScreen: load }]))).toBe(true);
    expect(isRemoteRoutes({ routes: 'nope' })).toBe(false);
    expect(isRemoteRoutes(null)).toBe(false);
  });
});

describe('toRouteObjects', () => {
  it('renders a screen once its chunk and strings loaded, and records its page id', async () => {
    const router = renderAt('/a', [
      { path: 'a', pageId: 'Credentials', loadScreen: async () => screenModule('Screen A') },
    ]);
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.handle).toEqual({
      pageId: 'Credentials',
      remote: 'flow_remote',
    });
    expect(i18n.t('greeting', { ns: 'flow' })).toBe('Hello');
  });

  it('prefetches the screens a route names once it shows', async () => {
    const loadB = jest.fn(async () => screenModule('Screen B'));
    renderAt('/a', [
      { path: 'a', pageId: 'A', loadScreen: async () => screenModule('Screen A'), prefetch: ['b'] },
      { path: 'b', pageId: 'B', loadScreen: loadB },
    ]);
    await screen.findByRole('heading', { name: 'Screen A' });
    await waitFor(() => expect(loadB).toHaveBeenCalledTimes(1));
  });

  it('holds the prefetch of a screen that loads its own data until it is ready', async () => {
    const loadB = jest.fn(async () => screenModule('Screen B'));
    function ScreenLoadingItsData() {
      const [ready, setReady] = useState(false);
      useHoldPrefetchUntil(ready);
      return <button onClick={() => setReady(true)}>{ready ? 'Form' : 'Load form'}</button>;
    }
    renderAt('/a', [
      {
        path: 'a',
        pageId: 'A',
        loadScreen: async () => ({ default: ScreenLoadingItsData }),
        prefetch: ['b'],
      },
      { path: 'b', pageId: 'B', loadScreen: loadB },
    ]);
    const button = await screen.findByRole('button', { name: 'Load form' });
    // Longer than the idle prefetch would take without the hold.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(loadB).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(loadB).toHaveBeenCalledTimes(1));
  });

  it('shows a localised error with Retry when a chunk fails, and Retry loads it again', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed'), {
      name: 'ChunkLoadError',
    });
    const loadScreen = jest
      .fn()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValue(screenModule('Screen A'));
    renderAt('/a', [{ path: 'a', pageId: 'A', loadScreen }]);
    expect(
      await screen.findByRole('heading', { name: 'This Page Didn’t Load' }),
    ).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try Again' });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
    expect(loadScreen).toHaveBeenCalledTimes(2);
  });
});
