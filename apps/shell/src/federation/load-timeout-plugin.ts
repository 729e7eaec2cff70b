import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteScript } from './remote-script';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/**
 * Puts the sheet's time-out on what the federation runtime loads itself: the remote entry script
 * (default 20 s). A failed attempt is then forgotten by the runtime, so Retry really loads again.
 * (The runtime fetches no manifest: the shell reads them itself, `remote-files.ts`, and gives the
 * runtime each remote's entry script.) The entry carries the hash its checked manifest names
 * (`integrity.ts`): the browser runs it only when its bytes match.
 */
export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sheet-load-timeout',
    createScript({ url }) {
      return { script: remoteScript(url), timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
