// What a built remote's federation entry imports in place of `@module-federation/webpack-bundler-runtime`
// (ADR 0003): the shell's copy, which the shell's runtime plugin puts on the global before any
// remote entry can run (apps/shell/src/federation/provide-runtime-core-plugin.ts). Its functions keep
// no state of their own: each reads and writes the `__webpack_require__` it is given, and the entry
// copies this object's keys onto its container's own. Two parts stay the remote's:
// - `@module-federation/runtime`'s `init`, which finds the container's instance by this build's id
//   (with `getRemoteEntry`, the two names the bundler runtime reads of it);
// - `initContainerEntry`: a shell exposes nothing, so its build leaves that function out.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error('No federation runtime: remotes run only in the sheet shell');
}

export default {
  runtime: { init, getRemoteEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};
