import { REMOTE_NAMES, type RemoteName } from './remote-names';

/** remotes.json: remote name -> URL of its mf-manifest.json. Environments differ by this file only. */
export type RemoteManifest = Record<RemoteName, string>;

export class RemoteManifestError extends Error {
  override readonly name = 'RemoteManifestError';
}

export function parseRemoteManifest(value: unknown, baseUrl: string): RemoteManifest {
  if (typeof value !== 'object' || value === null) {
    throw new RemoteManifestError('remotes.json is not an object');
  }
  const entries = value as Record<string, unknown>;
  const manifest = {} as RemoteManifest;
  for (const remote of REMOTE_NAMES) {
    const url = entries[remote];
    if (typeof url !== 'string' || !url)
      throw new RemoteManifestError(`remotes.json has no URL for ${remote}`);
    manifest[remote] = new URL(url, baseUrl).href;
  }
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
