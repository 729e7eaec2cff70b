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

const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

/**
 * Steps that each keep one core busy (a formatter, a linter, a type checker), run two at a time on
 * this two-core machine, longest first; each one's output is printed when it ends, in one piece.
 * Every one runs to its end. Returns each one's [name, ms] in the order given, and the failures.
 * @param {Array<[string, () => Promise<unknown>]>} steps
 */
async function runTwoAtATime(steps) {
  const queue = [...steps];
  const timings = new Map();
  const failures = [];
  async function lane() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, step] = next;
      const stepStarted = Date.now();
      let output = '';
      let failure;
      try {
        output = String((await step()) ?? '');
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        output = String(failure.output ?? '');
      }
      timings.set(name, Date.now() - stepStarted);
      console.log(`\n=== ${name}`);
      if (output.trim()) console.log(output.trimEnd());
      if (failure) {
        console.error(`\n✗ ${name} failed: ${failure.message}`);
        failures.push(name);
      } else console.log(`✓ ${name} (${secondsSince(stepStarted)} s)`);
    }
  }
  await Promise.all([lane(), lane()]);
  return { timings: steps.map(([name]) => [name, timings.get(name)]), failures };
}

/**
 * Runs `steps` in order, stopping at the first that fails; prints where the time went either
 * way, then `done` and the seconds when all passed. Exits 1 on a failure. A step is a [name, fn]
 * pair (fn throws to fail), or `{ twoAtATime: [[name, async fn], ...] }`: steps that run two at
 * a time (runTwoAtATime), each timed on its own, the group too.
 * @param {Array<[string, () => unknown] | { twoAtATime: Array<[string, () => Promise<unknown>]> }>} steps
 */
export async function runSteps(steps, done) {
  rmSync(TIMING_FILE, { force: true });
  const started = Date.now();
  const timings = [];
  const fail = (failedTimings) => {
    printSummary(failedTimings, Date.now() - started);
    process.exit(1);
  };
  for (const step of steps) {
    const stepStarted = Date.now();
    if (!Array.isArray(step)) {
      const group = await runTwoAtATime(step.twoAtATime);
      const marked = group.timings.map(([name, ms]) => [
        group.failures.includes(name) ? `${name} FAILED` : name,
        ms,
      ]);
      const together = [
        `the ${marked.length} steps above, two at a time`,
        Date.now() - stepStarted,
      ];
      timings.push(...marked.map(([name, ms]) => [`  ${name}`, ms]), together);
      if (group.failures.length > 0) fail(timings);
      continue;
    }
    const [name, run] = step;
    console.log(`\n=== ${name}`);
    try {
      await run();
    } catch (error) {
      console.error(
        `\n✗ ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      fail([...timings, [`${name} FAILED`, Date.now() - stepStarted]]);
    }
    timings.push([name, Date.now() - stepStarted]);
    console.log(`✓ ${name} (${secondsSince(stepStarted)} s)`);
  }
  printSummary(timings, Date.now() - started);
  console.log(`\n${done} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
