// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Module Federation names: code reaches a remote only through the runtime (`loadRemote`), never an import. */
const remoteContainers = ['create_account', 'carrier_linking', 'channel_linking', 'terms_privacy'];

/**
 * One-way dependencies: apps -> libs, libs -> libs. A remote never imports another remote, the shell
 * never imports a remote, and nothing imports the shell.
 */
export const boundaryRules = {
  settings: {
    'boundaries/root-path': root,
    'import/resolver': {
      typescript: { project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true },
      node: true,
    },
    'boundaries/elements': [
      { type: 'shell', pattern: 'apps/shell', partialMatch: false },
      { type: 'remote', pattern: 'apps/*', capture: ['app'], partialMatch: false },
      { type: 'lib', pattern: 'libs/*', capture: ['lib'], partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Module boundary: {{from.element.type}} "{{from.element.captured.app}}{{from.element.captured.lib}}" may not import {{to.element.type}} "{{to.element.captured.app}}{{to.element.captured.lib}}" (apps import libs; libs import libs; remotes are reached only through federation)',
        policies: [
          { from: { element: { type: 'shell' } }, allow: { to: { element: { type: 'lib' } } } },
          { from: { element: { type: 'remote' } }, allow: { to: { element: { type: 'lib' } } } },
          { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
        ],
      },
    ],
    'boundaries/no-unknown-dependencies': 'error',
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: remoteContainers.flatMap((name) => [name, `${name}/*`]),
            message:
              'Remotes are loaded at run time through Module Federation (loadRemote), never imported.',
          },
          {
            group: ['@sheet/*/*'],
            message: 'Import a lib only through its public API (its src/index.ts): `@sheet/<lib>`.',
          },
        ],
      },
    ],
  },
};

const WALL_CLOCK =
  'End-to-end tests wait for the event itself (an element, a request, a bridge message, `page.clock`), never for time; budgets on time belong to `npm run bench`.';

/** Rules that keep the end-to-end tests free of fixed sleeps, elapsed-time checks and tuned time-outs. */
export const noWallClockRules = {
  'no-restricted-properties': [
    'error',
    { property: 'waitForTimeout', message: WALL_CLOCK },
    { object: 'Date', property: 'now', message: WALL_CLOCK },
    { object: 'performance', property: 'now', message: WALL_CLOCK },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'setTimeout', message: WALL_CLOCK },
    { name: 'setInterval', message: WALL_CLOCK },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'ImportDeclaration[source.value=/timers/]',
      message: WALL_CLOCK,
    },
    {
      // A time-out on one wait is a number tuned to pass on some machine: the configuration's
      // one bound (playwright.config.ts) is for a wait that never ends, not a budget.
      selector: "CallExpression Property[key.name='timeout']",
      message: WALL_CLOCK,
    },
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: WALL_CLOCK },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prod/**',
      '**/gallery-dist/**',
      '**/node_modules/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: boundaryRules.settings,
    rules: {
      ...boundaryRules.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    // Playwright fixtures must destructure their first argument, even when they use none of it.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // No end-to-end test depends on how fast the machine is: it waits for the event itself (an
    // element, a request, a message, a clock it controls with `page.clock`), never for a while,
    // and measures no elapsed time. Budgets a person feels are `npm run bench`'s (docs/testing.md).
    files: ['e2e/**/*.ts'],
    rules: noWallClockRules,
  },
  {
    // Every end-to-end test is watched for leaked secrets: its `test` comes from the support
    // fixtures (e2e/support/secrets.ts and those built on it), never straight from Playwright.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/secrets.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Use `test` from e2e/support (secrets.ts, product.ts, simulator.ts).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
