const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'carrier_linking',
  dir: __dirname,
  title: 'Carrier linking',
  exposes: { './routes': './src/routes.ts' },
  // Each route's screen chunk (its `webpackChunkName` in routes.ts), for the manifest (ADR 0004).
  screens: require('./src/screens.json'),
});
