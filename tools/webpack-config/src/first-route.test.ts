import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import type { Compilation, Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { disagreements, routesInSource } from './routes-source';
import { build, project } from './test-builds';

type Routes = { path: string; chunk: string }[];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FirstRouteManifestPlugin, StartupPreloadPlugin } = require('../first-route') as {
  FirstRouteManifestPlugin: new (options: {
    screens: Record<string, string>;
    shellNamespaces: readonly string[];
  }) => webpack.WebpackPluginInstance & { routes: Routes };
  StartupPreloadPlugin: new (groupName: string) => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startupFiles } = require('../startup-files') as {
  startupFiles: (compilation: Compilation, chunks: Iterable<webpack.Chunk>) => string[];
};

const workspace = path.resolve(__dirname, '../../..');
const remotes = readdirSync(path.join(workspace, 'apps')).filter((app) =>
  existsSync(path.join(workspace, 'apps', app, 'src/routes.ts')),
);

describe('every remote declares the screens its routes.ts loads', () => {
  it.each(remotes)('%s: the screens the build reads agree with routes.ts', (remote) => {
    // The remote's own configuration, as its build makes it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configure = require(path.join(workspace, 'apps', remote, 'webpack.config.js')) as (
      env: unknown,
      argv: { mode: string },
    ) => Configuration;
    const plugin = configure({}, { mode: 'production' }).plugins?.find(
      (each) => each instanceof FirstRouteManifestPlugin,
    ) as InstanceType<typeof FirstRouteManifestPlugin> | undefined;
    expect(plugin).toBeDefined();
    const screens = Object.fromEntries(plugin!.routes.map((route) => [route.path, route.chunk]));
    const routes = routesInSource(path.join(workspace, 'apps', remote, 'src/routes.ts'));
    expect(routes.length).toBeGreaterThan(0);
    expect(disagreements(routes, screens)).toEqual([]);
  });

  it('reads a route and its screen chunk as webpack does, however the import is laid out', () => {
    const file = path.join(
      project({
        'routes.ts':
          "routes: [{ path: 'a', loadScreen: () => import(/* webpackChunkName: \"a\" */ './a') },\n" +
          "{ 'path': 'b', loadScreen: () =>\n import(\n /* webpackPrefetch: true, webpackChunkName: 'b-screen' */ './b') },\n" +
          "{ path: 'c', loadScreen: () => import('./c') }]",
      }),
      'routes.ts',
    );
    expect(routesInSource(file)).toEqual([
      { path: 'a', chunk: 'a' },
      { path: 'b', chunk: 'b-screen' },
      { path: 'c', chunk: undefined },
    ]);
  });

  it('finds each way routes.ts and the declared screens can disagree', () => {
    const routes = [
      { path: 'a', chunk: 'a' },
      { path: 'b', chunk: undefined },
      { path: 'c', chunk: 'c' },
      { path: 'd', chunk: 'd' },
    ];
    expect(disagreements(routes, { a: 'a', b: 'b', d: 'e', z: 'z' })).toEqual([
      'route "b" names no screen chunk',
      'route "c" is not declared',
      'route "d" loads chunk "d", declared "e"',
      'declared route "z" is not in routes.ts',
    ]);
    expect(disagreements(routes.slice(2), { d: 'd', c: 'c' })).toEqual([
      'routes are declared in another order than routes.ts has them',
    ]);
  });

  it('refuses a route path that is not a literal (it could not be checked)', () => {
    const file = path.join(project({ 'routes.ts': 'routes: [{ path: PATHS.a }]' }), 'routes.ts');
    expect(() => routesInSource(file)).toThrow('route path PATHS.a is not a string literal');
  });
});

describe("the shell's namespaces", () => {
  it('are each a project of the workspace with locale files, as the build finds them', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const namespaces = require('../../../apps/shell/src/shell-namespaces.json') as string[];
    expect(namespaces).toContain('shell');
    for (const namespace of namespaces) {
      const folders = ['apps', 'libs'].map((kind) =>
        path.join(workspace, kind, namespace, 'src/locales'),
      );
      expect(folders.filter((folder) => existsSync(folder))).toHaveLength(1);
    }
  });
});

