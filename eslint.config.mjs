// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Module Federation names of the remotes, from the one list of apps (tools/webpack-config/
 * ports.json): code reaches a remote only through the runtime (`loadRemote`), never an import.
 */
const remoteContainers = Object.keys(
  JSON.parse(readFileSync(path.join(root, 'tools/webpack-config/ports.json'), 'utf8')),
).filter((name) => name !== 'shell');

/** The libs' layers, lowest first (README.md, "Layers"). */
const LIB_LAYERS = ['type:util', 'type:data', 'type:ui', 'type:runtime', 'type:feature'];

/**
 * Which layers a project of each layer may import: Nx's `depConstraints`, by the `type:*` tag every
 * project carries in its package.json (`nx.tags`). Test support (`type:test`) is for tests: any
 * test file may import it (the policy below), nothing else.
 */
export const layerConstraints = {
  'type:util': ['type:util'],
  'type:data': ['type:util', 'type:data'],
  'type:ui': ['type:util', 'type:ui'],
  'type:runtime': ['type:util', 'type:data', 'type:ui'],
  'type:feature': LIB_LAYERS,
  'type:test': [...LIB_LAYERS, 'type:test'],
  'type:shell': LIB_LAYERS,
  'type:remote': LIB_LAYERS,
};

/**
 * The Nx projects (apps/*, libs/*) with their tags, read from each package.json's `nx.tags`: the
 * one place a project's layer and scope are written. A project without exactly one known `type:*`
 * tag and one `scope:*` tag (`scope:shared` for a lib) stops ESLint here.
 */
function taggedProjects() {
  return ['apps', 'libs'].flatMap((group) =>
    readdirSync(path.join(root, group))
      .filter((name) => existsSync(path.join(root, group, name, 'package.json')))
      .map((name) => {
        const dir = `${group}/${name}`;
        const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
        /** @type {string[]} */
        const tags = manifest.nx?.tags ?? [];
        const types = tags.filter((tag) => tag.startsWith('type:'));
        const scopes = tags.filter((tag) => tag.startsWith('scope:'));
        const scopeOk =
          group === 'libs' ? scopes[0] === 'scope:shared' : scopes[0] !== 'scope:shared';
        if (
          types.length !== 1 ||
          !(types[0] in layerConstraints) ||
          scopes.length !== 1 ||
          !scopeOk
        ) {
          throw new Error(
            `${dir}/package.json: nx.tags needs one of ${Object.keys(layerConstraints).join(', ')} and one scope:* tag (scope:shared for a lib); it has ${JSON.stringify(tags)}`,
          );
        }
        return { dir, tags };
      }),
  );
}

/**
 * One-way dependencies, by the projects' Nx tags: a lib imports only the layers its `type:*` tag
 * allows (`layerConstraints`); apps import libs, never another app; only tests import test
 * support; remotes are reached only through Module Federation.
 */
export const boundaryRules = {
  settings: {
    'boundaries/root-path': root,
    'import/resolver': {
      typescript: { project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true },
      node: true,
    },
    // A project is one element whose types are its Nx tags (e.g. ['type:ui', 'scope:shared']).
    'boundaries/elements': taggedProjects().flatMap(({ dir, tags }) =>
      tags.map((tag) => ({ type: tag, pattern: dir, partialMatch: false })),
    ),
    'boundaries/elements-single-match': false,
    // A test, or an app's own test helpers (`test-support.ts`, imported only by its tests: below).
    'boundaries/files': [
      { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/src/**/test-support.ts'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Module boundary: {{from.element.path}} ({{from.element.types}}) may not import {{to.element.path}} ({{to.element.types}}): see layerConstraints (apps import libs, libs import lower layers, test support only in tests, remotes only through federation)',
        policies: [
          ...Object.entries(layerConstraints).map(([layer, allowed]) => ({
            from: { element: { types: layer } },
            allow: { to: { element: { types: allowed } } },
          })),
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { types: 'type:test' } } },
          },
        ],
      },
    ],
    'boundaries/no-unknown-dependencies': 'error',
    'no-restricted-imports': ['error', { patterns: restrictedImportPatterns(false) }],
  },
};

/**
 * What apps and libs never import by name. Outside tests, also a `test-support` module: an app's
 * own test helpers (`test-support.ts` files) are for its tests, like @sheet/test-support (whose
 * import the boundary rule above already reports).
 * @param {boolean} inTests
 */
function restrictedImportPatterns(inTests) {
  return [
    {
      group: remoteContainers.flatMap((name) => [name, `${name}/*`]),
      message:
        'Remotes are loaded at run time through Module Federation (loadRemote), never imported.',
    },
    {
      group: ['@sheet/*/*'],
      message: 'Import a lib only through its public API (its src/index.ts): `@sheet/<lib>`.',
    },
    ...(inTests
      ? []
      : [
          {
            group: ['**/test-support', '!@sheet/test-support'],
            message: 'Module boundary: test helpers (test-support) are imported by tests only.',
          },
        ]),
  ];
}

/**
 * Libs every build bundles its own copy of (no `share:singleton` tag): a class defined there is a
 * different class in each remote, so `instanceof` across remotes would fail. Their types carry
 * brands instead (docs/adr/0005-the-flow-kit.md); classes live in the singleton libs.
 */
export const perBuildLibs = taggedProjects()
  .filter(({ dir, tags }) => dir.startsWith('libs/') && !tags.includes('share:singleton'))
  .map(({ dir }) => dir);

export const noClassRules = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'ClassDeclaration, ClassExpression',
      message:
        'No classes in a lib each build bundles (no share:singleton tag): each remote would get its own copy and `instanceof` would fail across remotes. Use a brand (a discriminating field and a guard), or put the class in a singleton lib.',
    },
  ],
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
    files: perBuildLibs.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: noClassRules,
  },
  {
    // Tests and an app's test helpers may import test helpers (the other restrictions stand).
    files: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'libs/*/src/**/*.test.{ts,tsx}',
      '**/src/**/test-support.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: restrictedImportPatterns(true) }] },
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
