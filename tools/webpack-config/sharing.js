// @ts-check
/**
 * What the builds share at run time and how (ADR 0002, ADR 0003): the singletons every build
 * declares alike, and the aliases that let a shared key be provided by a subset of its package, or
 * a built remote run on the shell's federation runtime.
 */
const fs = require('node:fs');
const path = require('node:path');
const rootPackage = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * The libs shared as singletons (one copy at run time, provided by the shell): those whose
 * package.json carries the Nx tag `share:singleton` (README, "Layers"). The others are bundled
 * by each build that uses them.
 */
const libNames = fs.readdirSync(path.join(workspaceRoot, 'libs')).filter((lib) => {
  const manifest = path.join(workspaceRoot, 'libs', lib, 'package.json');
  return fs.existsSync(manifest) && require(manifest).nx?.tags?.includes('share:singleton');
});

const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const reactI18nextDir = path.dirname(require.resolve('react-i18next/package.json'));
/** What each container's generated federation entry imports (by this absolute path). */
const bundlerRuntimeFile = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
const bundlerRuntimeFromShell = path.join(__dirname, 'shared/bundler-runtime-from-shell.mjs');
/** Shared keys provided by a subset of their package (ADR 0002), each re-exported from an alias. */
const sharedSubsets = {
  'react-router': path.join(__dirname, 'shared/react-router-browser.mjs'),
  'react-router-dom': path.join(__dirname, 'shared/react-router-browser.mjs'),
  'react-i18next': path.join(__dirname, 'shared/react-i18next-browser.mjs'),
};

/**
 * Shared singletons: one React, one router, one i18n instance, one store library, one of each lib.
 * `consumeOnly`: the build provides none of them and has no fallback copies: a built remote runs
 * only inside the shell, which provides every one (ADR 0003), so the remote's entry carries no
 * share registrations and no fallback loaders for the first screen to download.
 */
function sharedSingletons(consumeOnly = false) {
  /** @param {string} version */
  const singleton = (version) => ({
    singleton: true,
    requiredVersion: version,
    strictVersion: false,
  });
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'zustand',
    'i18next',
    'react-i18next',
  ]) {
    shared[name] = singleton(
      rootPackage.dependencies[/** @type {keyof typeof rootPackage.dependencies} */ (name)],
    );
  }
  for (const [name, subset] of Object.entries(sharedSubsets)) {
    shared[name] = {
      ...shared[name],
      import: subset,
      // The version installed, which the subset is made of (a range here would satisfy nothing).
      version: require(`${name}/package.json`).version,
    };
  }
  // Subpaths (react/jsx-runtime, react-dom/client) are separate requests: share them by prefix.
  shared['react/'] = singleton(rootPackage.dependencies.react);
  shared['react-dom/'] = singleton(rootPackage.dependencies['react-dom']);
  for (const lib of libNames) {
    const { version } = require(path.join(workspaceRoot, 'libs', lib, 'package.json'));
    shared[`@sheet/${lib}`] = singleton(`^${version}`);
  }
  if (consumeOnly) {
    for (const name of Object.keys(shared)) shared[name] = { ...shared[name], import: false };
  }
  return shared;
}

/**
 * `resolve.alias` for a build.
 * @param {{ production: boolean, builtRemote: boolean }} build
 */
function sharingAliases({ production, builtRemote }) {
  return {
    // The real packages, under names the federation share does not intercept.
    'react-router-full$': path.join(
      reactRouterDir,
      'dist',
      production ? 'production' : 'development',
      'index.mjs',
    ),
    'react-i18next-full$': path.join(reactI18nextDir, 'dist/es/index.js'),
    'use-sync-external-store/shim$': path.join(
      __dirname,
      'shared/use-sync-external-store-shim.mjs',
    ),
    // A built remote's federation entry runs on the shell's bundler runtime (ADR 0003).
    ...(builtRemote ? { [`${bundlerRuntimeFile}$`]: bundlerRuntimeFromShell } : {}),
  };
}

module.exports = { sharedSingletons, sharingAliases };
