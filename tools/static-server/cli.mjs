// Starts the built product (shell + remotes) and prints one JSON line with its URLs once it
// listens. Used by the end-to-end tests and the benchmark, which stop it by pid.
//   node tools/static-server/cli.mjs [--remote terms_privacy=http://127.0.0.1:5000/mf-manifest.json]...
//     [--emulator http://127.0.0.1:4100] [--simulator] [--test-mode] [--nginx] [--service-timeout ms]
// --nginx: through nginx and deploy/nginx (the shell's production build, under its base path).
import { parseArgs } from 'node:util';
import { serveProduct } from './index.mjs';
import { serveProductWithNginx } from './nginx.mjs';

const { values } = parseArgs({
  options: {
    remote: { type: 'string', multiple: true, default: [] },
    emulator: { type: 'string' },
    simulator: { type: 'boolean', default: false },
    'test-mode': { type: 'boolean', default: false },
    nginx: { type: 'boolean', default: false },
    'service-timeout': { type: 'string' },
  },
});
/** @type {Record<string, string>} */
const remoteUrls = {};
for (const pair of values.remote ?? []) {
  const [name, url] = pair.split('=');
  if (!name || !url) throw new Error(`--remote expects name=url, got "${pair}"`);
  remoteUrls[name] = url;
}

const options = {
  emulatorUrl: values.emulator,
  simulator: values.simulator,
  testMode: values['test-mode'],
  serviceTimeoutMs: values['service-timeout'] ? Number(values['service-timeout']) : undefined,
};
if (values.nginx && Object.keys(remoteUrls).length > 0) {
  throw new Error('--remote is for the Node server; nginx serves the built remotes');
}
const product = values.nginx
  ? await serveProductWithNginx(options)
  : await serveProduct({ ...options, remoteUrls });
process.stdout.write(
  `${JSON.stringify({ shell: product.shell.url, simulator: product.simulator?.url, remotes: product.manifest, files: 'files' in product ? product.files : undefined, pid: process.pid })}\n`,
);
const stop = () => product.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
