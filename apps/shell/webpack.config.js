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

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // remotes.json ships with the shell; each environment replaces only this file.
  config.plugins.push(new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }));
  return config;
};
