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

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  (Global as Record<string, unknown>)._FEDERATION_RUNTIME_CORE ??= providedRuntimeCore;
  return { name: 'sheet-provide-runtime-core' };
}
