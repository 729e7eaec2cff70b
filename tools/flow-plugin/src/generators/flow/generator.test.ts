import path from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTree } from '@nx/devkit/testing';
import { FsTree } from 'nx/src/generators/tree';
import flowGenerator, { NEEDS_TRANSLATION, REGISTRIES } from './generator';
import type { FlowGeneratorSchema } from './schema';
import { addArrayString, addObjectEntry, addTypeEntry } from './source-edits';

/**
 * The generator on this workspace as it is: a tree that reads the real files and keeps every
 * change in memory (never written). A registry that changed shape fails here first.
 */
const root = path.resolve(__dirname, '../../../../..');
const workspace = () => new FsTree(root, false);
const generate = (tree: Tree, options: Partial<FlowGeneratorSchema> = {}) =>
  flowGenerator(tree, {
    name: 'gift-cards',
    route: '/redeem',
    skipFormat: true,
    skipInstall: true,
    ...options,
  });

describe('flow generator', () => {
  let tree: Tree;
  beforeAll(async () => {
    tree = workspace();
    await generate(tree);
  });

  it('writes the remote: its config, routes, screen, store, actions and their test', () => {
    for (const file of [
      'package.json',
      'webpack.config.js',
      'jest.config.cjs',
      'tsconfig.json',
      'src/main.ts',
      'src/bootstrap.tsx',
      'src/namespace.ts',
      'src/routes.ts',
      'src/screens.json',
      'src/gift-cards/GiftCardsScreen.tsx',
      'src/flow/gift-cards-store.ts',
      'src/flow/gift-cards-actions.ts',
      'src/flow/gift-cards-actions.test.ts',
    ]) {
      expect(tree.exists(`apps/gift-cards/${file}`)).toBe(true);
    }
    expect(tree.read('apps/gift-cards/src/routes.ts', 'utf-8')).toContain("path: 'redeem'");
    expect(readJson(tree, 'apps/gift-cards/src/screens.json')).toEqual({ redeem: 'gift-cards' });
    expect(tree.read('apps/gift-cards/webpack.config.js', 'utf-8')).toContain("name: 'gift_cards'");
    expect(readJson(tree, 'apps/gift-cards/package.json').nx).toEqual({
      name: 'gift-cards',
      tags: ['type:remote', 'scope:gift-cards'],
    });
    expect(tree.read('e2e/gift-cards.spec.ts', 'utf-8')).toContain("path: '/redeem'");
  });

  it('writes its strings in every shipped language, marked for translation but in English', () => {
    const shipped = tree.children('apps/shell/src/locales');
    expect(tree.children('apps/gift-cards/src/locales').sort()).toEqual(shipped.sort());
    const english = readJson(tree, 'apps/gift-cards/src/locales/en-us.json');
    expect(english.giftCards.title).toBe('Gift cards');
    expect(english).not.toHaveProperty(NEEDS_TRANSLATION);
    expect(readJson(tree, 'apps/gift-cards/src/locales/en-gb.json')).toEqual(english);
    const { [NEEDS_TRANSLATION]: pending, ...german } = readJson(
      tree,
      'apps/gift-cards/src/locales/de-de.json',
    );
    expect(german).toEqual(english);
    expect(pending).toEqual([
      'giftCards.title',
      'giftCards.text',
      'giftCards.continue',
      'close',
      'working',
    ]);
  });

  it('registers it everywhere the sheet lists its remotes', () => {
    const before = workspace();
    const ports = readJson<Record<string, number>>(before, REGISTRIES.ports);
    const port = Math.max(...Object.values(ports)) + 1;
    expect(readJson(tree, REGISTRIES.ports)).toEqual({ ...ports, gift_cards: port });
    expect(readJson(tree, REGISTRIES.remotesJson).gift_cards).toBe(
      `http://127.0.0.1:${port}/mf-manifest.json`,
    );
    const added = (file: string) => {
      const old = before.read(file, 'utf-8')!.split('\n');
      return tree
        .read(file, 'utf-8')!
        .split('\n')
        .filter((line) => !old.includes(line))
        .join('\n');
    };
    expect(added(REGISTRIES.remoteNames)).toContain("'gift_cards'");
    expect(added(REGISTRIES.ownership)).toContain("gift_cards: ['/redeem/*']");
    // ESLint's never-import list and the deploy's remotes are read from ports.json: not edited.
    expect(added('eslint.config.mjs')).toBe('');
    expect(added('scripts/deploy.mjs')).toBe('');
    expect(added(REGISTRIES.staticServer)).toContain("gift_cards: 'apps/gift-cards/dist'");
    expect(added(REGISTRIES.staticServerTypes)).toContain('gift_cards: string;');
    const specs = Object.keys(readJson(tree, REGISTRIES.specProjects));
    expect(specs[0]).toBe('$comment');
    expect(specs.slice(1)).toEqual([...specs.slice(1)].sort());
    expect(readJson(tree, REGISTRIES.specProjects)['gift-cards.spec.ts']).toContain('gift-cards');
  });

  it.each([
    [{ name: 'terms-privacy' }, 'apps/terms-privacy exists already'],
    [{ name: 'Gift_Cards' }, 'kebab case'],
    [{ name: 'gift2' }, 'kebab case'],
    [{ route: '/terms' }, 'overlaps /terms/*, which terms_privacy owns'],
    [{ route: '/account/create/gift' }, 'overlaps /account/create/*'],
    [{ route: '/account' }, 'overlaps /account/create/*'],
    [{ route: '/gift-cards' }, 'a folder a deploy publishes a remote under'],
    [{ route: '/:storefront' }, 'needs a fixed segment'],
    [{ route: '/Gift Cards' }, 'lower-case segments'],
    [{ port: 4204 }, 'taken'],
  ])('refuses %p', async (options, message) => {
    await expect(generate(workspace(), options)).rejects.toThrow(message);
  });

  it('takes a parameter segment and a port of its own', async () => {
    const other = workspace();
    await generate(other, { route: '/:storefront/gift-cards/redeem', port: 4999 });
    expect(readJson(other, REGISTRIES.ports).gift_cards).toBe(4999);
    expect(other.read('e2e/gift-cards.spec.ts', 'utf-8')).toContain(
      "path: '/us/gift-cards/redeem'",
    );
  });
});

