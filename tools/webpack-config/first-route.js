// @ts-check
/**
 * What the first screen needs, named where the browser can ask for it early (ADR 0004):
 * - the shell's page names the chunks its start-up loads (the bootstrap chunk and the shared
 *   modules it consumes), so they come with `main.js` instead of after it has run;
 * - a remote's manifest lists, per route, the files of that route's screen and, per language, its
 *   strings, so the shell can ask for them as soon as it has the manifest.
 *
 * Both read the build through webpack's and Module Federation's public API only, and fail the
 * build when what they look for is not there: an upgrade that changes what they rely on must
 * fail the build, not leave a preload out without a word.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { startupFiles } = require('./startup-files');

/**
 * Adds `<link rel="preload">` for the start-up chunks of the named chunk group to the page, and
 * names (in `<link rel="preload" media="not all" data-device="tv">`, which the browser does not
 * fetch) the chunks only a TV's start-up loads: the entry asks for those on a TV (main.ts), in
 * the wave of the first route's files rather than once the shell has started.
 */
class StartupPreloadPlugin {
  constructor(
    /** @type {string} */ groupName,
    /** @type {{ tvChunks?: string[] }} */ { tvChunks = [] } = {},
  ) {
    this.groupName = groupName;
    this.tvChunks = tvChunks;
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
          // The entry goes first: it asks for the remote's files and the first screen's data
          // (the next wave), and each start-up chunk it would share the link with delays that
          // wave. The chunks are not run before the entry is, so they come behind it (ADR 0006).
          for (const tag of data.headTags) {
            if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
          }
          const links = files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
              fetchpriority: 'low',
            }),
          );
          const tvLinks = this.tvChunks.map((name) => {
            const file = [...(compilation.namedChunks.get(name)?.files ?? [])].find((f) =>
              f.endsWith('.js'),
            );
            if (!file) throw new Error(`StartupPreloadPlugin: no script for chunk "${name}"`);
            return HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${publicPath}${file}`,
              as: 'script',
              media: 'not all',
              'data-device': 'tv',
            });
          });
          data.headTags.push(...links, ...tvLinks);
          return data;
        },
      );
    });
  }
}

/**
 * A remote's first-route screens: route path pattern (as its routes.ts declares it) -> the chunk
 * its screen loads in (the `webpackChunkName` of its `loadScreen` import), in routes.ts's order.
 * @typedef {Record<string, string>} RouteScreens
 */

/** `screens`, checked: at least one route, each with a path and a chunk name. */
function readRouteScreens(/** @type {unknown} */ screens) {
  if (typeof screens !== 'object' || screens === null || Array.isArray(screens)) {
    throw new Error('FirstRouteManifestPlugin: `screens` must map route paths to chunk names');
  }
  const routes = Object.entries(screens).map(([path, chunk]) => {
    if (!path || typeof chunk !== 'string' || !chunk) {
      throw new Error(`FirstRouteManifestPlugin: route "${path}" names no screen chunk`);
    }
    return { path, chunk };
  });
  if (routes.length === 0) throw new Error('FirstRouteManifestPlugin: no routes declared');
  return routes;
}

/**
 * The calls a remote's first screens start (its src/first-calls.json): route path -> calls, each a
 * read of the bag's `bagKey` with fixed and launch values (`@sheet/services` `FirstCall`). The
 * shell sends them beside the remote's files (ADR 0006).
 * @typedef {Record<string, Array<{ bagKey: string }>>} RouteCalls
 */

/** `firstCalls`, checked against the declared routes: each call names its bag key. */
function readRouteCalls(
  /** @type {unknown} */ firstCalls,
  /** @type {{ path: string }[]} */ routes,
) {
  if (firstCalls === undefined) return {};
  if (typeof firstCalls !== 'object' || firstCalls === null || Array.isArray(firstCalls)) {
    throw new Error('FirstRouteManifestPlugin: `firstCalls` must map route paths to calls');
  }
  for (const [path, calls] of Object.entries(firstCalls)) {
    if (!routes.some((route) => route.path === path)) {
      throw new Error(`FirstRouteManifestPlugin: first calls of "${path}", which is no route`);
    }
    const named = (/** @type {unknown} */ call) =>
      typeof call === 'object' && call !== null && typeof Reflect.get(call, 'bagKey') === 'string';
    if (!Array.isArray(calls) || !calls.every(named)) {
      throw new Error(`FirstRouteManifestPlugin: first calls of "${path}" must each name a bagKey`);
    }
  }
  return /** @type {RouteCalls} */ (firstCalls);
}

/** A locale file of the workspace: <apps|libs>/<project>/src/locales/<language>.json */
const LOCALE_FILE = /[\\/](?:apps|libs)[\\/]([^\\/]+)[\\/]src[\\/]locales[\\/]([^\\/]+)\.json$/;

/**
 * Adds `firstRoute` to a remote's mf-manifest.json: `routes` (path pattern -> files of its screen)
 * and `strings` (language -> files of the remote's own strings and its libraries'). Strings the
 * shell loads itself (`shellNamespaces`: a namespace is its project's folder name) are left out:
 * a remote's copies are never the first asked.
 */
class FirstRouteManifestPlugin {
  constructor(
    /** @type {{ screens: RouteScreens, firstCalls?: unknown, shellNamespaces: readonly string[] }} */ options,
  ) {
    this.routes = readRouteScreens(options.screens);
    this.calls = readRouteCalls(options.firstCalls, this.routes);
    this.shellNamespaces = options.shellNamespaces;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstRouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstRouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) throw new Error('FirstRouteManifestPlugin: no mf-manifest.json to add to');
          const filesOf = (/** @type {string} */ name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`FirstRouteManifestPlugin: no chunk "${name}"`);
            const files = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((f) => /\.(js|css)$/.test(f));
            if (!files.some((file) => file.endsWith('.js'))) {
              throw new Error(`FirstRouteManifestPlugin: chunk "${name}" has no script`);
            }
            return files;
          };
          const routes = this.routes.map((route) => ({
            path: route.path,
            files: filesOf(route.chunk),
            ...(this.calls[route.path] ? { calls: this.calls[route.path] } : {}),
          }));
          /** @type {Record<string, string[]>} */
          const strings = {};
          for (const chunk of compilation.chunks) {
            // A strings chunk holds one language's locale files of the build's projects (they
            // share the chunk name `strings-[request]`).
            const modules = compilation.chunkGraph.getChunkModules(chunk);
            const found = modules.map((module) =>
              LOCALE_FILE.exec(module.nameForCondition() ?? ''),
            );
            const language = found[0]?.[2];
            if (!language || found.some((match) => match?.[2] !== language)) continue;
            if (found.every((match) => this.shellNamespaces.includes(match?.[1] ?? ''))) continue;
            (strings[language] ??= []).push(
              ...[...chunk.files].filter((file) => file.endsWith('.js')),
            );
          }
          if (Object.keys(strings).length === 0) {
            throw new Error('FirstRouteManifestPlugin: no strings chunk found');
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

module.exports = { FirstRouteManifestPlugin, StartupPreloadPlugin };
