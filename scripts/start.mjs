// `npm start`: install what is missing, build everything, then serve the shell and the four
// remotes on 127.0.0.1 as a CDN would, with the service emulator and the host simulator, and
// print the URL to open (the simulator, which opens the sheet as the Android host does).
import { startEmulatorProcess } from './emulator-process.mjs';
import { buildAll, ensurePackages } from './setup.mjs';

ensurePackages();
buildAll();

const { serveProduct } = await import('@sheet/static-server');
const { ports } = (await import('@sheet/webpack-config')).default;
const EMULATOR_PORT = 4100;
const SIMULATOR_PORT = 4300;

const emulator = await startEmulatorProcess({ mode: 'dev', port: EMULATOR_PORT });
const product = await serveProduct({
  ports: { ...ports, simulator: SIMULATOR_PORT },
  emulatorUrl: emulator.url,
  simulator: true,
});

console.log('\nThe sheet is running:');
console.log(`  shell                   ${product.shell.url}`);
// A built remote has no page of its own: the shell loads it through its manifest.
for (const remote of product.remotes)
  console.log(`  remote ${remote.name.padEnd(16)} ${remote.url}/mf-manifest.json`);
console.log(`  service emulator        ${emulator.url}  (bag ${emulator.url}/bag.json)`);
console.log(`\n  Open ${product.simulator?.url}/  (the host simulator, with the sheet inside)\n`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  await Promise.all([product.close(), emulator.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
