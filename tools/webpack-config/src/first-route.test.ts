import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeChunkNames } = require('../first-route') as {
  routeChunkNames: (file: string) => { path: string; chunk: string }[];
};

const routesFile = (source: string) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'routes.ts');
  writeFileSync(file, source);
  return file;
};

describe('routeChunkNames', () => {
  it('pairs each route with the chunk its screen is loaded in, for every remote', () => {
    for (const remote of [
      'create-account',
      'carrier-linking',
      'channel-linking',
      'terms-privacy',
    ]) {
      const routes = routeChunkNames(
        path.resolve(__dirname, `../../../apps/${remote}/src/routes.ts`),
      );
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(route.chunk).toMatch(/^[a-z-]+$/);
    }
    expect(
      routeChunkNames(path.resolve(__dirname, '../../../apps/channel-linking/src/routes.ts'))[0],
    ).toEqual({ path: ':storefront/subscription/link', chunk: 'landing' });
  });

  it('fails the build for a route whose screen chunk has no name', () => {
    const file = routesFile(
      "routes: [{ path: 'a', loadScreen: () => import(/* webpackChunkName: \"a\" */ './a') },\n" +
        "{ path: 'b', loadScreen: () => import('./b') }]",
    );
    expect(() => routeChunkNames(file)).toThrow('route "b" names no screen chunk');
  });
});
