module.exports = {
  ...require('../../jest.preset.cjs')(__dirname),
  testEnvironment: 'node',
  testTimeout: 30_000,
};
