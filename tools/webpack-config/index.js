// @ts-check
/**
 * One place for how every app is built, so the shell and the four remotes cannot drift apart on
 * what they share or how they load.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPackage = require('../../package.json');
const ports = require('./ports.json');

const workspaceRoot = path.resolve(__dirname, '../..');
const libNames = ['bridge', 'i18n', 'routing', 'services', 'ui-kit'];

const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const reactRouterBrowser = path.join(__dirname, 'shared/react-router-browser.mjs');

/** Shared singletons: one React, one router, one i18n instance, one store library, one of each lib. */
function sharedSingletons() {
  /** @param {string} version */
  const singleton = (version) => ({
    singleton: true,
    requiredVersion: version,
    strictVersion: false,
  });
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'zustand',
    'i18next',
    'react-i18next',
  ]) {
    shared[name] = singleton(
      rootPackage.dependencies[/** @type {keyof typeof rootPackage.dependencies} */ (name)],
    );
  }
  // Both router packages are provided by the browser-only subset (see shared/react-router-browser.mjs).
  for (const name of ['react-router', 'react-router-dom']) {
    shared[name] = {
      ...shared[name],
      import: reactRouterBrowser,
      version: rootPackage.dependencies[name],
    };
  }
  // Subpaths (react/jsx-runtime, react-dom/client) are separate requests: share them by prefix.
  shared['react/'] = singleton(rootPackage.dependencies.react);
  shared['react-dom/'] = singleton(rootPackage.dependencies['react-dom']);
  for (const lib of libNames) {
    const { version } = require(path.join(workspaceRoot, 'libs', lib, 'package.json'));
    shared[`@sheet/${lib}`] = singleton(`^${version}`);
  }
  return shared;
}

/**
 * @param {{ name: string, dir: string, title: string, exposes?: Record<string, string>, runtimePlugins?: string[] }} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = !app.exposes;
    const port = Number(process.env.PORT) || ports[/** @type {keyof typeof ports} */ (app.name)];
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      // For a remote, `main` is its standalone dev host; the shell loads only its remoteEntry.js.
      entry: { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // Entry and container names stay stable so remotes.json and manifests can point at them;
        // chunks carry a content hash so a CDN may cache them for ever.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          // The real package, under a name the federation share does not intercept.
          'react-router-full$': path.join(
            reactRouterDir,
            'dist',
            production ? 'production' : 'development',
            'index.mjs',
          ),
        },
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
          experiments: { optimization: { target: 'web', disableSnapshot: !isShell } },
          shared: sharedSingletons(),
          manifest: isShell ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          chunks: ['main'],
          // Deep links (/a/b/c) must still find /main.js.
          publicPath: '/',
        }),
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

module.exports = { createAppConfig, ports, sharedSingletons };
