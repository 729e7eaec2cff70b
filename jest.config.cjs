module.exports = {
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/tools/*/jest.config.cjs',
  ],
};
