import { Global } from '@module-federation/runtime-core';
import provideRuntimeCorePlugin from './provide-runtime-core-plugin';

describe('provideRuntimeCorePlugin', () => {
  it('puts the runtime core names on the global, each one defined in this version', () => {
    provideRuntimeCorePlugin();
    const provided = (Global as Record<string, unknown>)._FEDERATION_RUNTIME_CORE;
    expect(typeof provided).toBe('object');
    const entries = Object.entries(provided as Record<string, unknown>);
    // A name the core renamed or dropped would be imported as undefined, and a remote would
    // only fail in the browser (e2e/routes.spec.ts loads every remote on it).
    expect(entries.length).toBeGreaterThanOrEqual(14);
    expect(entries.filter(([, value]) => value === undefined).map(([name]) => name)).toEqual([]);
  });

  it("puts the bundler runtime's functions on the global for the remotes' entries", () => {
    provideRuntimeCorePlugin();
    const provided = (Global as Record<string, unknown>)._FEDERATION_BUNDLER_RUNTIME as {
      bundlerRuntime: Record<string, unknown>;
      attachShareScopeMap: unknown;
    };
    // What a remote's entry calls (tools/webpack-config/shared/bundler-runtime-from-shell.mjs).
    for (const name of ['init', 'consumes', 'I', 'installInitialConsumes']) {
      expect(typeof provided.bundlerRuntime[name]).toBe('function');
    }
    expect(typeof provided.attachShareScopeMap).toBe('function');
  });
});