describe('FirstRouteManifestPlugin', () => {
  /** A remote with screen chunk "a", strings of its own (en-us, fr-fr) and of ui-kit (en-us, de-de). */
  const remote = () =>
    project({
      'apps/remote/src/routes.js': [
        "export const loadScreen = () => import(/* webpackChunkName: 'a' */ './a');",
        'export const own = (language) =>',
        '  import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`);',
        'export const kit = (language) =>',
        '  import(/* webpackChunkName: "strings-[request]" */ `../../../libs/ui-kit/src/locales/${language}.json`);',
      ].join('\n'),
      'apps/remote/src/a.js': 'export default "a";',
      'apps/remote/src/locales/en-us.json': '{ "hello": "Hello" }',
      'apps/remote/src/locales/fr-fr.json': '{ "hello": "Bonjour" }',
      'libs/ui-kit/src/locales/en-us.json': '{ "ok": "OK" }',
      'libs/ui-kit/src/locales/de-de.json': '{ "ok": "OK" }',
    });
  const remoteConfig = (dir: string, plugins: webpack.WebpackPluginInstance[]): Configuration => ({
    context: path.join(dir, 'apps/remote'),
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      chunkFilename: '[name].js',
      uniqueName: 'remote',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.js' },
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      ...plugins,
    ],
  });
  const plugin = (screens: Record<string, string>) =>
    new FirstRouteManifestPlugin({ screens, shellNamespaces: ['shell', 'ui-kit'] });

  it("adds each route's screen files and each language's strings to the manifest", async () => {
    const dir = remote();
    expect(await build(remoteConfig(dir, [plugin({ 'a/:id': 'a' })]))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    expect(manifest.firstRoute).toEqual({
      routes: [{ path: 'a/:id', files: ['a.js'] }],
      // de-de is ui-kit's only, whose strings the shell loads itself
      strings: { 'en-us': ['strings-en-us-json.js'], 'fr-fr': ['strings-fr-fr-json.js'] },
    });
  }, 30_000);

  it('fails the build for a declared screen chunk the build does not have', async () => {
    const errors = await build(remoteConfig(remote(), [plugin({ a: 'a', b: 'b' })]));
    expect(errors.join('\n')).toContain('FirstRouteManifestPlugin: no chunk "b"');
  }, 30_000);

  it('fails the build when there is no manifest to add to', async () => {
    const config = remoteConfig(remote(), [plugin({ a: 'a' })]);
    config.plugins = config.plugins?.filter((each) => !(each instanceof ModuleFederationPlugin));
    config.entry = { routes: './src/routes.js' };
    const errors = await build(config);
    expect(errors.join('\n')).toContain('FirstRouteManifestPlugin: no mf-manifest.json');
  }, 30_000);

  it('fails the build when no strings chunk is found', async () => {
    const config = remoteConfig(remote(), [
      new FirstRouteManifestPlugin({
        screens: { a: 'a' },
        shellNamespaces: ['remote', 'ui-kit'],
      }),
    ]);
    const errors = await build(config);
    expect(errors.join('\n')).toContain('FirstRouteManifestPlugin: no strings chunk found');
  }, 30_000);

  it('refuses screens that name no chunk, or no route at all', () => {
    expect(() => plugin({ a: '' })).toThrow('route "a" names no screen chunk');
    expect(() => plugin({})).toThrow('no routes declared');
  });
});

