import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './timing';

/**
 * Puts the sheet's time-out on what the federation runtime loads itself: the remote entry script
 * (default 20 s) and the manifest fetch (no time-out at all). A failed attempt is then forgotten
 * by the runtime, so Retry really loads again.
 */
export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sheet-load-timeout',
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    async fetch(url: string, init: RequestInit) {
      const response = await globalThis.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
      });
      // A JSON error body would otherwise be taken for a broken manifest and cached for good.
      if (!response.ok) throw new Error(`Manifest answered ${response.status}`);
      return response;
    },
  };
}
