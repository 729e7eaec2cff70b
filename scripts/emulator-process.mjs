// Starts the service emulator as a child process and resolves once it listens (it prints one JSON
// line with its URL). Used by `npm start` and the end-to-end tests; stop it with `stop()` (by pid).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const main = path.resolve(import.meta.dirname, '../tools/service-emulator/src/main.ts');

/**
 * @param {{ mode?: 'dev' | 'test' | 'prod', port?: number, db?: string, quiet?: boolean }} [options]
 * `db`: its state file (dev and prod modes); `quiet`: its log is not echoed.
 */
export function startEmulatorProcess({ mode = 'dev', port = 0, db, quiet = false } = {}) {
  const args = ['--import', 'tsx', main, '--mode', mode, '--port', String(port)];
  if (db) args.push('--db', db);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The service emulator exited early (code ${code})`)),
    );
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const { url } = JSON.parse(line);
      // Later lines are the emulator's log (in dev mode, the codes it sends).
      if (!quiet) lines.on('line', (logLine) => console.log(`[emulator] ${logLine}`));
      else lines.on('line', () => undefined);
      resolve({
        url,
        pid: child.pid,
        exited,
        stop: async () => {
          if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
          await exited;
        },
      });
    });
  });
}
