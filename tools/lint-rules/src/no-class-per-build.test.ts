import { describeRule, type NamedLintCase } from './lint';

const CLASS = 'export class LinkFailed extends Error {}';

/** Classes live in libs shared as singletons: one class at run time, so `instanceof` holds. */
const allowed: NamedLintCase[] = [
  {
    name: 'a class in services (share:singleton)',
    filePath: 'libs/services/src/x.ts',
    code: CLASS,
  },
  { name: 'a class in bridge (share:singleton)', filePath: 'libs/bridge/src/x.ts', code: CLASS },
  {
    name: 'a brand in the flow kit',
    filePath: 'libs/flow-kit/src/x.ts',
    code: 'export type Failed = { kind: "linkFailed" };',
  },
  {
    name: 'a class in a test of a per-build lib',
    filePath: 'libs/flow-kit/src/x.test.ts',
    code: CLASS,
  },
];

/** A lib each build bundles would give every remote its own copy of the class. */
const forbidden: NamedLintCase[] = [
  { name: 'a class in the flow kit', filePath: 'libs/flow-kit/src/x.ts', code: CLASS },
  { name: 'a class in account-form', filePath: 'libs/account-form/src/x.ts', code: CLASS },
  {
    name: 'a class expression in load-once',
    filePath: 'libs/load-once/src/x.ts',
    code: 'export const Failed = class extends Error {};',
  },
];

describeRule('no classes in libs each build bundles (the real ESLint config on imaginary files)', {
  allowed,
  forbidden,
  message: /No classes in a lib each build bundles/,
});
