// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import { MANIFEST_FILE, sealRemote } from './integrity.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The apps of the product and the dist folder each builds into. */
/** The host simulator's build (tools/host-simulator). */
export const SIMULATOR_DIR = 'tools/host-simulator/dist';
/** The host contract's conformance page (tools/host-contract), served under the sheet's origin. */
const CONFORMANCE_DIR = 'tools/host-contract/dist';

export const APPS = {
  shell: 'apps/shell/dist',
  create_account: 'apps/create-account/dist',
  carrier_linking: 'apps/carrier-linking/dist',
  channel_linking: 'apps/channel-linking/dist',
  terms_privacy: 'apps/terms-privacy/dist',
};

/** @typedef {keyof typeof APPS} AppName */
/** @typedef {{ name: string, url: string, port: number, close: () => Promise<void> }} RunningServer */

// Files whose names carry a content hash never change: a CDN and the browser may keep them.
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
/**
 * Every other file (the page, remotes.json, the configuration, manifests, remote entries) may be
 * used from the cache while the browser asks for a newer one: a new deploy is in use from the
 * next open on, and a broken one is replaced as soon as it is fixed (ADR 0004).
 */
export const REFRESHED = 'max-age=0, stale-while-revalidate=86400';

/** Hashed files are kept for ever; every other file is refreshed in the background. */
function setCacheControl(
  /** @type {import('node:http').ServerResponse} */ response,
  /** @type {string} */ filePath,
) {
  response.setHeader(
    'Cache-Control',
    HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : REFRESHED,
  );
}

/**
 * The shell's page with the files its first route needs named in its head, so the browser asks
 * for them with `main.js` instead of once `main.js` has run (ADR 0004). A manifest's preload
 * carries its hash: the shell's `fetch` asks with that integrity, and only a preload with the same
 * one is used for it.
 * @param {string} html
 * @param {Array<string | { url: string, integrity?: string }>} files fetched as JSON by the page
 */
