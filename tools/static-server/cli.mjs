// Starts the built product (shell + remotes) and prints one JSON line with its URLs once it
// listens. Used by the end-to-end tests and the benchmark, which stop it by pid.
//   node tools/static-server/cli.mjs [--remote terms_privacy=http://127.0.0.1:5000/mf-manifest.json]...
//     [--emulator http://127.0.0.1:4100] [--simulator] [--test-mode]
import { parseArgs } from 'node:util';
import { serveProduct } from './index.mjs';

const { values } = parseArgs({
  options: {
    remote: { type: 'string', multiple: true, default: [] },
    emulator: { type: 'string' },
    simulator: { type: 'boolean', default: false },
    'test-mode': { type: 'boolean', default: false },
  },
});
/** @type {Record<string, string>} */
const remoteUrls = {};
for (const pair of values.remote ?? []) {
  const [name, url] = pair.split('=');
  if (!name || !url) throw new Error(`--remote expects name=url, got "${pair}"`);
  remoteUrls[name] = url;
}

const product = await serveProduct({
  remoteUrls,
  emulatorUrl: values.emulator,
  simulator: values.simulator,
  testMode: values['test-mode'],
});
process.stdout.write(
  `${JSON.stringify({ shell: product.shell.url, simulator: product.simulator?.url, remotes: product.manifest, pid: process.pid })}\n`,
);
const stop = () => product.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
