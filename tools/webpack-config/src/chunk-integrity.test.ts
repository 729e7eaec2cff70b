import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { WebpackPluginInstance } from 'webpack';
import { build, project } from './test-builds';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ChunkIntegrityPlugin, INTEGRITY_LOOKUP } = require('../integrity') as {
  ChunkIntegrityPlugin: new () => WebpackPluginInstance;
  INTEGRITY_LOOKUP: string;
};

/**
 * A built runtime, run in a page: the script and stylesheet it adds for a lazy chunk carry the
 * hash the shell's lookup gives (and CORS), and nothing without a lookup.
 */
async function elementsAddedFor(lookup: ((url: string) => string | undefined) | undefined) {
  const dir = project({
    'src/main.js': "import('./later');",
    'src/later.js': "import './later.css';\nexport const later = 1;",
    'src/later.css': '.later { color: red; }',
  });
  const errors = await build({
    context: dir,
    entry: { main: './src/main.js' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'https://remote.test/',
    },
    module: {
      rules: [
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      ],
    },
    plugins: [new MiniCssExtractPlugin(), new ChunkIntegrityPlugin()],
  });
  expect(errors).toEqual([]);
  const dom = new JSDOM('<!doctype html><head></head>', {
    url: 'https://sheet.test/',
    runScripts: 'outside-only',
  });
  if (lookup) (dom.window as unknown as Record<string, unknown>)[INTEGRITY_LOOKUP] = lookup;
  dom.window.eval(readFileSync(path.join(dir, 'dist/main.js'), 'utf8'));
  const added = [...dom.window.document.head.querySelectorAll('script, link')];
  // Its chunk loads would wait on timers: the page goes once it has been read.
  const elements = added.map((element) => ({
    tag: element.tagName.toLowerCase(),
    url: element.getAttribute('src') ?? element.getAttribute('href'),
    integrity: element.getAttribute('integrity'),
    crossOrigin: element.getAttribute('crossorigin'),
  }));
  dom.window.close();
  return elements;
}

describe('ChunkIntegrityPlugin', () => {
  it('gives each chunk script and stylesheet the hash the shell names for it', async () => {
    const added = await elementsAddedFor((url) => `sha384-for-${url.split('/').pop()}`);
    expect(added).toEqual([
      expect.objectContaining({
        tag: 'link',
        url: expect.stringMatching(/^https:\/\/remote\.test\/.*\.css$/),
        crossOrigin: 'anonymous',
      }),
      expect.objectContaining({ tag: 'script', crossOrigin: 'anonymous' }),
    ]);
    for (const element of added) {
      expect(element.integrity).toBe(`sha384-for-${element.url!.split('/').pop()}`);
    }
  });

  it('sets no hash outside the shell (a standalone development page has no lookup)', async () => {
    const added = await elementsAddedFor(undefined);
    expect(added).toHaveLength(2);
    expect(added.map(({ integrity, crossOrigin }) => [integrity, crossOrigin])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
