// `npm start`: install what is missing, build everything, then serve the shell and the four
// remotes on 127.0.0.1 as a CDN would, with the service emulator and the host simulator, and
// print the URL to open (the simulator, which opens the sheet as the Android host does).
// `npm run start:prod` (`--prod`): the same behind nginx with deploy/nginx, the shell's production
// build under its base path.
import { startEmulatorProcess } from './emulator-process.mjs';
import { buildAll, ensureNginx, ensurePackages } from './setup.mjs';

const behindNginx = process.argv.includes('--prod');
ensurePackages();
if (behindNginx) ensureNginx();
buildAll();

const { serveProduct } = await import('@sheet/static-server');
const { serveProductWithNginx } = await import('@sheet/static-server/nginx');
const { ports } = (await import('@sheet/webpack-config')).default;
const EMULATOR_PORT = 4100;
const SIMULATOR_PORT = 4300;

const emulator = await startEmulatorProcess({ mode: 'dev', port: EMULATOR_PORT });
const product = await (behindNginx ? serveProductWithNginx : serveProduct)({
  ports: { ...ports, simulator: SIMULATOR_PORT },
  emulatorUrl: emulator.url,
  simulator: true,
});

console.log(`\nThe sheet is running${behindNginx ? ' behind nginx' : ''}:`);
console.log(`  shell                   ${product.shell.url}`);
// A built remote has no page of its own: the shell loads it through its manifest.
for (const remote of product.remotes)
  console.log(`  remote ${remote.name.padEnd(16)} ${remote.url}/mf-manifest.json`);
console.log(`  service emulator        ${emulator.url}  (bag ${emulator.url}/bag.json)`);
console.log(
  behindNginx
    ? '  integrity               on: every remote file is checked against its sealed manifest'
    : '  integrity               OFF (development): remote files run unchecked; `npm run start:prod` checks them',
);
console.log(`\n  Open ${product.simulator?.url}/  (the host simulator, with the sheet inside)\n`);
console.log('Press Ctrl+C to stop.');

// Stops everything it started, once, whichever way it is asked to: Ctrl+C (SIGINT), SIGTERM, a
// closed terminal (SIGHUP), or npm itself going away. npm runs this script in place of its shell
// (`exec` in package.json) and passes SIGINT and SIGTERM on to it; npm ends on a SIGHUP without
// passing it on, so the script also watches its parent: when npm is gone, so is whoever would
// have stopped the servers.
let stopping;
const stop = (reason) => {
  stopping ??= (async () => {
    console.log(`\nStopping (${reason})…`);
    const forced = setTimeout(() => process.exit(1), 5000);
    forced.unref();
    await Promise.allSettled([product.close(), emulator.stop()]);
    process.exit(0);
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop('npm stopped');
}, 500).unref();