describe('StartupPreloadPlugin', () => {
  /** A shell whose bootstrap chunk imports `lib`, shared as `shared` says. */
  const shell = async (shared: Record<string, object>) => {
    const dir = project({
      'src/main.js': 'import(/* webpackChunkName: "bootstrap" */ "./bootstrap");',
      'src/bootstrap.js': 'import { value } from "lib";\nconsole.log(value);',
      'node_modules/lib/package.json': '{ "name": "lib", "version": "1.0.0" }',
      'node_modules/lib/index.js': 'export const value = 1;',
    });
    const errors = await build({
      context: dir,
      entry: { main: './src/main.js' },
      output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].js' },
      plugins: [
        new ModuleFederationPlugin({ name: 'shell', remotes: {}, shared, dts: false }),
        new HtmlWebpackPlugin({ chunks: ['main'], inject: 'head' }),
        new StartupPreloadPlugin('bootstrap'),
      ],
    });
    const page = path.join(dir, 'dist/index.html');
    return { errors, page: existsSync(page) ? readFileSync(page, 'utf8') : '' };
  };
  const lib = { singleton: true, requiredVersion: '^1.0.0' };

  it('names the bootstrap chunk and the chunk of the shared module it consumes', async () => {
    const { errors, page } = await shell({ lib });
    expect(errors).toEqual([]);
    const preloads = [...page.matchAll(/<link rel="preload" href="\/([^"]+)" as="script"/g)].map(
      ([, file]) => file,
    );
    expect(preloads).toEqual(['bootstrap.js', expect.stringMatching(/lib/)]);
  }, 30_000);

  it('fails the build for a consumed shared module the build does not provide', async () => {
    const { errors } = await shell({ lib: { ...lib, import: false } });
    // (the page plugin reports it in lines of its own width)
    expect(errors.join('\n').replace(/\s+/g, '')).toContain(
      'consumesshared"lib",whichthebuildprovidesnomodulefor',
    );
  }, 30_000);

  it('fails the build when the start-up consumes no shared module', async () => {
    const { errors } = await shell({});
    expect(errors.join('\n').replace(/\s+/g, '')).toContain('thestart-upconsumesnosharedmodule');
  }, 30_000);

  describe('on a compilation whose shared modules it cannot read', () => {
    const block = {};
    const consumer = (options: object) => ({ type: 'consume-shared-module', options, blocks: [] });
    const provider = { type: 'provide-module', blocks: [block], identifier: () => 'provider' };
    const startChunk = (modules: object[]) => ({ files: new Set(['start.js']), modules });
    const compilation = (
      modules: object[],
      dependency: object | null,
      group?: { chunks: { files: Set<string>; modules: object[] }[] },
    ) =>
      ({
        modules: new Set(modules),
        moduleGraph: { getIncomingConnections: () => [{ dependency }] },
        chunkGraph: {
          getChunkModulesIterable: (chunk: { modules: object[] }) => chunk.modules,
          getBlockChunkGroup: () => group,
        },
      }) as unknown as Compilation;
    const run = (c: Compilation, chunk: { modules: object[] }) =>
      startupFiles(c, [chunk as unknown as webpack.Chunk]);
    const provided = { shareScope: 'default', name: 'lib' };

    it('reads the files of the provided version of each consumed module', () => {
      const lib = { files: new Set(['lib.js']), modules: [] };
      const start = startChunk([consumer({ shareKey: 'lib' })]);
      expect(run(compilation([provider], provided, { chunks: [lib] }), start)).toEqual([
        'start.js',
        'lib.js',
      ]);
    });

    it('fails for a provided module whose share key is not found', () => {
      const start = startChunk([consumer({ shareKey: 'lib' })]);
      expect(() => run(compilation([provider], { name: 'lib' }), start)).toThrow(
        'the share key of provider is not found',
      );
    });

    it('fails for a consumed module that names no share key', () => {
      const start = startChunk([{ ...consumer({}), identifier: () => 'consumer' }]);
      expect(() => run(compilation([provider], provided), start)).toThrow(
        'consumer names no share key',
      );
    });

    it('fails for a shared module whose files are not found', () => {
      const start = startChunk([consumer({ shareKey: 'lib' })]);
      expect(() => run(compilation([provider], provided), start)).toThrow(
        'no script found for shared "lib"',
      );
      const empty = { chunks: [{ files: new Set<string>(), modules: [] }] };
      expect(() => run(compilation([provider], provided, empty), start)).toThrow(
        'no script found for shared "lib"',
      );
    });
  });
});
