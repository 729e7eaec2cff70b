import {
  createIntegrityRegistry,
  installIntegrityLookup,
  integrityFromLookup,
  NO_FILE_HAS_IT,
} from './integrity';

const ENTRY = 'https://cdn.test/terms/v2/remoteEntry.js';

describe('the integrity registry', () => {
  it('gives a recorded file its hash, under any query (a retry’s `?attempt=N`)', () => {
    const registry = createIntegrityRegistry();
    registry.record('terms_privacy', { [ENTRY]: 'sha384-entry' });
    expect(registry.integrityFor(`${ENTRY}?attempt=3`)).toBe('sha384-entry');
    expect(registry.known(ENTRY)).toBe('sha384-entry');
    expect(registry.remoteOf(ENTRY)).toBe('terms_privacy');
  });

  it('refuses a file it has no hash for, until the configuration turns checks off', () => {
    const registry = createIntegrityRegistry();
    const unlisted = 'https://cdn.test/terms/v2/unlisted.js';
    // Before the configuration is in, and in production: a hash no file has.
    expect(registry.integrityFor(unlisted)).toBe(NO_FILE_HAS_IT);
    registry.setMode('required');
    expect(registry.integrityFor(unlisted)).toBe(NO_FILE_HAS_IT);
    expect(registry.known(unlisted)).toBeUndefined();
    registry.setMode('off');
    expect(registry.integrityFor(unlisted)).toBeUndefined();
  });

  it('is what the remotes’ runtimes find under the build’s global name', () => {
    const registry = createIntegrityRegistry();
    registry.record('terms_privacy', { [ENTRY]: 'sha384-entry' });
    const scope = {};
    expect(integrityFromLookup(ENTRY, scope)).toBeUndefined();
    installIntegrityLookup(registry, scope);
    expect(Object.keys(scope)).toEqual([__SHEET_INTEGRITY_LOOKUP__]);
    expect(integrityFromLookup(ENTRY, scope)).toBe('sha384-entry');
  });
});
