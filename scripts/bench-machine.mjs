import { pbkdf2Sync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The machine's CPU time so far, from Linux's /proc/stat: idle, in all, and stolen (the time the
 * host of a virtual machine gave its CPUs to others while they had work); undefined elsewhere.
 */
function cpuTimes() {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const numbers = ticks.slice(1).map(Number);
    return {
      // idle and iowait
      idle: numbers[3] + (numbers[4] ?? 0),
      total: numbers.reduce((a, b) => a + b, 0),
      steal: numbers[7] ?? 0,
    };
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

/** Linux counts CPU time in these ticks a second (USER_HZ) in /proc. */
const TICKS_PER_SECOND = 100;
/** While a timed run goes on, what other processes use is read this often. */
const WATCH_MS = 250;
/** A timed run is disturbed when, in some second of it, others used more than this many CPUs. */
const DISTURBED_CPUS = 0.25;
/** A disturbed run is taken again at most twice, and retakes take at most this long in all. */
const MAX_RETAKES_OF_A_RUN = 2;
const MAX_RETAKE_MS = 90_000;

/**
 * The CPU time (ticks) each process has used so far, and which processes are the bench's own: this
 * one and its descendants (the browser, the servers, the emulator). Undefined where /proc cannot
 * be read.
 */
function processTicks() {
  let names;
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const parentOf = new Map();
  const ticks = new Map();
  for (const name of names) {
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    // After the command's name, which may hold spaces and parentheses: state, ppid, … utime (the
    // 14th field) and stime. Not the times of children it waited for: those were counted while
    // the children ran.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parentOf.set(Number(name), Number(fields[1]));
    ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
  }
  const ours = new Set();
  for (const pid of ticks.keys()) {
    let ancestor = pid;
    while (ancestor > 1 && ancestor !== process.pid) ancestor = parentOf.get(ancestor) ?? 0;
    if (ancestor === process.pid) ours.add(pid);
  }
  return { at: Date.now(), ticks, ours, steal: cpuTimes()?.steal ?? 0 };
}

/**
 * Reads, every quarter second until `stop()`, the CPU time of every process that is not the
 * bench's own, and the time the host stole; `stop()` returns the most they took together over any
 * second of it (in CPUs), with the host's part of the run in ticks, or undefined. A process that
 * starts between two readings counts with all of its time; one of the bench's own stays its own
 * for the whole run (a child the browser lets go is not a neighbour).
 */
function watchOthers() {
  const first = processTicks();
  if (!first) return { stop: () => undefined };
  const readings = [first];
  const ours = new Set(first.ours);
  const timer = setInterval(() => {
    const reading = processTicks();
    if (reading) readings.push(reading);
  }, WATCH_MS);
  const othersBetween = (from, to) => {
    // The host's other guests are neighbours too: throttling multiplies their time as any other's.
    let used = to.steal - from.steal;
    for (const [pid, ticks] of to.ticks) {
      if (!ours.has(pid)) used += ticks - (from.ticks.get(pid) ?? 0);
    }
    return used;
  };
  return {
    stop() {
      clearInterval(timer);
      const last = processTicks();
      if (last) readings.push(last);
      for (const reading of readings) reading.ours.forEach((pid) => ours.add(pid));
      let most = 0;
      for (let from = 0; from < readings.length - 1; from += 1) {
        // The second from this reading on, or what is left of the run when it is shorter.
        let to = from + 1;
        while (to < readings.length - 1 && readings[to].at - readings[from].at < 1000) to += 1;
        const seconds = (readings[to].at - readings[from].at) / 1000;
        const others = othersBetween(readings[from], readings[to]);
        if (seconds > 0) most = Math.max(most, others / TICKS_PER_SECOND / seconds);
      }
      return { most, hostSteal: readings.at(-1).steal - readings[0].steal };
    },
  };
}

/**
 * Each timed run starts on a quiet moment of this shared machine and is taken again when another
 * process disturbed it. Chromium's CPU throttling makes the page's main thread spin, every 200 µs,
 * for (rate - 1) times as long as it last ran by the wall clock: time another process took from it
 * counts as running and is multiplied too, so whatever else runs here (another job's build, a
 * suite's leftovers) adds delays to each open and interaction well beyond its share of the CPU
 * (docs/benchmark.md, "A busy machine").
 * - Before each run this waits, a second at a time, until others (the host's other guests too)
 *   leave at least 90% of the CPUs idle: up to 30 s for one run and 150 s for the whole bench,
 *   after which runs start anyway, counted as busy.
 * - During the run it reads what processes other than the bench's own use, and the time the host
 *   stole. When, in some second of it, they took more than a quarter of a CPU, the run's figures
 *   are dropped and it is taken again (twice at most, 90 s of retakes in all), or kept and counted
 *   as disturbed.
 */
export function createQuietStarts() {
  const record = {
    runs: 0,
    startedBusy: 0,
    waitedMs: 0,
    lowestIdleShare: 1,
    retaken: 0,
    keptDisturbed: 0,
    hostStealTicks: 0,
    unknown: false,
  };
  let retakeMs = 0;
  async function beforeRun() {
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
  }
  return {
    record,
    /** Runs `measure` on a quiet moment, again when it was disturbed; returns what it returned. */
    async run(measure) {
      for (let retakes = 0; ; retakes += 1) {
        await beforeRun();
        const started = Date.now();
        const watch = watchOthers();
        let others;
        const result = await measure().finally(() => {
          others = watch.stop();
        });
        if (others) record.hostStealTicks += others.hostSteal;
        if (others === undefined || others.most <= DISTURBED_CPUS) return result;
        if (retakes >= MAX_RETAKES_OF_A_RUN || retakeMs >= MAX_RETAKE_MS) {
          record.keptDisturbed += 1;
          return result;
        }
        record.retaken += 1;
        retakeMs += Date.now() - started;
      }
    },
  };
}

/**
 * The row bench.mjs prints for `record`: runs started busy, the seconds waited, the retakes, and
 * the CPU time the host took from the timed runs.
 */
export function describeQuietStarts(record) {
  if (record.unknown) return `not measured here (no /proc/stat), ${record.runs} runs`;
  return (
    `${record.startedBusy} of ${record.runs} busy, waited ${Math.round(record.waitedMs / 1000)} s; ` +
    `${record.retaken} disturbed, taken again; ${record.keptDisturbed} kept; ` +
    `the host took ${(record.hostStealTicks / TICKS_PER_SECOND).toFixed(1)} CPU-s`
  );
}
