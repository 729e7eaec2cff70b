import type { ComponentType } from 'react';
import { onceUntilFailure } from '@sheet/load-once';
import type { RemoteRoute, ScreenModule } from './contract';

/**
 * Each screen's chunk, loaded once. A failure is not remembered, so Retry (or the next navigation)
 * asks webpack again, which fetches the chunk anew.
 */
const screens = onceUntilFailure((route: RemoteRoute) => route.loadScreen());

export const loadScreenOnce = (route: RemoteRoute): Promise<ScreenModule> => screens.get(route);

export function loadedScreen(route: RemoteRoute): ComponentType | undefined {
  return screens.peek(route)?.default;
}
