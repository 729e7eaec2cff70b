// @ts-check
/**
 * What the first screen needs, named where the browser can ask for it early (ADR 0004):
 * - the shell's page names the chunks its start-up loads (the bootstrap chunk and the shared
 *   modules it consumes), so they come with `main.js` instead of after it has run;
 * - a remote's manifest lists, per route, the files of that route's screen and, per language, its
 *   strings, so the shell can ask for them as soon as it has the manifest.
 */
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').Chunk} Chunk */

/**
 * The files of `chunks` and, recursively, of the shared modules they consume: the chunk of the
 * shell's own provided version (the one the runtime loads; loaded-first), else the fallback.
 */
function startupFiles(
  /** @type {Compilation} */ compilation,
  /** @type {Iterable<Chunk>} */ chunks,
) {
  const { chunkGraph } = compilation;
  /** @type {Map<string, import('webpack').Module>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    const name = /** @type {{ _name?: string }} */ (module)._name;
    if (module.type === 'provide-module' && name) provided.set(name, module);
  }
  const seen = new Set();
  const files = new Set();
  const visitBlocks = (/** @type {import('webpack').Module} */ module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) for (const chunk of group.chunks) visit(chunk);
    }
  };
  const visit = (/** @type {Chunk} */ chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
      visitBlocks((key && provided.get(key)) || module);
    }
  };
  for (const chunk of chunks) visit(chunk);
  return [...files];
}

/** Adds `<link rel="preload">` for the start-up chunks of the named chunk group to the page. */
class StartupPreloadPlugin {
  constructor(/** @type {string} */ groupName) {
    this.groupName = groupName;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const group = compilation.namedChunkGroups.get(this.groupName);
          if (!group) throw new Error(`StartupPreloadPlugin: no chunk group "${this.groupName}"`);
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const files = startupFiles(compilation, group.chunks).filter((file) =>
            /\.(js|css)$/.test(file),
          );
          const links = files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
            }),
          );
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}

/**
 * `path: '…'` and the `webpackChunkName` of the screen it loads, in a remote's routes.ts, in
 * order. Every route must name its screen's chunk: the build fails otherwise.
 */
function routeChunkNames(/** @type {string} */ routesFile) {
  const source = fs.readFileSync(routesFile, 'utf8');
  const routes = [...source.matchAll(/path:\s*'([^']+)'([\s\S]*?)(?=path:\s*'|$)/g)].map(
    ([, routePath, rest]) => {
      const chunk = /webpackChunkName:\s*"([^"]+)"/.exec(rest ?? '')?.[1];
      if (!chunk) throw new Error(`${routesFile}: route "${routePath}" names no screen chunk`);
      return { path: routePath, chunk };
    },
  );
  if (routes.length === 0) throw new Error(`${routesFile}: no routes found`);
  return routes;
}

/** Projects whose strings the shell itself loads: a remote's copies are never the first asked. */
const SHELL_PROJECTS = ['shell', 'ui-kit', 'services', 'sheet-runtime'];
const LOCALE_FILE = /[\\/](?:apps|libs)[\\/]([^\\/]+)[\\/]src[\\/]locales[\\/]([^\\/]+)\.json$/;

/**
 * Adds `firstRoute` to a remote's mf-manifest.json: `routes` (path pattern -> files of its screen)
 * and `strings` (language -> files of the remote's own strings and its libraries').
 */
class FirstRouteManifestPlugin {
  constructor(/** @type {{ routesFile: string }} */ options) {
    this.options = options;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstRouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstRouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const filesOf = (/** @type {string} */ name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`FirstRouteManifestPlugin: no chunk "${name}"`);
            return group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((f) => /\.(js|css)$/.test(f));
          };
          const routes = routeChunkNames(this.options.routesFile).map((route) => ({
            path: route.path,
            files: filesOf(route.chunk),
          }));
          /** @type {Record<string, string[]>} */
          const strings = {};
          for (const chunk of compilation.chunks) {
            // A strings chunk holds one language's locale files of the build's projects (they
            // share the chunk name `strings-[request]`): <apps|libs>/<project>/src/locales/<language>.json
            const modules = compilation.chunkGraph.getChunkModules(chunk);
            const found = modules.map((module) =>
              LOCALE_FILE.exec(/** @type {{ resource?: string }} */ (module).resource ?? ''),
            );
            const language = found[0]?.[2];
            if (!language || found.some((match) => match?.[2] !== language)) continue;
            if (found.every((match) => SHELL_PROJECTS.includes(match?.[1] ?? ''))) continue;
            (strings[language] ??= []).push(
              ...[...chunk.files].filter((file) => file.endsWith('.js')),
            );
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.firstRoute = { routes, strings };
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { FirstRouteManifestPlugin, StartupPreloadPlugin, routeChunkNames, startupFiles };