describe('source edits', () => {
  const edited = (text: string, edit: (tree: Tree) => void) => {
    const tree = createTree();
    tree.write('list.ts', text);
    edit(tree);
    return tree.read('list.ts', 'utf-8');
  };

  it.each([
    ["const A = ['a'];", "const A = ['a', 'b'];"],
    ["const A = [\n  'a',\n] as const;", "const A = [\n  'a', 'b',\n] as const;"],
    ['const A: string[] = [];', "const A: string[] = ['b'];"],
  ])('adds to an array: %p', (before, after) => {
    expect(edited(before, (tree) => addArrayString(tree, 'list.ts', 'A', 'b'))).toBe(after);
  });

  it.each([
    ["const O = { a: 'x' };", "const O = { a: 'x', 'b-c': 'y' };"],
    ["const O = {\n  a: 'x',\n};", "const O = {\n  a: 'x', 'b-c': 'y',\n};"],
  ])('adds to an object: %p', (before, after) => {
    const add = (tree: Tree) => addObjectEntry(tree, 'list.ts', 'O', 'b-c', "'y'");
    expect(edited(before, add)).toBe(after);
  });

  it('adds to a declared object type', () => {
    const add = (tree: Tree) => addTypeEntry(tree, 'list.ts', 'T', 'b', 'string');
    expect(edited('declare const T: {\n  a: string;\n};', add)).toBe(
      'declare const T: {\n  a: string; b: string;\n};',
    );
  });

  it.each([
    ["const A = ['a'];", (tree: Tree) => addArrayString(tree, 'list.ts', 'A', 'a'), 'already'],
    ["const B = ['a'];", (tree: Tree) => addArrayString(tree, 'list.ts', 'A', 'b'), 'no `A`'],
    ["const A = f(['a']);", (tree: Tree) => addArrayString(tree, 'list.ts', 'A', 'b'), 'array'],
    [
      'const O = { a: 1 };',
      (tree: Tree) => addObjectEntry(tree, 'list.ts', 'O', 'a', '2'),
      'already',
    ],
  ])('refuses %p', (before, edit, message) => {
    expect(() => edited(before, edit)).toThrow(message);
  });
});
