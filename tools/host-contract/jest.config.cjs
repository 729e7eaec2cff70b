const preset = require('../../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The page's answer validators: compiled ahead by webpack (validators-loader.cjs), here by Ajv.
    'host-contract\\.schema\\.json\\?validators$': require.resolve('./lib/jest-validators.cjs'),
  },
};
