// What `npm test` prints at its end: each step's time, and the slowest spec files and tests of the
// end-to-end run (from e2e/support/timing-reporter.ts), so whoever next speeds the suite up knows
// where the time goes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const TIMING_FILE = path.resolve(import.meta.dirname, '../node_modules/.cache/e2e-timing.json');
const SLOWEST = 10;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** @param {Array<[string, number]>} steps each step's name and milliseconds */
function printSummary(steps, totalMs) {
  console.log('\n=== Where the time went');
  for (const [name, ms] of steps) console.log(`${seconds(ms)}  ${name}`);
  console.log(`${seconds(totalMs)}  in all`);
  if (!existsSync(TIMING_FILE)) return;
  const timing = JSON.parse(readFileSync(TIMING_FILE, 'utf8'));
  console.log(
    `\nEnd-to-end: ${timing.tests.length} test runs in ${seconds(timing.durationMs).trim()} on ${timing.workers} worker(s). The slowest spec files (their tests' time added up):`,
  );
  const files = Object.entries(timing.files).sort(([, a], [, b]) => b - a);
  for (const [file, ms] of files.slice(0, SLOWEST)) console.log(`${seconds(ms)}  ${file}`);
  console.log('The slowest tests:');
  const tests = [...timing.tests].sort((a, b) => b.durationMs - a.durationMs);
  for (const test of tests.slice(0, SLOWEST)) {
    console.log(`${seconds(test.durationMs)}  ${test.file} › ${test.title}`);
  }
  // The last result of each test counts (a retried test appears once per attempt).
  const last = new Map(timing.tests.map((test) => [`${test.file} ${test.title}`, test.status]));
  const count = (status) => [...last.values()].filter((s) => s === status).length;
  const failed = last.size - count('passed') - count('skipped');
  console.log(
    `\nEnd-to-end: ${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped`,
  );
}

/**
 * Runs `steps` ([name, fn] pairs) in order, stopping at the first that throws; prints where the
 * time went either way, then `done` and the seconds when all passed. Exits 1 on a failure.
 * @param {Array<[string, () => unknown]>} steps
 */
export function runSteps(steps, done) {
  rmSync(TIMING_FILE, { force: true });
  const started = Date.now();
  const timings = [];
  for (const [name, step] of steps) {
    const stepStarted = Date.now();
    console.log(`\n=== ${name}`);
    try {
      step();
    } catch (error) {
      console.error(
        `\n✗ ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      printSummary(
        [...timings, [`${name} FAILED`, Date.now() - stepStarted]],
        Date.now() - started,
      );
      process.exit(1);
    }
    timings.push([name, Date.now() - stepStarted]);
    console.log(`✓ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
  }
  printSummary(timings, Date.now() - started);
  console.log(`\n${done} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
