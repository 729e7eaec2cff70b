import { pathUnderBase, readLaunchParams, SHEET_BASE_PATH } from '@sheet/reference';
import { createEarlyFetches, sendFirstCallsEarly } from './federation/early-calls';
import { createIntegrityRegistry, installIntegrityLookup } from './federation/integrity';
import { createManifestSource } from './federation/manifest-source';
import { owningRemote } from './federation/ownership';
import {
  createRemoteFilesSource,
  firstRouteCalls,
  preload,
  startFirstRouteFiles,
} from './federation/remote-files';
import { REMOTE_LOAD_TIMEOUT_MS } from './federation/timing';
import { fetchSheetConfig } from './launch/sheet-config';
import { startUp } from './launch/start-up';
import { warmLocaleData } from './launch/warm-locale-data';
import { preloadShellStrings } from './strings-preload';

// The page's head has asked for remotes.json, the configuration, the bag and every remote's
// manifest already (ADR 0004); these take those answers while the start-up chunks load.
const getManifest = createManifestSource(`${SHEET_BASE_PATH}remotes.json`);
// Every remote file is checked against its manifest's hash (docs/deploy.md, "Integrity"): the
// remotes' runtimes and the federation loader ask this registry, installed before any can ask.
const integrity = createIntegrityRegistry();
installIntegrityLookup(integrity);
const remoteFiles = createRemoteFilesSource(getManifest, integrity);
const config = fetchSheetConfig(`${SHEET_BASE_PATH}sheet-config.json`, REMOTE_LOAD_TIMEOUT_MS);
config.then(
  (loaded) => {
    integrity.setMode(loaded.integrity);
    if (loaded.integrity === 'off') {
      console.warn('Integrity checks are off (development): remote files run unchecked.');
    }
  },
  () => undefined,
);

// The first screen's remote: its entry runs, and its screen and strings are asked for, as soon as
// its manifest is in, not once the shell has started and the router has matched.
const firstPath = pathUnderBase(window.location.pathname);
const firstRemote = owningRemote(firstPath);
// The launch as the shell reads it (the same plain functions): its language names the strings.
const launch = readLaunchParams(new URL(window.location.href));
const { language } = launch;
const firstFiles = firstRemote ? remoteFiles(firstRemote) : Promise.reject(new Error('no remote'));
// The shell's strings (its libraries' too: one chunk per language) and a TV's own start-up chunks
// (its D-pad, which the page names without fetching) are asked for in the same moment as the
// first route's files: none of them can finish before another starts, so they are one wave,
// however fast this device runs the start-up code (ADR 0006).
const preloadShellFiles = () => {
  preloadShellStrings(language);
  if (launch.device !== 'tv') return;
  const named = document.querySelectorAll<HTMLLinkElement>('link[data-device="tv"]');
  preload(
    [...named].map((link) => link.href),
    () => undefined,
  );
};
firstFiles.then(
  (files) => {
    preloadShellFiles();
    startFirstRouteFiles(files, firstPath, language, integrity.known);
  },
  // The router loads it again and says what went wrong.
  preloadShellFiles,
);
// Its data calls go out as soon as the bag and its manifest are in, beside its files (ADR 0006).
const firstCalls = firstFiles.then((files) => firstRouteCalls(files, firstPath));
const earlyFetches = createEarlyFetches();
const sentEarly = sendFirstCallsEarly({ config, calls: firstCalls, launch, fetches: earlyFetches })
  // What did not go out early goes out with the services: the screen asks for it otherwise.
  .catch(() => 0);
const firstRoute = { calls: firstCalls, fetch: earlyFetches.fetch, sentEarly };
warmLocaleData(language);

// The async boundary lets Module Federation agree on shared singletons before React starts.
// A start that fails after its one reload shows the sheet's load error, from its own chunk.
void startUp(
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ({ startShell }) => void startShell({ getManifest, remoteFiles, config, integrity, firstRoute }),
  {
    giveUp: () =>
      void import(/* webpackChunkName: "start-failed" */ './launch/start-failed').then(
        ({ showStartFailed }) => showStartFailed(launch),
      ),
  },
);
