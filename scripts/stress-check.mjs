// `npm run test:stress-check [-- <playwright args>]`: the end-to-end suite while a second process
// keeps one core busy the whole time, as a shared CI machine may. The suite must stay green: no
// test may depend on how fast the machine is. The busy process is stopped by its pid when the
// suite ends, whatever its result. Playwright prints how long the suite took.
import { spawn } from 'node:child_process';
import { buildAll, ensureChromium, ensurePackages, run } from './setup.mjs';

ensurePackages();
ensureChromium();
buildAll();

// One core's worth of work, for as long as it is left running.
const busy = spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], {
  stdio: 'ignore',
});
const busyStopped = new Promise((resolve) => busy.once('exit', resolve));
console.log(`› One core kept busy by pid ${busy.pid} while the suite runs`);
let failed = false;
try {
  run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  process.kill(busy.pid, 'SIGTERM');
  await busyStopped;
}
console.log(
  failed
    ? '\n✗ The suite failed under load (one core busy)'
    : '\n✓ The suite passed under load (one core busy)',
);
process.exit(failed ? 1 : 0);
