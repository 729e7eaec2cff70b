// @ts-check
/**
 * The ui-kit gallery: every element of the kit in every state, on one page, without the shell.
 * Plain webpack (no Module Federation); TypeScript and CSS are handled as in
 * tools/webpack-config, and the page uses the apps' template.
 *   npx nx serve ui-kit                      development server, http://127.0.0.1:4400/
 *   npm run build-gallery -w @sheet/ui-kit   production build into libs/ui-kit/gallery-dist
 * Query: ?theme=light|dark&device=tv&lang=en-us|ar
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const workspaceRoot = path.resolve(__dirname, '../..');

/** The workspace's libs by their package names, as the root tsconfig's `paths` map them. */
function tsconfigPathAliases() {
  const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [name, targets] of Object.entries(
    /** @type {Record<string, string[]>} */ (compilerOptions.paths ?? {}),
  )) {
    if (targets[0]) aliases[`${name}$`] = path.join(workspaceRoot, targets[0]);
  }
  return aliases;
}

/** @returns {import('webpack').Configuration & { devServer?: object }} */
module.exports = (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './gallery/main.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'gallery-dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: tsconfigPathAliases(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: {
            // Types are checked by `tsc` (gallery/tsconfig.json and the root tsconfig).
            transpileOnly: true,
            configFile: path.join(__dirname, 'gallery/tsconfig.json'),
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: require.resolve('@sheet/webpack-config/index.html'),
        title: 'ui-kit gallery',
      }),
    ],
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT) || 4400,
      hot: false,
      historyApiFallback: true,
      client: { overlay: false },
      static: false,
    },
  };
};
