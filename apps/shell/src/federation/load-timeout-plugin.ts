import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHECKED_CROSS_ORIGIN, integrityFromLookup } from './integrity';
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
      return { script: remoteEntryScript(url), timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | undefined;

/**
 * Under the production CSP's Trusted Types a script's `src` takes only a TrustedScriptURL: the
 * remote entries get theirs from the `sheet-federation` policy, which takes web addresses only
 * (never `javascript:` or `data:`). Without Trusted Types the address is set as it is.
 */
function remoteEntryScript(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  const integrity = integrityFromLookup(url);
  if (integrity) {
    script.integrity = integrity;
    script.crossOrigin = CHECKED_CROSS_ORIGIN;
  }
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory) {
    policy ??= factory.createPolicy('sheet-federation', {
      createScriptURL(candidate) {
        const { protocol } = new URL(candidate, document.baseURI);
        if (protocol !== 'https:' && protocol !== 'http:') {
          throw new TypeError(`Not a web address for a script: ${protocol}`);
        }
        return candidate;
      },
    });
    (script as { src: unknown }).src = policy.createScriptURL(url);
  } else {
    script.src = url;
  }
  return script;
}
