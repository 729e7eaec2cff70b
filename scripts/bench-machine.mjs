import { pbkdf2Sync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * How much CPU this shared machine gives now: a fixed task (median of 5, ms; about 40 on a quiet
 * moment of the 2-core machine the budgets were set on) and the 1-minute load average. Taken before the
 * first open and at the end: figures are comparable between runs only where these read alike.
 */
export function machineNow() {
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    pbkdf2Sync('bench', 'calibration', 200_000, 32, 'sha256');
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return { cpuTaskMs: Math.round(times[2]), loadAverage: Number(os.loadavg()[0].toFixed(1)) };
}

/** While the bench is between runs, whatever else runs may use at most this share of the CPUs. */
const QUIET_IDLE_SHARE = 0.9;
/** One wait for a quiet moment, and all of a bench's waits together, end after this long. */
const MAX_WAIT_MS = 30_000;
const MAX_TOTAL_WAIT_MS = 150_000;
const PROBE_MS = 1000;

/** The machine's CPU time so far, idle and in all, from Linux's /proc/stat; undefined elsewhere. */
function cpuTimes() {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const numbers = ticks.slice(1).map(Number);
    // idle and iowait
    return { idle: numbers[3] + (numbers[4] ?? 0), total: numbers.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/** The share of the CPUs left idle over the next second, or undefined where it cannot be read. */
async function idleShareNow() {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  return (after.idle - before.idle) / (after.total - before.total);
}

/**
 * The timed runs start on a quiet moment of this shared machine. Chromium's CPU throttling makes
 * the page's main thread spin, every 200 µs, for (rate - 1) times as long as it last ran by the
 * wall clock: time another process took from it counts as running and is multiplied too, so
 * whatever else runs here (another job's build, a suite's leftovers) adds delays to each open and
 * interaction well beyond its share of the CPU (docs/benchmark.md, "A busy machine"). Before each
 * run this waits, a second at a time, until others leave at least 90% of the CPUs idle: up to 30 s
 * for one run and 150 s for the whole bench, after which runs start anyway, counted as busy.
 */
export function createQuietStarts() {
  const record = { runs: 0, startedBusy: 0, waitedMs: 0, lowestIdleShare: 1, unknown: false };
  return {
    record,
    async beforeRun() {
      const started = Date.now();
      let idle = await idleShareNow();
      while (
        idle !== undefined &&
        idle < QUIET_IDLE_SHARE &&
        Date.now() - started < MAX_WAIT_MS &&
        record.waitedMs + (Date.now() - started) < MAX_TOTAL_WAIT_MS
      ) {
        idle = await idleShareNow();
      }
      record.runs += 1;
      record.waitedMs += Math.max(0, Date.now() - started - PROBE_MS);
      if (idle === undefined) {
        record.unknown = true;
        return;
      }
      record.lowestIdleShare = Math.min(record.lowestIdleShare, idle);
      if (idle < QUIET_IDLE_SHARE) record.startedBusy += 1;
    },
  };
}

/** The row bench.mjs prints for `record`: runs started busy, of all, and the seconds waited. */
export function describeQuietStarts(record) {
  if (record.unknown) return `not measured here (no /proc/stat), ${record.runs} runs`;
  return `${record.startedBusy} of ${record.runs} busy, waited ${Math.round(record.waitedMs / 1000)} s`;
}
