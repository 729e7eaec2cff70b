import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { test as base } from '@playwright/test';

export type Product = {
  shell: { url: string };
  /** the host simulator, when started with `simulator: true` */
  simulator?: { url: string };
  /** remote name -> manifest URL the shell was given */
  manifest: Record<string, string>;
  close: () => Promise<void>;
};

const cli = path.resolve(__dirname, '../../tools/static-server/cli.mjs');

/** Starts the built product on fresh 127.0.0.1 ports in a child process; `close` stops it by pid. */
export function startProduct(
  remoteUrls: Record<string, string> = {},
  options: { emulatorUrl?: string; simulator?: boolean } = {},
): Promise<Product> {
  const args = Object.entries(remoteUrls).flatMap(([name, url]) => ['--remote', `${name}=${url}`]);
  if (options.emulatorUrl) args.push('--emulator', options.emulatorUrl, '--test-mode');
  if (options.simulator) args.push('--simulator');
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The product server exited early (code ${code})`)),
    );
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const started = JSON.parse(line) as {
        shell: string;
        simulator?: string;
        remotes: Record<string, string>;
      };
      resolve({
        shell: { url: started.shell },
        simulator: started.simulator ? { url: started.simulator } : undefined,
        manifest: started.remotes,
        close: async () => {
          if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** Every spec file gets the built product, started and stopped by the test itself. */
export const test = base.extend<object, { product: Product }>({
  product: [
    async ({}, use) => {
      const product = await startProduct();
      await use(product);
      await product.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
