module.exports = {
  // Every core: jest's default (all but one) leaves half of a 2-core machine idle (98 s → 55 s).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/tools/*/jest.config.cjs',
  ],
};
