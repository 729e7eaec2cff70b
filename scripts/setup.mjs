// Installs what the project needs on a fresh machine with only Node and npm: the npm packages
// (when the lockfile changed since the last install) and, when asked for, Debian's Chromium, fonts
// and nginx.
// Uses nothing from node_modules: it runs before they exist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { NGINX_BROTLI_MODULES, NGINX_PATH } from '../tools/static-server/nginx-install.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (the same Blink, without the browser's UI): what the
 * end-to-end tests drive, as Playwright itself does for headless runs. It costs about a quarter
 * less CPU a test than the full browser (docs/testing.md). The benchmark and the deploy smoke
 * check keep the full browser, the closer one to a phone's WebView.
 */
const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';

/** Runs a command in the workspace, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Runs a command in the workspace with its output held back, so that two can run at once without
 * mixing their lines. Resolves with what it printed; rejects with an Error that carries it
 * (`output`).
 */
export function runHeld(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) resolve(output);
      else {
        const why = `${command} ${args.join(' ')} failed (exit ${code ?? signal})`;
        reject(Object.assign(new Error(why), { output }));
      }
    });
  });
}

function packagesAreCurrent() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return false;
  const installed = statSync(marker).mtimeMs;
  return ['package.json', 'package-lock.json'].every(
    (file) =>
      !existsSync(path.join(root, file)) || statSync(path.join(root, file)).mtimeMs <= installed,
  );
}

export function ensurePackages() {
  if (packagesAreCurrent()) return;
  console.log('› Installing npm packages');
  // `npm install`, not `npm ci`: the registry here lacks some optional platform packages of the
  // lockfile (other operating systems' Nx binaries), which `npm ci` treats as an error.
  run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/** Installs Debian packages (as root), or says which to install when it cannot. */
function aptInstall(packages, what) {
  if (process.getuid?.() !== 0) {
    throw new Error(`${what} missing; install Debian's ${packages.join(', ')} (as root)`);
  }
  console.log(`› Installing Debian's ${packages.join(', ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    // RUNLEVEL=1: the package must not start a system-wide nginx; the tests start their own.
    env: { DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
  });
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(HEADLESS_SHELL_PATH)) return;
  if (process.env.CHROMIUM_PATH && !existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}`);
  }
  aptInstall(['chromium', 'chromium-headless-shell'], `Chromium is`);
  for (const file of [CHROMIUM_PATH, HEADLESS_SHELL_PATH]) {
    if (!existsSync(file)) throw new Error(`Chromium was installed but is not at ${file}`);
  }
}

/** Debian's nginx and its brotli modules: the production web server (deploy/nginx). */
export function ensureNginx() {
  if (existsSync(NGINX_PATH) && NGINX_BROTLI_MODULES.every((file) => existsSync(file))) return;
  aptInstall(
    ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'],
    'nginx or its brotli modules are',
  );
}

/**
 * Fonts for the scripts the sheet is tested in (Chinese, Japanese, Korean, Arabic, Hebrew,
 * Devanagari): without them Chromium draws empty boxes and the layout checks measure nothing real.
 */
const FONT_PACKAGES = {
  zh: 'fonts-wqy-microhei',
  ja: 'fonts-wqy-microhei',
  ko: 'fonts-wqy-microhei',
  ar: 'fonts-noto-core',
  he: 'fonts-noto-core',
  hi: 'fonts-noto-core',
};

function hasFontFor(language) {
  const result = spawnSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

export function ensureFonts() {
  const missing = [
    ...new Set(
      Object.entries(FONT_PACKAGES)
        .filter(([language]) => !hasFontFor(language))
        .map(([, pkg]) => pkg),
    ),
  ];
  if (missing.length === 0) return;
  aptInstall(missing, 'Fonts are');
}

/** Builds every app through Nx (cached: unchanged apps are not rebuilt). */
export function buildAll() {
  console.log(
    '› Building the shell (also for its production base path), the four remotes, the host simulator and the ui-kit gallery',
  );
  run(
    'npx',
    ['nx', 'run-many', '-t', 'build', 'build-prod', 'build-gallery', '--outputStyle=static'],
    {
      env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
}
