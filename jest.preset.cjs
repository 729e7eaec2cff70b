// One jest setup for every project: swc transpiles (tsc type-checks separately in `npm test`).
const path = require('node:path');

const root = __dirname;

module.exports = (projectDir) => ({
  displayName: path.relative(root, projectDir),
  rootDir: projectDir,
  testEnvironment: path.join(root, 'tools/jest/jsdom-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // pseudo-localization ships ES modules only (an `import` export): transformed like our code.
  transformIgnorePatterns: ['/node_modules/(?!pseudo-localization/)'],
  moduleNameMapper: {
    '^pseudo-localization$': path.join(root, 'node_modules/pseudo-localization/dist/localize.js'),
    '^@sheet/([a-z-]+)$': path.join(root, 'libs/$1/src/index.ts'),
    '\\.css$': path.join(root, 'tools/jest/style-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(root, 'tools/jest/setup.ts')],
  // What the build defines (tools/webpack-config): the same values under test.
  globals: {
    __SHEET_INTEGRITY_LOOKUP__: require('./tools/webpack-config/integrity').INTEGRITY_LOOKUP,
  },
});
