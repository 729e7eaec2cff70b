// @ts-check
/**
 * The files the shell's start-up loads: its chunks and, recursively, those of the shared modules
 * they consume (ADR 0004). Read through webpack's and Module Federation's public API only; what
 * it cannot find fails the build.
 */
/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').Chunk} Chunk */
/** @typedef {import('webpack').Module} Module */
/** @typedef {import('webpack').ModuleGraph} ModuleGraph */

/**
 * The module types Module Federation's share plugins (and webpack's) give a provided shared module
 * and a consumed one.
 */
const PROVIDE_SHARED = 'provide-module';
const CONSUME_SHARED = 'consume-shared-module';

/**
 * The share key of a provided shared module: the `name` of the dependency that made it, the
 * provide plugin's public `ProvideSharedDependency` (share scope, name, version, request).
 */
function providedShareKey(/** @type {ModuleGraph} */ moduleGraph, /** @type {Module} */ module) {
  for (const { dependency } of moduleGraph.getIncomingConnections(module)) {
    if (dependency && 'shareScope' in dependency && 'name' in dependency) {
      if (typeof dependency.name === 'string' && dependency.name) return dependency.name;
    }
  }
  throw new Error(
    `StartupPreloadPlugin: the share key of ${module.identifier()} is not found (no dependency with a share scope and a name asks for it)`,
  );
}

/** The share key of a consumed shared module: its public `options.shareKey` (ConsumeOptions). */
function consumedShareKey(/** @type {Module} */ module) {
  const options = 'options' in module ? module.options : undefined;
  const key =
    typeof options === 'object' && options !== null && 'shareKey' in options
      ? options.shareKey
      : undefined;
  if (typeof key !== 'string' || !key) {
    throw new Error(`StartupPreloadPlugin: ${module.identifier()} names no share key`);
  }
  return key;
}

/**
 * The files of `chunks` and, recursively, of the shared modules they consume: the chunks of the
 * shell's own provided version (the one the runtime loads; loaded-first). Throws when a consumed
 * shared module is not provided by the build, when a provided one's chunks have no script, or when
 * the start-up consumes no shared module at all (it always does: React).
 */
function startupFiles(
  /** @type {Compilation} */ compilation,
  /** @type {Iterable<Chunk>} */ chunks,
) {
  const { chunkGraph, moduleGraph } = compilation;
  /** @type {Map<string, Module>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) provided.set(providedShareKey(moduleGraph, module), module);
  }
  const seen = new Set();
  const files = new Set();
  let consumed = 0;
  const visit = (/** @type {Chunk} */ chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      consumed += 1;
      const key = consumedShareKey(module);
      const provider = provided.get(key);
      if (!provider) {
        throw new Error(
          `StartupPreloadPlugin: the start-up consumes shared "${key}", which the build provides no module for`,
        );
      }
      const loaded = provider.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block) ?? []);
      const loadedChunks = loaded.flatMap((group) => group.chunks);
      if (!loadedChunks.some((each) => [...each.files].some((file) => file.endsWith('.js')))) {
        throw new Error(`StartupPreloadPlugin: no script found for shared "${key}"`);
      }
      for (const each of loadedChunks) visit(each);
    }
  };
  for (const chunk of chunks) visit(chunk);
  if (consumed === 0) {
    throw new Error('StartupPreloadPlugin: the start-up consumes no shared module');
  }
  return [...files];
}

module.exports = { startupFiles, CONSUME_SHARED, PROVIDE_SHARED };
