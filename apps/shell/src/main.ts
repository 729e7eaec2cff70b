import { createManifestSource } from './federation/manifest-source';
import { REMOTE_LOAD_TIMEOUT_MS } from './federation/timing';
import { fetchSheetConfig } from './launch/sheet-config';

// remotes.json and the sheet's configuration are fetched while the bootstrap chunk and the shared
// libraries load, not after.
const getManifest = createManifestSource('/remotes.json');
const config = fetchSheetConfig('/sheet-config.json', REMOTE_LOAD_TIMEOUT_MS);

// The async boundary lets Module Federation agree on shared singletons before React starts.
void import('./bootstrap').then(({ startShell }) => startShell(getManifest, config));
