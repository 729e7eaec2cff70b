import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/** Starts fetching remotes.json at once; keeps a success, forgets a failure so Retry fetches again. */
export function createManifestSource(url: string): () => Promise<RemoteManifest> {
  let current: Promise<RemoteManifest> | undefined;
  const fetchFresh = () => {
    current = fetchRemoteManifest(url, REMOTE_LOAD_TIMEOUT_MS);
    current.catch(() => {
      current = undefined;
    });
    return current;
  };
  fetchFresh();
  return () => current ?? fetchFresh();
}
