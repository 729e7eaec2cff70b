import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  Global,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/**
 * The names a remote built with `experiments.externalRuntime` reads from the shell's runtime core
 * (ADR 0003). Named one by one, as imported: a namespace import would keep the whole core.
 */
const providedRuntimeCore = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * The bundler runtime's functions, which a built remote's entry takes instead of a copy of its own
 * (tools/webpack-config/shared/bundler-runtime-from-shell.mjs): they keep no state, each works on
 * the container's `__webpack_require__` it is given.
 */
const providedBundlerRuntime = { bundlerRuntime, attachShareScopeMap };

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  (Global as Record<string, unknown>)._FEDERATION_RUNTIME_CORE ??= providedRuntimeCore;
  (Global as Record<string, unknown>)._FEDERATION_BUNDLER_RUNTIME ??= providedBundlerRuntime;
  return { name: 'sheet-provide-runtime-core' };
}
