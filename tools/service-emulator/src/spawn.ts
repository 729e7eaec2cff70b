import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type SpawnedEmulator = { url: string; pid: number; stop: () => Promise<void> };

const main = path.resolve(__dirname, 'main.ts');

/**
 * Starts the emulator as its own process on 127.0.0.1 (for tests: test mode, a free port) and
 * resolves once it listens; `stop` ends it by pid and waits for it to exit.
 */
export function spawnEmulator(
  options: { mode?: 'dev' | 'test' | 'prod'; port?: number } = {},
): Promise<SpawnedEmulator> {
  const args = [
    '--import',
    'tsx',
    main,
    '--mode',
    options.mode ?? 'test',
    '--port',
    String(options.port ?? 0),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The service emulator exited early (code ${code})`)),
    );
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        pid: child.pid!,
        stop: async () => {
          if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
          await exited;
        },
      });
    });
  });
}
