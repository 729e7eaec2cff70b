import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { build, project } from './test-builds';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StartupPreloadPlugin } = require('../first-route') as {
  StartupPreloadPlugin: new (
    groupName: string,
    options?: { tvChunks?: string[] },
  ) => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedChunkGroups } = require('../shared-chunks') as {
  sharedChunkGroups: () => Record<string, object>;
};

/**
 * A shell whose bootstrap chunk uses a package and a lib, both shared; the lib loads a chunk of
 * its own later (`later`), and the shell a TV-only chunk (`tv-only`).
 */
async function shell(tvChunks: string[]) {
  const dir = project({
    'src/main.js':
      'import(/* webpackChunkName: "bootstrap" */ "./bootstrap");\n' +
      'import(/* webpackChunkName: "tv-only" */ "./tv");',
    'src/tv.js': 'export const tv = 1;',
    'src/bootstrap.js':
      'import { value } from "pkg";\nimport { lib } from "@sheet/lib";\nconsole.log(value, lib);',
    'node_modules/pkg/package.json': '{ "name": "pkg", "version": "1.0.0" }',
    'node_modules/pkg/index.js': 'export const value = 1;',
    'libs/lib/package.json': '{ "name": "@sheet/lib", "version": "1.0.0" }',
    'libs/lib/index.js':
      'export const lib = 2;\nexport const later = () => import(/* webpackChunkName: "later" */ "./later");',
    'libs/lib/later.js': 'export const late = 3;',
  });
  const singleton = { singleton: true, requiredVersion: '^1.0.0' };
  const errors = await build({
    context: dir,
    entry: { main: './src/main.js' },
    resolve: { alias: { '@sheet/lib': path.join(dir, 'libs/lib/index.js') } },
    output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].js' },
    optimization: { splitChunks: { cacheGroups: sharedChunkGroups() } },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: { pkg: singleton, '@sheet/lib': { ...singleton, version: '1.0.0' } },
        dts: false,
      }),
      new HtmlWebpackPlugin({ chunks: ['main'], inject: 'head', scriptLoading: 'defer' }),
      new StartupPreloadPlugin('bootstrap', { tvChunks }),
    ],
  });
  const dist = path.join(dir, 'dist');
  const page = existsSync(path.join(dist, 'index.html'))
    ? readFileSync(path.join(dist, 'index.html'), 'utf8')
    : '';
  return { errors, page, files: existsSync(dist) ? readdirSync(dist) : [] };
}

describe("the shell's shared modules and its page", () => {
  it('puts the shared package and the shared lib in a file each; a later chunk stays apart', async () => {
    const { errors, page, files } = await shell([]);
    expect(errors).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining(['shared-stack.js', 'shared-libs.js', 'later.js']),
    );
    const preloads = [...page.matchAll(/<link rel="preload" href="\/([^"]+)"/g)].map(
      ([, file]) => file,
    );
    expect(preloads.sort()).toEqual(['bootstrap.js', 'shared-libs.js', 'shared-stack.js']);
  }, 30_000);

  it('asks for the entry first, the start-up chunks behind it, and names the TV-only ones unfetched', async () => {
    const { errors, page } = await shell(['tv-only']);
    expect(errors).toEqual([]);
    expect(page).toMatch(/<script defer src="\/main\.js" fetchpriority="high">/);
    expect(page).toMatch(
      /<link rel="preload" href="\/bootstrap\.js" as="script" fetchpriority="low">/,
    );
    expect(page).toContain(
      '<link rel="preload" href="/tv-only.js" as="script" media="not all" data-device="tv">',
    );
  }, 30_000);

  it('fails the build for a TV-only chunk it does not have', async () => {
    const { errors } = await shell(['no-such-chunk']);
    expect(errors.join('\n').replace(/\s+/g, ' ')).toContain('no script for chunk "no-such-chunk"');
  }, 30_000);
});
