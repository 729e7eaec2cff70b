import { defineConfig } from '@playwright/test';

import type { ServerOptions } from './e2e/support/product';
import chromiumFlags from './scripts/chromium-flags.json';

/** Debian's Chromium (installed by `npm test` when missing), with the flags this machine needs. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumFlags.args,
};

export default defineConfig<object, ServerOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // list: each test as it ends; timing: per spec file and test, for the slowest-ten list at the
  // end of `npm test` (scripts/test-summary.mjs).
  reporter: [['list'], ['./e2e/support/timing-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    // Everything, against the Node server `npm start` uses.
    { name: 'node', testIgnore: '**/nginx.spec.ts' },
    // The production server: deploy/nginx in front of the shell's production build (its base
    // path). Any Content-Security-Policy violation fails a test here (e2e/support/product.ts).
    {
      name: 'nginx',
      testMatch: ['**/routes.spec.ts', '**/nginx.spec.ts'],
      use: { sheetServer: 'nginx' },
    },
  ],
});
