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
});
