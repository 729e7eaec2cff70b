const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'channel_linking',
  dir: __dirname,
  title: 'Channel linking',
  exposes: { './routes': './src/routes.ts' },
});
