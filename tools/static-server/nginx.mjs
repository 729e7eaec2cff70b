// @ts-check
// Serves the built product through Debian's nginx with the configuration in deploy/nginx, as
// production would: the shell's production build under the content base path, each remote on its
// own origin. The templates' `${NAME}` values are filled in here for one environment (ports,
// folders, origins); everything else is the operator's configuration as it stands.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, manifestPreloads, pointersOf, serveSimulator, withPreloads } from './index.mjs';
import { MANIFEST_FILE, sealRemoteInPlace } from './integrity.mjs';
import { NGINX_BROTLI_MODULES as BROTLI_MODULES, NGINX_PATH } from './nginx-install.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const templatesDir = path.join(workspaceRoot, 'deploy/nginx');
/** The shell built for the production base path (`nx run shell:build-prod`). */
export const SHELL_PROD_DIR = 'apps/shell/dist-prod';

/**
 * Fills in `${NAME}` from `values`; a name without a value is an error, so a template and its
 * renderer cannot drift apart silently. nginx's own `$name` variables have no braces.
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for \${${name}}`);
    return values[name];
  });
}

/** A free port on `host`, for a server that cannot listen on port 0 (nginx). */
function freePort(/** @type {string} */ host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once nginx answers `url`, rejects when nginx exits or `timeoutMs` passes. Another
 * server answering on that port (one that took it between its choice and nginx's start) is not
 * nginx: its answer does not count.
 */
async function waitUntilAnswering(
  /** @type {string} */ url,
  /** @type {Promise<unknown>} */ exited,
  timeoutMs = 10_000,
) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (!gone && Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1000) });
      if (response.headers.get('server')?.startsWith('nginx')) return;
    } catch {
      // not listening yet, or a server that never answers
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(gone ? 'nginx exited while starting' : `nginx did not answer ${url}`);
}

/**
 * Starts nginx in front of the builds on `host` (fresh ports unless given), with the host
 * simulator (a Node server: it is a development tool, not part of the product) when asked.
 * Returns what `serveProduct` returns; `shell.url` includes the base path (no trailing slash).
 * @param {{ host?: string, ports?: Partial<Record<import('./index.mjs').AppName | 'simulator', number>>,
 *   emulatorUrl?: string, testMode?: boolean, simulator?: boolean, retries?: number }} [options]
 */
