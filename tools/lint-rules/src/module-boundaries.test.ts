import { lint, type LintCase } from './lint';

const allowed: LintCase[] = [
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
];

const forbidden: Array<LintCase & { name: string }> = [
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
];

describe('module boundaries (the real ESLint config on imaginary files)', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lint([...allowed, ...forbidden]);
  }, 120_000);

  it.each(allowed.map((lintCase, index) => [lintCase.filePath, lintCase.code, index] as const))(
    'allows %s: %s',
    (_filePath, _code, index) => {
      expect(results[index]).toEqual([]);
    },
  );

  it.each(forbidden.map((lintCase, index) => [lintCase.name, index + allowed.length] as const))(
    'reports %s',
    (_name, index) => {
      expect(results[index]).toHaveLength(1);
      expect(results[index]?.[0]).toMatch(/Module boundary|Module Federation|public API/);
    },
  );
});
