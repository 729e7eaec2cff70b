const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createAppConfig } = require('@sheet/webpack-config');

const shellConfig = createAppConfig({
  name: 'shell',
  dir: __dirname,
  title: 'Account',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/provide-runtime-core-plugin.ts'),
    path.join(__dirname, 'src/federation/load-timeout-plugin.ts'),
  ],
});

/**
 * The service worker (ADR 0006), built beside the shell into the same folder under a fixed name
 * (the browser checks that address for a new worker on every open). After the shell's build, whose
 * clean-up would otherwise remove it.
 */
const workerConfig = (mode, outputPath) => ({
  name: 'sheet-worker',
  dependencies: ['shell'],
  mode,
  target: 'webworker',
  devtool: false,
  entry: { 'sheet-worker': path.join(__dirname, 'worker/sheet-worker.ts') },
  output: { path: outputPath, filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(__dirname, 'worker/tsconfig.json') },
      },
    ],
  },
  performance: { hints: false },
});

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // remotes.json ships with the shell; each environment replaces only this file.
  config.plugins.push(new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }));
  if (argv.mode === 'development') return config;
  config.name = 'shell';
  return [config, workerConfig(argv.mode ?? 'production', config.output.path)];
};