export async function serveProductWithNginx({
  host = '127.0.0.1',
  ports = {},
  emulatorUrl = 'http://127.0.0.1:4100',
  testMode = false,
  simulator = false,
  retries = 2,
} = {}) {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is missing at ${NGINX_PATH}; run npm test`);
  const shellRoot = path.join(workspaceRoot, SHELL_PROD_DIR);
  const page = await readFile(path.join(shellRoot, 'index.html'), 'utf8').catch(() => {
    throw new Error(
      `${SHELL_PROD_DIR} has no build; run the build first (nx run shell:build-prod)`,
    );
  });
  const basePath = /** @type {string} */ (page.match(/src="?(\/[^"\s>]*\/)main\./)?.[1] ?? '/');
  const remoteNames = Object.keys(APPS).filter((name) => name !== 'shell');
  /** @type {string} */
  let shellUrl = '';
  // Listening before nginx's ports are chosen, so that it cannot take one of them.
  const simulatorServer = simulator
    ? await serveSimulator({ host, port: ports.simulator, sheetUrl: () => shellUrl, emulatorUrl })
    : undefined;
  /** @type {Record<string, number>} */
  const chosen = {};
  for (const name of ['shell', ...remoteNames]) {
    chosen[name] = ports[/** @type {keyof typeof ports} */ (name)] ?? (await freePort(host));
  }
  const origin = (/** @type {number} */ port) => `http://${host}:${port}`;
  const shellOrigin = origin(chosen.shell);
  shellUrl = `${shellOrigin}${basePath.replace(/\/$/, '')}`;
  /** @type {Record<string, string>} */
  const manifest = {};
  for (const name of remoteNames) manifest[name] = `${origin(chosen[name])}/${MANIFEST_FILE}`;

  const sheetConfig = {
    bagUrl: `${emulatorUrl}/bag.json`,
    hostOrigins: simulatorServer ? [simulatorServer.url] : [],
    testMode,
    errorNoise: [],
    integrity: 'required',
  };

  // nginx's workers drop root: what they read must be readable by everyone.
  const runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'sheet-nginx-'));
  await chmod(runtimeDir, 0o755);
  const siteDir = path.join(runtimeDir, 'site');
  await mkdir(siteDir);
  await mkdir(path.join(runtimeDir, 'temp'));
  // Each remote as a deploy publishes it: a copy of its build (no source maps), sealed with its
  // files' hashes, which remotes.json names (tools/static-server/integrity.mjs).
  /** @type {Record<string, string>} */
  const remoteRoots = {};
  /** @type {Record<string, string>} */
  const hashes = {};
  for (const name of remoteNames) {
    remoteRoots[name] = path.join(runtimeDir, 'remotes', name);
    await cp(
      path.join(workspaceRoot, APPS[/** @type {keyof typeof APPS} */ (name)]),
      remoteRoots[name],
      {
        recursive: true,
        filter: (file) => !file.endsWith('.map'),
      },
    );
    hashes[name] = sealRemoteInPlace(remoteRoots[name]);
  }
  const pointers = pointersOf(manifest, hashes);
  await writeFile(path.join(siteDir, 'remotes.json'), JSON.stringify(pointers));
  await writeFile(path.join(siteDir, 'sheet-config.json'), JSON.stringify(sheetConfig));
  await writeFile(
    path.join(siteDir, 'index.html'),
    withPreloads(page, [
      `${basePath}remotes.json`,
      `${basePath}sheet-config.json`,
      sheetConfig.bagUrl,
      ...manifestPreloads(pointers),
    ]),
  );

  const brotli = BROTLI_MODULES.every((file) => existsSync(file));
  const values = {
    RUNTIME_DIR: runtimeDir,
    SITE_DIR: siteDir,
    SHELL_ROOT: shellRoot,
    SHELL_LISTEN: `${host}:${chosen.shell}`,
    BASE_PATH: basePath,
    LOAD_MODULES: brotli ? BROTLI_MODULES.map((file) => `load_module ${file};`).join('\n') : '',
    BROTLI: brotli ? `include ${path.join(templatesDir, 'brotli.conf')};` : '',
    SHEET_ORIGINS: [shellOrigin, ...remoteNames.map((name) => origin(chosen[name]))].join(' '),
    SERVICE_ORIGINS: new URL(emulatorUrl).origin,
    HOST_ORIGINS: simulatorServer ? simulatorServer.url : "'none'",
    TRUSTED_TYPE_POLICIES: [
      ...['shell', ...remoteNames].map((name) => `sheet-${name}`),
      'sheet-federation',
      'sheet-worker',
      'dompurify',
    ].join(' '),
  };
  const template = (/** @type {string} */ file) => readFile(path.join(templatesDir, file), 'utf8');
  const write = async (/** @type {string} */ file, /** @type {string} */ text) =>
    writeFile(path.join(runtimeDir, file), text);
  await write('nginx.conf', renderTemplate(await template('nginx.conf.template'), values));
  await write('sheet.conf', renderTemplate(await template('sheet.conf.template'), values));
  await write(
    'security-headers.conf',
    renderTemplate(await template('security-headers.conf.template'), values),
  );
  await write('cross-origin.conf', await template('cross-origin.conf'));
  for (const name of remoteNames) {
    const remote = {
      ...values,
      REMOTE_NAME: name,
      REMOTE_LISTEN: `${host}:${chosen[name]}`,
      REMOTE_ROOT: remoteRoots[name],
    };
    await write(
      `remote-${name}.conf`,
      renderTemplate(await template('remote.conf.template'), remote),
    );
  }

  const nginx = spawn(
    NGINX_PATH,
    [
      '-p',
      runtimeDir,
      '-c',
      path.join(runtimeDir, 'nginx.conf'),
      '-e',
      path.join(runtimeDir, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const close = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
    await simulatorServer?.close();
    await rm(runtimeDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${shellOrigin}/`, exited);
  } catch (error) {
    const log = await readFile(path.join(runtimeDir, 'error.log'), 'utf8').catch(() => '');
    await close();
    // Another process took a port chosen here before nginx could bind it: again, on new ones.
    const portsChosenHere = ['shell', ...remoteNames].every((name) => !(name in ports));
    if (log.includes('Address already in use') && portsChosenHere && retries > 0) {
      return serveProductWithNginx({
        host,
        ports,
        emulatorUrl,
        testMode,
        simulator,
        retries: retries - 1,
      });
    }
    throw new Error(`${/** @type {Error} */ (error).message}\n${log}`);
  }
  const remotes = remoteNames.map((name) => ({
    name,
    url: origin(chosen[name]),
    port: chosen[name],
  }));
  return {
    shell: { name: 'shell', url: shellUrl, port: chosen.shell },
    remotes,
    simulator: simulatorServer,
    manifest,
    basePath,
    // Where this server's files are, for tests that change one behind the pointer's back.
    files: { site: siteDir, remotes: remoteRoots },
    pid: nginx.pid,
    close,
  };
}
