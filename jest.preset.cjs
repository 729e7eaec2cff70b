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
  moduleNameMapper: {
    '^@sheet/([a-z-]+)$': path.join(root, 'libs/$1/src/index.ts'),
    '\\.css$': path.join(root, 'tools/jest/style-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(root, 'tools/jest/setup.ts')],
});
