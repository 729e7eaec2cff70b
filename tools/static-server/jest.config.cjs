const preset = require('../../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // The server's modules are ES modules (.mjs): transformed like the tests.
  transform: { '^.+\\.m?(t|j)sx?$': preset.transform['^.+\\.(t|j)sx?$'] },
};
