// @ts-check
/**
 * The conformance page (src/conformance): one page, one script, no Module Federation. It is served
 * next to the sheet, under `/conformance/`, so every address in it is relative. One chunk: nothing
 * is loaded later, so the page's Content-Security-Policy (a meta element: scripts and styles from
 * its own origin only, no inline code, no eval, Trusted Types with no policy) holds.
 */
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { optimize } = require('webpack');

const workspaceRoot = path.resolve(__dirname, '../..');

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // sheet-config.json, next to the sheet
  "connect-src 'self'",
  // the template's empty icon
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** @returns {import('webpack').Configuration} */
module.exports = () => ({
  mode: 'production',
  context: __dirname,
  entry: { main: './src/conformance/main.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    // Relative: the page lives under /conformance/ (or a base path before it).
    publicPath: '',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.js'],
    alias: {
      '@sheet/bridge$': path.join(workspaceRoot, 'libs/bridge/src/index.ts'),
      // The compiled validators need Ajv's run-time helpers: this tool's Ajv, wherever the
      // schema file sits (the workspace root has an older Ajv of ESLint's).
      'ajv/dist/runtime': path.dirname(require.resolve('ajv/dist/runtime/ucs2length')),
    },
  },
  module: {
    rules: [
      {
        test: /\.ts$/,
        include: [path.join(__dirname, 'src'), path.join(workspaceRoot, 'libs')],
        loader: 'ts-loader',
        options: {
          // Types are checked once for the whole workspace by `tsc`.
          transpileOnly: true,
          configFile: path.join(__dirname, 'tsconfig.json'),
        },
      },
      {
        test: /host-contract\.schema\.json$/,
        resourceQuery: /validators/,
        type: 'javascript/auto',
        loader: path.join(__dirname, 'validators-loader.cjs'),
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    // The bridge loads its host adapters on demand; here they belong in the one script.
    new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    new HtmlWebpackPlugin({
      template: require.resolve('@sheet/webpack-config/index.html'),
      title: 'Host contract conformance',
      meta: {
        'Content-Security-Policy': {
          'http-equiv': 'Content-Security-Policy',
          content: CONTENT_SECURITY_POLICY,
        },
      },
    }),
    // probe.json (httpRequest asks for it) and opened.html (openUrl opens it).
    new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }),
  ],
  performance: { hints: false },
});
