const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'channel_linking',
  dir: __dirname,
  title: 'Channel linking',
  exposes: { './routes': './src/routes.ts' },
  // Each route's screen chunk (its `webpackChunkName` in routes.ts), for the manifest (ADR 0004).
  screens: require('./src/screens.json'),
});
