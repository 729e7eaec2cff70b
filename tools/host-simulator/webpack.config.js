// @ts-check
/**
 * The host simulator is its own small app (no Module Federation): React + ts-loader, one page.
 * `@sheet/bridge` and `@sheet/reference` are compiled from their source, like the apps do.
 */
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const workspaceRoot = path.resolve(__dirname, '../..');
const bridgeSource = path.join(workspaceRoot, 'libs/bridge/src');
const referenceSource = path.join(workspaceRoot, 'libs/reference/src');

/** @returns {import('webpack').Configuration & { devServer?: object }} */
module.exports = (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/main.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Works whether or not the tool is a workspace package yet.
      alias: {
        '@sheet/bridge$': path.join(bridgeSource, 'index.ts'),
        '@sheet/reference$': path.join(referenceSource, 'index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [path.join(__dirname, 'src'), bridgeSource, referenceSource],
          loader: 'ts-loader',
          options: {
            // Types are checked once for the whole workspace by `tsc`.
            transpileOnly: true,
            configFile: path.join(__dirname, 'tsconfig.json'),
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      // The same page template as the apps: one place for the document's head.
      new HtmlWebpackPlugin({
        template: require.resolve('@sheet/webpack-config/index.html'),
        title: 'Host simulator',
      }),
      // simulator-config.json: the static server may serve its own instead.
      new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    ],
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT) || 4300,
      hot: false,
      historyApiFallback: true,
      client: { overlay: false },
      static: false,
    },
  };
};