export function withPreloads(html, files) {
  const attribute = (/** @type {string} */ value) => value.replace(/"/g, '&quot;');
  const links = files
    .map((file) => (typeof file === 'string' ? { url: file } : file))
    .map(
      ({ url, integrity }) =>
        `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="anonymous"${integrity ? ` integrity="${attribute(integrity)}"` : ''} />`,
    )
    .join('');
  // Before the scripts: the shell's origin answers a few requests at a time (HTTP/1.1), and the
  // first route's files wait on these small answers, not on the start-up chunks (ADR 0006).
  const firstScript = html.search(/<script[\s>]/);
  const at =
    firstScript >= 0 && firstScript < html.indexOf('</head>')
      ? firstScript
      : html.indexOf('</head>');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * Serves one folder with compression and CDN-like cache headers. `builtFile` is the file a build
 * always writes there: a page's index.html, or a remote's mf-manifest.json (a built remote has no
 * page of its own).
 * @param {{ name: string, dir: string, host?: string, port?: number, spaFallback?: boolean,
 *   builtFile?: string, extraRoutes?: (app: import('express').Express) => void,
 *   page?: (html: string) => string, network?: Network, requestLog?: string[] }} options
 * @returns {Promise<RunningServer>}
 */
export async function serveDirectory({
  name,
  dir,
  host = '127.0.0.1',
  port = 0,
  spaFallback = false,
  builtFile = 'index.html',
  extraRoutes,
  page,
  network,
  requestLog,
}) {
  if (!existsSync(path.join(dir, builtFile))) {
    throw new Error(
      `${name}: ${path.relative(workspaceRoot, dir)} has no build; run the build first`,
    );
  }
  const app = express();
  app.disable('x-powered-by');
  // The simulator's Offline switch: a request gets no answer at all, as on a phone without network.
  if (network)
    app.use((request, _response, next) => (network.offline ? request.socket.destroy() : next()));
  // What reached this server, for a test that counts what an open sent to the network.
  if (requestLog)
    app.use((request, _response, next) => (requestLog.push(`${name} ${request.path}`), next()));
  app.use(compression());
  app.use((_request, response, next) => {
    // Remotes are loaded cross-origin by the shell (manifest by fetch, chunks by script tags).
    response.setHeader('Access-Control-Allow-Origin', '*');
    // Lets the page's resource timing (and so the benchmark) read sizes of cross-origin files.
    response.setHeader('Timing-Allow-Origin', '*');
    next();
  });
  extraRoutes?.(app);
  const sendPage = (/** @type {import('express').Response} */ response) => {
    response.setHeader('Cache-Control', REFRESHED);
    if (!page) return response.sendFile(path.join(dir, 'index.html'));
    response.type('html').send(page(readFileSync(path.join(dir, 'index.html'), 'utf8')));
  };
  if (page) app.get(['/', '/index.html'], (_request, response) => sendPage(response));
  app.use(
    express.static(dir, {
      index: page ? false : 'index.html',
      setHeaders: setCacheControl,
    }),
  );
  if (spaFallback) {
    app.get(/.*/, (request, response, next) => {
      if (!request.accepts('html') || path.extname(request.path)) return next();
      sendPage(response);
    });
  }
  return listen(name, app, host, port);
}

/**
 * @param {string} name
 * @param {import('express').Express} app
 * @param {string} host
 * @param {number} port
 * @returns {Promise<RunningServer>}
 */
function listen(name, app, host, port) {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        name,
        port: actualPort,
        url: `http://${host}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** @typedef {{ offline: boolean }} Network whether the sheet's own servers answer (the simulator's switch) */

/**
 * The host simulator's build, told where the sheet (`sheetUrl()`, known once the sheet's server
 * listens) and the services are. `POST /__network {offline}` is its Offline switch for the sheet's
 * own files (`network`, shared with the sheet's servers).
 * @param {{ host: string, port?: number, sheetUrl: () => string, emulatorUrl: string,
 *   network?: Network }} options
 */
export function serveSimulator({ host, port = 0, sheetUrl, emulatorUrl, network }) {
  return serveDirectory({
    name: 'simulator',
    dir: path.join(workspaceRoot, SIMULATOR_DIR),
    host,
    port,
    spaFallback: true,
    extraRoutes: (app) => {
      app.get('/simulator-config.json', (_request, response) => {
        response.setHeader('Cache-Control', REFRESHED);
        response.json({ sheetUrl: sheetUrl(), emulatorUrl });
      });
      app.post('/__network', express.json(), (request, response) => {
        if (!network || typeof request.body?.offline !== 'boolean') {
          response.status(network ? 400 : 404).end();
          return;
        }
        network.offline = request.body.offline;
        response.json({ offline: network.offline });
      });
    },
  });
}

/**
 * Serves the shell and the four remotes, each on its own origin as in production, and, with
 * `simulator`, the host simulator around them. The shell's remotes.json is written for the ports
 * actually used, unless `remoteUrls` points some remote elsewhere (a developer's machine, a
 * fault-injecting test server); its sheet-config.json names the service bag and the host origins.
 * Without `integrity` (development, `npm start`) the remotes run unchecked; with it, each remote's
 * manifest is served sealed and remotes.json names its hash, as a deploy writes them (the
 * benchmark measures that), and a remote from `remoteUrls` is refused.
 * @param {{ host?: string, ports?: Partial<Record<AppName | 'simulator', number>>,
 *   remoteUrls?: Partial<Record<Exclude<AppName, 'shell'>, string>>,
 *   emulatorUrl?: string, testMode?: boolean, simulator?: boolean, serviceTimeoutMs?: number,
 *   integrity?: boolean }} [options]
 */
export async function serveProduct({
  host = '127.0.0.1',
  ports = {},
  remoteUrls = {},
  emulatorUrl = 'http://127.0.0.1:4100',
  testMode = false,
  simulator = false,
  serviceTimeoutMs,
  integrity = false,
} = {}) {
  /** @type {RunningServer[]} */
  const servers = [];
  /** every request the shell's and the remotes' servers answered: `<server> <path>` */
  /** @type {string[]} */
  const requestLog = [];
  const close = () => Promise.all(servers.map((server) => server.close())).then(() => undefined);
  /** @type {Network | undefined} */
  const network = simulator ? { offline: false } : undefined;
  try {
    /** @type {Record<string, string>} */
    const hashes = {};
    for (const name of /** @type {Exclude<AppName, 'shell'>[]} */ (
      Object.keys(APPS).filter((n) => n !== 'shell')
    )) {
      if (remoteUrls[name]) continue;
      const dir = path.join(workspaceRoot, APPS[name]);
      const sealed = integrity ? sealRemote(dir) : undefined;
      if (sealed) hashes[name] = sealed.integrity;
      servers.push(
        await serveDirectory({
          name,
          dir,
          host,
          port: ports[name] ?? 0,
          builtFile: MANIFEST_FILE,
          network,
          requestLog,
          extraRoutes: sealed
            ? (app) =>
                app.get(`/${MANIFEST_FILE}`, (_request, response) => {
                  response.setHeader('Cache-Control', REFRESHED);
                  response.type('json').send(sealed.text);
                })
            : undefined,
        }),
      );
    }
    const remotes = [...servers];
    /** @type {Record<string, string>} */
    const manifest = {};
    for (const remote of remotes) manifest[remote.name] = `${remote.url}/${MANIFEST_FILE}`;
    Object.assign(manifest, remoteUrls);
    const pointers = pointersOf(manifest, hashes);
    let shellUrl = '';
    const simulatorServer = simulator
      ? await serveSimulator({
          host,
          port: ports.simulator,
          sheetUrl: () => shellUrl,
          emulatorUrl,
          network,
        })
      : undefined;
    if (simulatorServer) servers.push(simulatorServer);
    const sheetConfig = {
      bagUrl: `${emulatorUrl}/bag.json`,
      hostOrigins: simulatorServer ? [simulatorServer.url] : [],
      testMode,
      errorNoise: [],
      integrity: integrity ? 'required' : 'off',
      ...(serviceTimeoutMs ? { serviceTimeoutMs } : {}),
    };
    // A test's stand-in for the service worker (a broken one, e2e/service-worker.spec.ts).
    /** @type {{ script?: string }} */
    const worker = {};
    const shell = await serveDirectory({
      name: 'shell',
      dir: path.join(workspaceRoot, APPS.shell),
      host,
      port: ports.shell ?? 0,
      spaFallback: true,
      network,
      requestLog,
      page: (html) =>
        withPreloads(html, [
          '/remotes.json',
          '/sheet-config.json',
          sheetConfig.bagUrl,
          ...manifestPreloads(pointers),
        ]),
      extraRoutes: (app) => {
        app.get('/remotes.json', (_request, response) => {
          response.setHeader('Cache-Control', REFRESHED);
          response.json(pointers);
        });
        app.get('/sheet-config.json', (_request, response) => {
          response.setHeader('Cache-Control', REFRESHED);
          response.json(sheetConfig);
        });
        app.get('/sheet-worker.js', (_request, response, next) => {
          if (worker.script === undefined) return next();
          response.setHeader('Cache-Control', REFRESHED);
          response.type('js').send(worker.script);
        });
        // Where the sheet is, as a host's WebView opens it: `?path=/conformance/` in the simulator.
        if (simulator) {
          const dir = path.join(workspaceRoot, CONFORMANCE_DIR);
          app.use('/conformance', express.static(dir, { setHeaders: setCacheControl }));
        }
      },
    });
    servers.push(shell);
    shellUrl = shell.url;
    // `sheetConfig` is served as it is at each request: a test may change it (the kill switch).
    return {
      ...{ shell, remotes, simulator: simulatorServer, manifest },
      ...{ sheetConfig, worker, requestLog, close },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * remotes.json's pointers: a remote with a hash points at its manifest with that integrity, any
 * other by its URL alone (a development pointer).
 * @param {Record<string, string>} manifestUrls
 * @param {Record<string, string>} hashes
 * @returns {Record<string, import('./integrity.mjs').Pointer>}
 */
export function pointersOf(manifestUrls, hashes) {
  return Object.fromEntries(
    Object.entries(manifestUrls).map(([name, url]) => [
      name,
      hashes[name] ? { manifest: url, integrity: hashes[name] } : url,
    ]),
  );
}

/** The page's preloads of the manifests remotes.json points at, with their hashes. */
export function manifestPreloads(
  /** @type {Record<string, import('./integrity.mjs').Pointer>} */ pointers,
) {
  return Object.values(pointers).map((pointer) =>
    typeof pointer === 'string' ? pointer : { url: pointer.manifest, integrity: pointer.integrity },
  );
}

/**
 * Serves a deploy tree (`npm run deploy`): the shell's files at its root, each remote's versions
 * under `/<app>/<version>/`, and its `remotes.json`, or `pointers` in its place (a deploy's smoke
 * check tries a pointer before it moves it). One origin for all, as a CDN path layout has it.
 * @param {{ dir: string, shellDir?: string, pointers?: Record<string, string>,
 *   sheetConfig?: object, host?: string, port?: number }} options
 */
export function serveTree({ dir, shellDir = dir, pointers, sheetConfig = {}, host, port }) {
  return serveDirectory({
    name: 'tree',
    dir: shellDir,
    host,
    port,
    spaFallback: true,
    extraRoutes: (app) => {
      app.get('/remotes.json', (_request, response) => {
        response.setHeader('Cache-Control', REFRESHED);
        if (pointers) return response.json(pointers);
        response.sendFile(path.join(dir, 'remotes.json'));
      });
      app.get('/sheet-config.json', (_request, response) => {
        response.setHeader('Cache-Control', REFRESHED);
        response.json(sheetConfig);
      });
      for (const remoteDir of Object.values(APPS).filter((d) => d !== APPS.shell)) {
        const name = path.basename(path.dirname(remoteDir));
        app.use(
          `/${name}`,
          express.static(path.join(dir, name), {
            index: false,
            fallthrough: false,
            setHeaders: setCacheControl,
          }),
        );
      }
    },
  });
}
