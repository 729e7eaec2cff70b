import { REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * Where a remote's mf-manifest.json is, and (in production) the hash it must have: the root of
 * the chain of trust (docs/deploy.md, "Integrity"). A development pointer has no hash.
 */
type RemotePointer = { url: string; integrity?: string };

/** remotes.json: remote name -> its pointer. Environments differ by this file only. */
export type RemoteManifest = Record<RemoteName, RemotePointer>;

export class RemoteManifestError extends Error {
  override readonly name = 'RemoteManifestError';
}

// A malformed value would not be checked at all (the browser ignores it): it is refused here.
const SRI_HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** A line of remotes.json: `"<url>"` (development) or `{ "manifest": "<url>", "integrity": "sha384-…" }`. */
function parsePointer(remote: string, value: unknown, baseUrl: string): RemotePointer {
  const { manifest = value, integrity } = (
    typeof value === 'object' && value !== null ? value : {}
  ) as { manifest?: unknown; integrity?: unknown };
  if (typeof manifest !== 'string' || !manifest) {
    throw new RemoteManifestError(`remotes.json has no URL for ${remote}`);
  }
  if (typeof value === 'object' && !(typeof integrity === 'string' && SRI_HASH.test(integrity))) {
    throw new RemoteManifestError(`remotes.json has no valid integrity for ${remote}`);
  }
  return {
    url: new URL(manifest, baseUrl).href,
    ...(integrity ? { integrity } : {}),
  } as RemotePointer;
}

export function parseRemoteManifest(value: unknown, baseUrl: string): RemoteManifest {
  if (typeof value !== 'object' || value === null) {
    throw new RemoteManifestError('remotes.json is not an object');
  }
  const entries = value as Record<string, unknown>;
  const manifest = {} as RemoteManifest;
  for (const remote of REMOTE_NAMES)
    manifest[remote] = parsePointer(remote, entries[remote], baseUrl);
  return manifest;
}

/**
 * Fetches remotes.json: the page's head asked for it already; on a second open the HTTP cache
 * answers while it is refreshed for the next one (ADR 0004).
 */
export async function fetchRemoteManifest(url: string, timeoutMs: number): Promise<RemoteManifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new RemoteManifestError(`remotes.json answered ${response.status}`);
  return parseRemoteManifest(await response.json(), response.url || url);
}
