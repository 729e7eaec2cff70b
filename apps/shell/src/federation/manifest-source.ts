import { loadOnce } from '@sheet/load-once';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/** Starts fetching remotes.json at once; keeps a success, forgets a failure so Retry fetches again. */
export function createManifestSource(url: string): () => Promise<RemoteManifest> {
  const manifest = loadOnce(() => fetchRemoteManifest(url, REMOTE_LOAD_TIMEOUT_MS));
  // Asked for now; a failure here is the router's to report when it asks again.
  manifest.preload();
  return manifest.get;
}
