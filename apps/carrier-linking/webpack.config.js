const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'carrier_linking',
  dir: __dirname,
  title: 'Carrier linking',
  exposes: { './routes': './src/routes.ts' },
});
