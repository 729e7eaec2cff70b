// @ts-check
/**
 * The shell's provided shared modules in two files instead of one each (ADR 0006). Every one of
 * them is needed by the shell's start-up (React and the rest of the stack, and the `share:singleton`
 * libs), so they always load together: as twelve small files they were twelve requests on an
 * origin that answers six at a time, and about 5 KB more gzip than the same code in two files
 * (each file is compressed alone). Two, not one: the stack changes with an upgrade, the libs with
 * most deploys, and a deploy should not make a device download React again.
 */
const { CONSUME_SHARED, PROVIDE_SHARED } = require('./startup-files');

const SHARED = [PROVIDE_SHARED, CONSUME_SHARED];

/**
 * Whether `chunk` is loaded only for shared modules: the async blocks of the provided ones and of
 * the consumed ones' fallbacks (the same modules: the build consumes what it provides).
 */
function isProvidedSharedChunk(/** @type {import('webpack').Chunk} */ chunk) {
  const groups = [...chunk.groupsIterable];
  return (
    groups.length > 0 &&
    groups.every(
      (group) =>
        group.origins.length > 0 &&
        group.origins.every((origin) => SHARED.includes(String(origin.module?.type))),
    )
  );
}

/** `optimization.splitChunks.cacheGroups` for the shell's production build. */
function sharedChunkGroups() {
  return {
    sharedStack: {
      // npm packages, and the subsets of two of them that the shell provides (ADR 0002)
      test: /[\\/](node_modules|tools[\\/]webpack-config[\\/]shared)[\\/]/,
      chunks: isProvidedSharedChunk,
      name: 'shared-stack',
      enforce: true,
    },
    sharedLibs: {
      // By file: a lib's `import()` of its strings by language (a context module, no file) stays in
      // a small chunk of its own; moved in here, the page never started (its strings' loading
      // waited on the chunk that held it).
      test: /[\\/]libs[\\/]/,
      chunks: isProvidedSharedChunk,
      name: 'shared-libs',
      enforce: true,
    },
    libStringsIndex: {
      // Those strings-by-language context modules, together in one small file: the libs' maps are
      // alike, so one file of them is half the gzip of three, and one request instead of three.
      test: (/** @type {import('webpack').Module} */ module) =>
        module.type === 'javascript/dynamic' && /[\\/]libs[\\/]/.test(module.context ?? ''),
      chunks: isProvidedSharedChunk,
      name: 'lib-strings-index',
      enforce: true,
    },
  };
}

module.exports = { sharedChunkGroups };
