import type { ComponentType } from 'react';
import type { LibraryStrings, MessagesLoader } from '@sheet/i18n';
import { SHEET_BASE_PATH } from '@sheet/reference';

/** All routes hang under this fixed content path (spec section 2), set by the build. */
export const BASE_PATH = SHEET_BASE_PATH;

export type ScreenModule = { default: ComponentType };

export type RemoteRoute = {
  /** Path under the base path exactly as spec section 2 lists it, without the leading slash. */
  path: string;
  /** The page id page-view metrics record for this screen. */
  pageId: string;
  /** Loads the screen's own chunk: a screen costs nothing until it is needed. */
  loadScreen: () => Promise<ScreenModule>;
  /** Paths of sibling routes whose screens are fetched in the background once this one shows. */
  prefetch?: readonly string[];
  /**
   * Starts the screen's data as soon as the route matches (once the sheet has its services), in
   * parallel with the screen's code and strings; the screen finds it loading or loaded (ADR 0004).
   */
  startData?: (search: URLSearchParams) => void;
};

/** What a remote's `./routes` module default-exports: its routes and its strings. */
export type RemoteRoutes = {
  remote: string;
  /** The i18next namespace that holds this remote's strings. */
  namespace: string;
  loadMessages: MessagesLoader;
  /** strings of libraries whose screens the remote shows, loaded with the remote's own */
  libraryStrings?: readonly LibraryStrings[];
  routes: readonly RemoteRoute[];
};

export type RouteHandle = { pageId: string; remote: string };

/** Checks a remote's routes once, where they are defined, so a typo fails the remote's own tests. */
export function defineRemoteRoutes(definition: RemoteRoutes): RemoteRoutes {
  const paths = new Set<string>();
  for (const route of definition.routes) {
    if (route.path.startsWith('/'))
      throw new Error(`Route "${route.path}" must be relative to the base path`);
    if (paths.has(route.path)) throw new Error(`Route "${route.path}" is defined twice`);
    paths.add(route.path);
  }
  for (const route of definition.routes) {
    for (const target of route.prefetch ?? []) {
      if (!paths.has(target))
        throw new Error(`Route "${route.path}" prefetches unknown route "${target}"`);
    }
  }
  return definition;
}

/** Guards the shell against a remote whose module is not the contract (wrong build, wrong file). */
export function isRemoteRoutes(value: unknown): value is RemoteRoutes {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteRoutes>;
  return (
    typeof candidate.remote === 'string' &&
    typeof candidate.namespace === 'string' &&
    typeof candidate.loadMessages === 'function' &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every(
      (route) => typeof route?.path === 'string' && typeof route.loadScreen === 'function',
    )
  );
}
