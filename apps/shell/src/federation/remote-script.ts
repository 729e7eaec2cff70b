import { CHECKED_CROSS_ORIGIN, integrityFromLookup } from './integrity';

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | undefined;

/**
 * Under the production CSP's Trusted Types a script's `src` takes only a TrustedScriptURL: a
 * remote's scripts that the shell adds (its entries, its first route's chunks) get theirs from the
 * `sheet-federation` policy, which takes web addresses only (never `javascript:` or `data:`).
 * Without Trusted Types the address is set as it is.
 */
export function remoteScript(url: string): HTMLScriptElement {
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

/**
 * Runs one of the first remote's scripts as soon as its manifest is in (`startFirstRouteFiles`),
 * with the element the runtime would make, so that when the router asks the runtime for the remote
 * or one of its chunks, the runtime finds it there already, or its script on the way (it waits for
 * a script of the same address). Not a preload: the entry's name has no hash, and a preload
 * finished before the runtime's script is not always the one that script gets (the browser then
 * asks the server again: one more round trip before the first screen, seen once the shell's entry
 * came first, ADR 0006); and a preloaded chunk still waited for React to arrive before it was even
 * asked for, then for its own load event. The element goes once it has run or failed, so a later
 * attempt of the runtime's asks afresh.
 */
export function runScriptEarly(url: string, doc: Document = document): void {
  const script = remoteScript(url);
  const done = () => script.remove();
  script.addEventListener('load', done);
  script.addEventListener('error', done);
  doc.head.append(script);
}
