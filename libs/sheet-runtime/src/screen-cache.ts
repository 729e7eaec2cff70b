import type { ComponentType } from 'react';
import type { RemoteRoute, ScreenModule } from './contract';

const inFlight = new Map<RemoteRoute, Promise<ScreenModule>>();
const loaded = new Map<RemoteRoute, ComponentType>();

/**
 * Loads a screen's chunk once. A failure is not remembered, so Retry (or the next navigation)
 * asks webpack again, which fetches the chunk anew.
 */
export function loadScreenOnce(route: RemoteRoute): Promise<ScreenModule> {
  let pending = inFlight.get(route);
  if (!pending) {
    pending = route.loadScreen().then(
      (module) => {
        loaded.set(route, module.default);
        return module;
      },
      (error: unknown) => {
        inFlight.delete(route);
        throw error;
      },
    );
    inFlight.set(route, pending);
  }
  return pending;
}

export function loadedScreen(route: RemoteRoute): ComponentType | undefined {
  return loaded.get(route);
}
