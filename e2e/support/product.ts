import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from '@playwright/test';
import { test as base } from './secrets';

export type Product = {
  shell: { url: string };
  /** the host simulator, when started with `simulator: true` */
  simulator?: { url: string };
  /** remote name -> manifest URL the shell was given */
  manifest: Record<string, string>;
  /** behind nginx: the folder of remotes.json and each remote's deployed (sealed) copy */
  files?: { site: string; remotes: Record<string, string> };
  close: () => Promise<void>;
};

const cli = path.resolve(__dirname, '../../tools/static-server/cli.mjs');

/** Which server the product runs behind: the Node one (`npm start`) or nginx (production). */
export type SheetServer = 'node' | 'nginx';

/** Starts the built product on fresh 127.0.0.1 ports in a child process; `close` stops it by pid. */
export function startProduct(
  remoteUrls: Record<string, string> = {},
  options: {
    emulatorUrl?: string;
    simulator?: boolean;
    server?: SheetServer;
    /** how long the sheet waits for a service call (sheet-config.json) */
    serviceTimeoutMs?: number;
  } = {},
): Promise<Product> {
  const args = Object.entries(remoteUrls).flatMap(([name, url]) => ['--remote', `${name}=${url}`]);
  if (options.emulatorUrl) args.push('--emulator', options.emulatorUrl, '--test-mode');
  if (options.simulator) args.push('--simulator');
  if (options.server === 'nginx') args.push('--nginx');
  if (options.serviceTimeoutMs) args.push('--service-timeout', String(options.serviceTimeoutMs));
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
        files?: Product['files'];
      };
      resolve({
        shell: { url: started.shell },
        simulator: started.simulator ? { url: started.simulator } : undefined,
        manifest: started.remotes,
        files: started.files,
        close: async () => {
          if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** The address of a route of the sheet, under the base path the product is served at. */
export function sheetPath(product: Product, route: string): string {
  return `${new URL(product.shell.url).pathname.replace(/\/$/, '')}${route}`;
}

const CSP_MARK = '[csp-violation]';

/**
 * Records the Content-Security-Policy violations of every frame of the page (each refused script,
 * style, connection or frame), from the documents' `securitypolicyviolation` events. Ignored: those
 * raised by scripts the test itself evaluates in the page (axe injects a style element), which
 * have no source file; the product's own come from its files or its page.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { violatedDirective, blockedURI, sourceFile, lineNumber, sample } = event;
      const fields = { violatedDirective, blockedURI, sourceFile, lineNumber, sample };
      console.log(`${mark}${JSON.stringify(fields)}`);
    });
  }, CSP_MARK);
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith(CSP_MARK)) return;
    const violation = JSON.parse(text.slice(CSP_MARK.length)) as { sourceFile: string };
    if (violation.sourceFile !== '') violations.push(text.slice(CSP_MARK.length));
  });
  return violations;
}

export type ServerOptions = { sheetServer: SheetServer };

/**
 * The server option (the `nginx` project sets it) and, behind nginx, a check after every test
 * that the page broke no rule of the Content-Security-Policy.
 */
export const serverTest = base.extend<{ cspWatch: void }, ServerOptions>({
  sheetServer: ['node', { option: true, scope: 'worker' }],
  cspWatch: [
    async ({ page, sheetServer }, use) => {
      const violations = sheetServer === 'nginx' ? await watchCspViolations(page) : [];
      await use();
      if (violations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

/** Every spec file gets the built product, started and stopped by the test itself. */
export const test = serverTest.extend<object, { product: Product }>({
  product: [
    async ({ sheetServer }, use) => {
      const product = await startProduct({}, { server: sheetServer });
      await use(product);
      await product.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
