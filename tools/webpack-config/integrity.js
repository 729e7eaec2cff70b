// @ts-check
/**
 * A built remote's own chunk loading, on the shell's chain of trust (docs/deploy.md, "Integrity"):
 * every script and stylesheet the remote's runtime adds asks the shell for its hash, which the
 * shell has from the remote's manifest (itself checked against remotes.json's hash). The runtime
 * sets it as the element's `integrity`, with `crossorigin` (a hash is checked only with CORS); the
 * browser refuses bytes that do not match. Outside the
 * shell (a remote's standalone development page) there is no lookup and nothing is set.
 */
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * The global function the shell installs (apps/shell/src/federation/integrity.ts): URL -> the
 * integrity to set, or undefined (development). The build defines the same name for the shell.
 */
const INTEGRITY_LOOKUP = '__sheetIntegrityOf';

/** Runtime code that sets `element.integrity` for `url` when the shell knows it. */
function integrityCode(/** @type {string} */ element, /** @type {string} */ url) {
  // A checked file is fetched with CORS (its preload too: apps/shell/src/federation/integrity.ts).
  return `var sheetIntegrity = typeof ${INTEGRITY_LOOKUP} == "function" && ${INTEGRITY_LOOKUP}(${url}); if (sheetIntegrity) { ${element}.setAttribute("integrity", sheetIntegrity); ${element}.setAttribute("crossorigin", "anonymous"); }`;
}

class ChunkIntegrityPlugin {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    compiler.hooks.compilation.tap('ChunkIntegrityPlugin', (compilation) => {
      // Scripts: webpack's loadScript, whose `url` is the chunk's address.
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ChunkIntegrityPlugin',
        (source) => `${source}\n${integrityCode('script', 'url')}`,
      );
      // Stylesheets: mini-css-extract-plugin's loader, which names its variables for the hook.
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        'ChunkIntegrityPlugin',
        (source, varNames) => `${source}\n${integrityCode(varNames.tag, varNames.href)}`,
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin, INTEGRITY_LOOKUP };
