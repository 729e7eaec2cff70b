// @ts-check
/**
 * One place for how every app is built, so the shell and the four remotes cannot drift apart on
 * what they share or how they load.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { BannerPlugin, Compilation, DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FirstRouteManifestPlugin, StartupPreloadPlugin } = require('./first-route');
const { BUILD_SIGNATURE } = require('./build-signature');
const { sharedChunkGroups } = require('./shared-chunks');
const { sharedSingletons, sharingAliases } = require('./sharing');
const { ChunkIntegrityPlugin, INTEGRITY_LOOKUP } = require('./integrity');
const ports = require('./ports.json');
// The namespaces whose strings the shell loads itself: its bootstrap reads the same list.
const shellNamespaces = require('../../apps/shell/src/shell-namespaces.json');

/** How long a script chunk may take (ms): the same as the sheet's LOAD_TIMEOUT_MS. */
const CHUNK_LOAD_TIMEOUT_MS = 4000;
/**
 * The content base path the sheet is served under in production (spec section 2), set here once:
 * the shell's `build-prod` builds with it (`--env base=production`) and tools/static-server/nginx.mjs
 * serves that build under it. Development and test builds are served at the root.
 */
const PRODUCTION_BASE_PATH = '/account-sheet/';

/** The base path a build is for: the production one, or the root. */
function basePathOf(/** @type {unknown} */ env) {
  const wanted = /** @type {{ base?: string } | undefined} */ (env)?.base;
  return wanted === 'production' ? PRODUCTION_BASE_PATH : '/';
}

/** Files a web server may send precompressed (`gzip_static`, `brotli_static`): what it compresses. */
const COMPRESSIBLE = /\.(js|css|json|html|svg|txt)$/;

/** The page around `main`: the shell's page, or a remote's standalone development page. */
function standalonePage(/** @type {string} */ title, basePath = '/') {
  return new HtmlWebpackPlugin({
    // In the head, so the preloads the shell's page names start with it (ADR 0004).
    inject: 'head',
    scriptLoading: 'defer',
    template: path.join(__dirname, 'index.html'),
    title,
    chunks: ['main'],
    // Deep links (/a/b/c) must still find /main.js.
    publicPath: basePath,
  });
}

