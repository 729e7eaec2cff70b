import { createManifestSource } from './federation/manifest-source';

// remotes.json is fetched while the bootstrap chunk and the shared libraries load, not after.
const getManifest = createManifestSource('/remotes.json');

// The async boundary lets Module Federation agree on shared singletons before React starts.
void import('./bootstrap').then(({ startShell }) => startShell(getManifest));
