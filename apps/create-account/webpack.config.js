const { createAppConfig } = require('@sheet/webpack-config');

module.exports = createAppConfig({
  name: 'create_account',
  dir: __dirname,
  title: 'Create account',
  exposes: { './routes': './src/routes.ts' },
});
