const preset = require('../../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // The apps' webpack configurations (read by the tests) require this package by its name.
  moduleNameMapper: {
    '^@sheet/webpack-config$': require.resolve('./index.js'),
    ...preset.moduleNameMapper,
  },
};
