const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'terms_privacy',
  dir: __dirname,
  title: 'Terms and privacy',
  exposes: { './routes': './src/routes.ts' },
});
