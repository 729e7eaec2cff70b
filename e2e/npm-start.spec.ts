import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test } from './support/secrets';

const root = path.resolve(__dirname, '..');

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * `npm start` as a developer runs it; resolves with npm's pid and the ports it printed, once it
 * says it is ready (the build is cached by then: `npm test` built everything before the e2e step).
 */
function startNpm(): Promise<{
  pid: number;
  ports: number[];
  exited: Promise<void>;
}> {
  const child = spawn('npm', ['start'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  npmProcesses.add({ pid: child.pid!, exited });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Press Ctrl+C to stop.')) return;
      const ports = [...output.matchAll(/http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]));
      resolve({
        pid: child.pid!,
        ports: [...new Set(ports)],
        exited,
      });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      reject(new Error(`npm start exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}

// `npm start` serves on fixed ports: its tests run one after another, on one worker.
test.describe.configure({ mode: 'default' });

/** Every `npm start` a test started: one still running when its test ends is stopped by pid. */
const npmProcesses = new Set<{ pid: number; exited: Promise<void> }>();
test.afterEach(async () => {
  for (const npm of npmProcesses) {
    try {
      process.kill(npm.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await npm.exited;
  }
  npmProcesses.clear();
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  test(`${signal} to npm start stops every server it started`, async () => {
    test.setTimeout(150_000);
    const started = await startNpm();
    // the shell, four remotes, the emulator and the simulator
    expect(started.ports).toHaveLength(7);
    for (const port of started.ports) expect(await listening(port), `port ${port}`).toBe(true);
    process.kill(started.pid, signal);
    await started.exited;
    await expect
      .poll(
        async () => {
          const open = await Promise.all(started.ports.map(listening));
          return started.ports.filter((_port, index) => open[index]);
        },
        { message: 'ports still open' },
      )
      .toEqual([]);
  });
}
