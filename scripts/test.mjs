// `npm test`: install what is missing, then formatting, lint, type check, unit tests, a
// production build and the end-to-end tests in headless Chromium. Stops at the first failure.
import {
  buildAll,
  ensureChromium,
  ensureFonts,
  ensureNginx,
  ensurePackages,
  run,
} from './setup.mjs';

const steps = [
  ['Setup', () => (ensurePackages(), ensureChromium(), ensureFonts(), ensureNginx())],
  ['Formatting (prettier)', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])],
  ['Lint (eslint, module boundaries)', () => run('npx', ['eslint', '.', '--max-warnings=0'])],
  ['Type check (tsc)', () => run('npx', ['tsc', '-p', 'tsconfig.json'])],
  ['Unit tests (jest)', () => run('npx', ['jest', '--ci'])],
  ['Build (nx)', buildAll],
  ['End-to-end tests (playwright)', () => run('npx', ['playwright', 'test'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}`);
  try {
    step();
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
