// Kept free of shared modules: main.ts installs the lookup before sharing is set up.

/**
 * `required` (production): a remote file runs only with the hash its manifest names, and a remote
 * listed without one is refused. `off` (development servers): files run unchecked.
 */
export type IntegrityMode = 'required' | 'off';

/** A well-formed hash that no file has: where production knows no hash, the file is refused. */
export const NO_FILE_HAS_IT = `sha384-${'A'.repeat(64)}`;

/**
 * How a script or stylesheet with a hash is fetched: with CORS (`anonymous`), the only way its
 * bytes can be checked across origins. Its preload asks the same way, so the preload is used.
 */
export const CHECKED_CROSS_ORIGIN = 'anonymous';

/** The hashes a remote's manifest names, by absolute URL. */
export type FileHashes = Record<string, string>;

type IntegrityLookup = (url: string) => string | undefined;
type Scope = Record<string, IntegrityLookup | undefined>;

// A retry asks for an entry under `?attempt=N`: the same file, the same hash.
const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/**
 * The hashes of every remote file the sheet may run, from the remotes' checked manifests
 * (docs/deploy.md, "Integrity"). Asked by the federation loader for remote entries and by each
 * remote's own runtime for its chunks and stylesheets (tools/webpack-config/integrity.js).
 */
export function createIntegrityRegistry() {
  const files = new Map<string, { remote: string; integrity: string }>();
  // Unknown until the configuration is in: meanwhile an unknown file is refused (fail closed).
  let mode: IntegrityMode | undefined;
  const known = (url: string) => files.get(withoutQuery(url))?.integrity;
  return {
    record(remote: string, hashes: FileHashes): void {
      for (const [url, integrity] of Object.entries(hashes)) files.set(url, { remote, integrity });
    },
    setMode(value: IntegrityMode): void {
      mode = value;
    },
    /** The hash the manifest names for `url`, if any (preloads take only a known one). */
    known,
    /** The integrity to set on an element loading `url`: its hash, or one no file has. */
    integrityFor: (url: string): string | undefined =>
      known(url) ?? (mode === 'off' ? undefined : NO_FILE_HAS_IT),
    /** The remote a file belongs to, for error reports. */
    remoteOf: (url: string): string | undefined => files.get(withoutQuery(url))?.remote,
  };
}

export type IntegrityRegistry = ReturnType<typeof createIntegrityRegistry>;

/** Makes the registry the one the remotes' runtimes and the federation loader ask. */
export function installIntegrityLookup(registry: IntegrityRegistry, scope: object = self): void {
  (scope as Scope)[__SHEET_INTEGRITY_LOOKUP__] = registry.integrityFor;
}

/** The integrity to set on a script or stylesheet for `url`, from the installed lookup. */
export function integrityFromLookup(url: string, scope: object = self): string | undefined {
  return (scope as Scope)[__SHEET_INTEGRITY_LOOKUP__]?.(url);
}
