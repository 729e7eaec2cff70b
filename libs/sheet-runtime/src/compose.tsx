import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ensureNamespace, registerNamespace, releaseFallbackStrings } from '@sheet/i18n';
import { preloadLaterServiceCalls } from '@sheet/services';
import { preloadCodeVerificationForm } from '@sheet/ui-kit';
import type { RemoteRoute, RemoteRoutes, RouteHandle } from './contract';
import { RouteErrorScreen } from './RouteErrorScreen';
import { loadedScreen, loadScreenOnce } from './screen-cache';
import { screenIsReady } from './screen-ready';
import { useSheetContext } from './sheet-context';
import { loadOrFail } from './with-timeout';

/** Turns a remote's routes into data-router routes: each loads its chunk and strings before it shows. */
export function toRouteObjects(remote: RemoteRoutes): RouteObject[] {
  registerNamespace(remote.namespace, remote.loadMessages);
  for (const strings of remote.libraryStrings ?? []) {
    registerNamespace(strings.namespace, strings.loadMessages);
  }
  const namespaces = [remote.namespace, ...(remote.libraryStrings ?? []).map((s) => s.namespace)];
  const byPath = new Map(remote.routes.map((route) => [route.path, route]));
  return remote.routes.map((route) => {
    const handle: RouteHandle = { pageId: route.pageId, remote: remote.remote };
    const prefetch = (route.prefetch ?? []).flatMap((path) => byPath.get(path) ?? []);
    return {
      id: `${remote.remote}:${route.path}`,
      path: route.path,
      handle,
      loader: async ({ request }) => {
        if (route.startData) {
          const search = new URL(request.url).searchParams;
          void whenServicesReady().then(() => route.startData?.(search));
        }
        await loadOrFail(`Screen ${route.path}`, () =>
          Promise.all([loadScreenOnce(route), ...namespaces.map((ns) => ensureNamespace(ns))]),
        );
        return null;
      },
      element: <RoutedScreen route={route} prefetch={prefetch} />,
      errorElement: <RouteErrorScreen />,
    };
  });
}

/** Settles once the shell (or a standalone remote) has put the sheet's services in place. */
function whenServicesReady(): Promise<void> {
  if (useSheetContext.getState().services) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSheetContext.subscribe((context) => {
      if (!context.services) return;
      stop();
      resolve();
    });
  });
}

function RoutedScreen({ route, prefetch }: { route: RemoteRoute; prefetch: RemoteRoute[] }) {
  const [holds, setHolds] = useState(0);
  const hold = useCallback(() => {
    setHolds((count) => count + 1);
    return () => setHolds((count) => count - 1);
  }, []);
  // A screen's effects run before this one's, so a hold taken on mount is in place in time.
  useEffect(() => (holds === 0 ? afterScreenIsReady(prefetch) : undefined), [prefetch, holds]);
  const Screen = loadedScreen(route);
  // The route's loader has resolved the screen before the router renders this element.
  if (!Screen) throw new Error(`Screen of "${route.path}" rendered before it loaded`);
  return (
    <PrefetchHold.Provider value={hold}>
      <Screen />
    </PrefetchHold.Provider>
  );
}

const PrefetchHold = createContext<(() => () => void) | undefined>(undefined);

/**
 * For a screen that loads its own data first: holds its route's prefetch until `ready`, so the
 * next screens' chunks do not compete with this screen's own calls on a slow network.
 */
export function useHoldPrefetchUntil(ready: boolean): void {
  const hold = useContext(PrefetchHold);
  useEffect(() => (hold && !ready ? hold() : undefined), [hold, ready]);
}

/**
 * Once the screen has what it needs (its data too) and the browser is idle: the chunks of likely
 * next screens, the fallback languages' strings, and the shared libraries' parts no first screen
 * uses (the later steps' service calls, the code boxes). Failures here are harmless.
 */
function afterScreenIsReady(routes: RemoteRoute[]): () => void {
  const run = () => {
    screenIsReady();
    releaseFallbackStrings();
    preloadLaterServiceCalls();
    preloadCodeVerificationForm();
    routes.forEach((route) => void loadScreenOnce(route).catch(() => undefined));
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
