import { describeRule, type LintCase, type NamedLintCase } from './lint';

const allowedImports: LintCase[] = [
  { filePath: 'apps/shell/src/example.ts', code: "export { i18n } from '@sheet/i18n';" },
  {
    filePath: 'apps/create-account/src/example.ts',
    code: "export { PageHeader } from '@sheet/ui-kit';",
  },
  {
    filePath: 'apps/create-account/src/example.ts',
    code: "export { NAMESPACE } from './namespace';",
  },
  { filePath: 'libs/sheet-runtime/src/example.ts', code: "export { i18n } from '@sheet/i18n';" },
  // The layers (each project's `type:*` tag in its package.json): util < data, ui < runtime < feature.
  { filePath: 'libs/reference/src/example.ts', code: "export { i18n } from '@sheet/i18n';" },
  {
    filePath: 'libs/services/src/example.ts',
    code: "export { loadOnce } from '@sheet/load-once';",
  },
  {
    filePath: 'libs/services/src/example.ts',
    code: "export { createBridge } from '@sheet/bridge';",
  },
  { filePath: 'libs/ui-kit/src/example.ts', code: "export { i18n } from '@sheet/i18n';" },
  { filePath: 'libs/sheet-runtime/src/example.ts', code: "export * from '@sheet/services';" },
  { filePath: 'libs/sheet-runtime/src/example.ts', code: "export * from '@sheet/ui-kit';" },
  { filePath: 'libs/flow-kit/src/example.ts', code: "export * from '@sheet/sheet-runtime';" },
  { filePath: 'libs/account-form/src/example.ts', code: "export * from '@sheet/flow-kit';" },
  { filePath: 'apps/terms-privacy/src/example.ts', code: "export * from '@sheet/channel-link';" },
  // Test support: from any test, and it may use any lib.
  { filePath: 'libs/ui-kit/src/example.test.tsx', code: "export * from '@sheet/test-support';" },
  { filePath: 'apps/shell/src/example.test.ts', code: "export * from '@sheet/test-support';" },
  { filePath: 'libs/test-support/src/example.ts', code: "export * from '@sheet/account-form';" },
  {
    filePath: 'apps/create-account/src/personal/example.test.ts',
    code: "export * from '../flow/test-support';",
  },
];

const forbidden: NamedLintCase[] = [
  {
    name: 'a remote importing another remote',
    filePath: 'apps/carrier-linking/src/example.ts',
    code: "import routes from '../../create-account/src/routes';\nexport default routes;",
  },
  {
    name: 'a remote importing another remote lazily',
    filePath: 'apps/terms-privacy/src/example.ts',
    code: "export const routes = import('../../channel-linking/src/routes');",
  },
  {
    name: 'the shell importing a remote',
    filePath: 'apps/shell/src/example.ts',
    code: "import routes from '../../terms-privacy/src/routes';\nexport default routes;",
  },
  {
    name: 'a lib importing an app',
    filePath: 'libs/ui-kit/src/example.ts',
    code: "export { owningRemote } from '../../../apps/shell/src/federation/ownership';",
  },
  {
    name: 'a remote importing the shell',
    filePath: 'apps/create-account/src/example.ts',
    code: "export * from '../../shell/src/federation/ownership';",
  },
  {
    name: 'the shell importing a federated module directly',
    filePath: 'apps/shell/src/example.ts',
    code: "import routes from 'create_account/routes';\nexport default routes;",
  },
  {
    name: 'reaching past a lib public API',
    filePath: 'apps/create-account/src/example.ts',
    code: "export { loadScreenOnce } from '@sheet/sheet-runtime/src/screen-cache';",
  },
  {
    name: 'a util lib importing a data lib',
    filePath: 'libs/reference/src/example.ts',
    code: "export { createBridge } from '@sheet/bridge';",
  },
  {
    name: 'a util lib importing the ui lib',
    filePath: 'libs/load-once/src/example.ts',
    code: "export * from '@sheet/ui-kit';",
  },
  {
    name: 'a data lib importing the ui lib',
    filePath: 'libs/bridge/src/example.ts',
    code: "export * from '@sheet/ui-kit';",
  },
  {
    name: 'the ui lib importing a data lib',
    filePath: 'libs/ui-kit/src/example.ts',
    code: "export * from '@sheet/services';",
  },
  {
    name: 'a data lib importing the runtime lib',
    filePath: 'libs/services/src/example.ts',
    code: "export * from '@sheet/sheet-runtime';",
  },
  {
    name: 'the runtime lib importing a feature lib',
    filePath: 'libs/sheet-runtime/src/example.ts',
    code: "export * from '@sheet/flow-kit';",
  },
  {
    name: 'the runtime lib importing a feature lib lazily',
    filePath: 'libs/sheet-runtime/src/example.ts',
    code: "export const form = import('@sheet/account-form');",
  },
  {
    name: 'a lib importing test support outside a test',
    filePath: 'libs/flow-kit/src/example.ts',
    code: "export * from '@sheet/test-support';",
  },
  {
    name: 'an app importing test support outside a test',
    filePath: 'apps/shell/src/example.ts',
    code: "export * from '@sheet/test-support';",
  },
  {
    name: "an app's test helpers imported outside a test",
    filePath: 'apps/create-account/src/personal/example.ts',
    code: "export * from '../flow/test-support';",
  },
  {
    name: 'a lib test importing a higher layer',
    filePath: 'libs/ui-kit/src/example.test.tsx',
    code: "export * from '@sheet/services';",
  },
];

describeRule('module boundaries (the real ESLint config on imaginary files)', {
  // Named by what they are: the file and its import.
  allowed: allowedImports.map((lintCase) => ({
    ...lintCase,
    name: `${lintCase.filePath}: ${lintCase.code}`,
  })),
  forbidden,
  message: /Module boundary|Module Federation|public API/,
});
