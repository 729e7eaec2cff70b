import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Where the run's timings go: `npm test` prints the slowest from it at the end. Not in
 * test-results/, which Playwright empties as a run starts: `test:affected` runs it twice and
 * asks the second run to add to the first (E2E_TIMING_MERGE=1).
 */
export const TIMING_FILE = path.resolve(__dirname, '../../node_modules/.cache/e2e-timing.json');

export type E2eTiming = {
  status: FullResult['status'];
  /** the whole run, as Playwright measured it */
  durationMs: number;
  workers: number;
  /** spec file -> the sum of its tests' durations (retries included) */
  files: Record<string, number>;
  tests: Array<{ title: string; file: string; durationMs: number; status: TestResult['status'] }>;
};

/** Records how long each spec file and test took, for the slowest-ten list `npm test` prints. */
export default class TimingReporter implements Reporter {
  private readonly timing: E2eTiming = {
    status: 'passed',
    durationMs: 0,
    workers: 0,
    files: {},
    tests: [],
  };

  onBegin(config: { workers: number }): void {
    this.timing.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // The spec file that declared it (a test written in a support module, as the fault matrix's
    // are, is located there but belongs to the spec that called it).
    const file = path.join('e2e', test.titlePath()[2] ?? path.basename(test.location.file));
    const project = test.parent.project()?.name ?? '';
    this.timing.files[file] = (this.timing.files[file] ?? 0) + result.duration;
    this.timing.tests.push({
      title: `[${project}] ${test.titlePath().slice(3).join(' › ')}`,
      file,
      durationMs: result.duration,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    this.timing.status = result.status;
    this.timing.durationMs = result.duration;
    if (process.env.E2E_TIMING_MERGE === '1' && existsSync(TIMING_FILE)) {
      const earlier = JSON.parse(readFileSync(TIMING_FILE, 'utf8')) as E2eTiming;
      if (earlier.status !== 'passed') this.timing.status = earlier.status;
      this.timing.durationMs += earlier.durationMs;
      for (const [file, ms] of Object.entries(earlier.files)) {
        this.timing.files[file] = (this.timing.files[file] ?? 0) + ms;
      }
      this.timing.tests.unshift(...earlier.tests);
    }
    mkdirSync(path.dirname(TIMING_FILE), { recursive: true });
    writeFileSync(TIMING_FILE, `${JSON.stringify(this.timing, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