/**
 * `screens`, for a remote (one with `exposes`): route path -> the chunk its screen loads in, as its
 * routes.ts declares them (its src/screens.json; tools/webpack-config/src/first-route.test.ts
 * fails when the two disagree). `firstCalls`: route path -> the data calls its screen starts (its
 * src/first-calls.json), which the shell sends beside the remote's files (ADR 0006).
 * @param {{ name: string, dir: string, title: string, exposes?: Record<string, string>, screens?: Record<string, string>, firstCalls?: unknown, runtimePlugins?: string[] }} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig(app) {
  if (app.exposes && !app.screens) {
    throw new Error(`${app.name}: a remote declares its routes' screen chunks (\`screens\`)`);
  }
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = !app.exposes;
    const basePath = basePathOf(env);
    // A production remote is only its container; its standalone page is a development tool.
    const builtRemote = production && !isShell;
    const port = Number(process.env.PORT) || ports[/** @type {keyof typeof ports} */ (app.name)];
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      // For a remote, `main` is its standalone dev host (`nx serve`); the shell loads only its
      // remoteEntry.js, the one entry a production remote has.
      entry: builtRemote ? {} : { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      optimization:
        isShell && production ? { splitChunks: { cacheGroups: sharedChunkGroups() } } : {},
      output: {
        path: path.join(app.dir, 'dist'),
        // A remote's container name stays stable (its manifest names it; it is refreshed in the
        // background, ADR 0004). The shell's entry is named by its page, so it carries the build's
        // hash (the federation runtime cannot take a content hash there), and chunks a content
        // hash: a CDN may cache them for ever.
        filename: isShell && production ? '[name].[fullhash:8].js' : '[name].js',
        // Salted with the build configuration: the entry's name follows what its bytes refer to.
        hashSalt: BUILD_SIGNATURE,
        // In development too: there, two shares of one subset module (react-router and
        // react-router-dom) get chunks of the same name, and only the hash tells them apart.
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isShell ? basePath : 'auto',
        uniqueName: app.name,
        clean: true,
        // The sheet's own load time-out (LOAD_TIMEOUT_MS), not webpack's 120 s: when the sheet
        // has shown its error, a chunk still hanging is given up too, so Try Again asks afresh
        // instead of waiting on the same dead request (docs/product.md, "Timing").
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // Under the production CSP's Trusted Types, each build loads its chunks through a policy
        // of its own name (listed in the CSP's `trusted-types`, tools/static-server/nginx.mjs).
        trustedTypes: { policyName: `sheet-${app.name}`, onPolicyCreationFailure: 'stop' },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: sharingAliases({ production, builtRemote }),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: {
              // Types are checked once for the whole workspace by `tsc -b` in `npm test`.
              transpileOnly: true,
              configFile: path.join(app.dir, 'tsconfig.json'),
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isShell
            ? {
                remotes: {},
                runtimePlugins: app.runtimePlugins ?? [],
                shareStrategy: 'loaded-first',
              }
            : { filename: 'remoteEntry.js', exposes: app.exposes }),
          // Browser-only runtime (no Node loaders). Only the shell reads manifests (snapshots);
          // a remote consumes no other remote, so it leaves the snapshot code out.
          // The shell reads remotes' manifests itself (apps/shell/src/federation/remote-files.ts)
          // and gives the runtime their entry scripts: no runtime needs the snapshot code. A
          // remote loads no other remote (never remote -> remote): it leaves that code out too.
          experiments: {
            optimization: { target: 'web', disableSnapshot: true, disableRemote: !isShell },
            // A built remote runs only inside the shell, on the shell's runtime core (provided by
            // apps/shell/src/federation/provide-runtime-core-plugin.ts): ADR 0003.
            externalRuntime: builtRemote,
          },
          shared: sharedSingletons(builtRemote),
          manifest: isShell ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        ...(builtRemote ? [] : [standalonePage(app.title, basePath)]),
        // Where the router and the shell's start-up fetches find the sheet (libs/sheet-runtime BASE_PATH).
        new DefinePlugin({
          __SHEET_BASE_PATH__: JSON.stringify(basePath),
          __SHEET_INTEGRITY_LOOKUP__: JSON.stringify(INTEGRITY_LOOKUP),
        }),
        ...(production
          ? ['gzip', 'brotliCompress'].map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  test: COMPRESSIBLE,
                  filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
                  threshold: 256,
                  minRatio: 0.9,
                }),
            )
          : []),
        // The shell's page names its start-up chunks; a remote's manifest its routes' files.
        ...(isShell && production
          ? [
              new StartupPreloadPlugin('bootstrap', { tvChunks: ['ui-kit-dpad'] }),
              // The start-up's scripts run almost whole before the first screen: Chromium (and its
              // WebView) compiles a file with this comment while it downloads, on another thread,
              // rather than function by function on the main thread once it runs (ADR 0006).
              new BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                // After minification (which drops comments), before the source maps are written.
                stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
                test: /^(main|bootstrap|shared-stack|shared-libs)\.[0-9a-f]+\.js$/,
              }),
            ]
          : []),
        ...(builtRemote
          ? [
              new FirstRouteManifestPlugin({
                screens: app.screens ?? {},
                firstCalls: app.firstCalls,
                shellNamespaces,
              }),
              new ChunkIntegrityPlugin(),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        static: isShell ? { directory: path.join(app.dir, 'public') } : false,
      },
    };
  };
}

module.exports = {
  createAppConfig,
  ports,
  PRODUCTION_BASE_PATH,
  sharedSingletons,
};
