const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'create_account',
  dir: __dirname,
  title: 'Create account',
  exposes: { './routes': './src/routes.ts' },
  // Each route's screen chunk (its `webpackChunkName` in routes.ts), for the manifest (ADR 0004).
  screens: require('./src/screens.json'),
  // The data calls its first screen starts, sent by the shell beside its files (ADR 0006).
  firstCalls: require('./src/first-calls.json'),
});
