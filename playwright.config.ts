import { defineConfig } from '@playwright/test';

import type { ServerOptions } from './e2e/support/product';
import chromiumFlags from './scripts/chromium-flags.json';

/**
 * Debian's Chromium headless shell (installed by `npm test` when missing; scripts/setup.mjs says
 * why not the full browser), with the flags this machine needs.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell',
  args: chromiumFlags.args,
};

export default defineConfig<object, ServerOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Tests, not only files, spread over the workers; each worker starts its servers and browser
  // once (worker fixtures). Two workers on two cores: 1.24x one, and three are slower
  // (docs/testing.md). E2E_WORKERS overrides.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails by chance is a defect to fix, not to retry.
  retries: 0,
  // Bounds for a wait that would never end, not budgets: no test waits on time (docs/testing.md).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // list: each test as it ends; timing: per spec file and test, for the slowest-ten list at the
  // end of `npm test` (scripts/test-summary.mjs).
  reporter: [['list'], ['./e2e/support/timing-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A trace of a failed test, for a developer to open; CI keeps no files to open, and recording
    // costs every test about a seventh more time. Screenshots are the costly part of a trace.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // Everything, against the Node server `npm start` uses.
    // The service worker is off here (each open would register it and fetch its files again, about
    // a tenth of the run) except in the specs about it (`test.use({ serviceWorkers: 'allow' })`);
    // the nginx project runs the production sheet with its worker.
    {
      name: 'node',
      testIgnore: ['**/nginx*.spec.ts', '**/npm-start.spec.ts'],
      use: { serviceWorkers: 'block' },
    },
    // The production server: deploy/nginx in front of the shell's production build (its base
    // path). Any Content-Security-Policy violation fails a test here (e2e/support/product.ts).
    {
      name: 'nginx',
      testMatch: ['**/routes.spec.ts', '**/nginx*.spec.ts'],
      use: { sheetServer: 'nginx' },
    },
    // `npm start` builds before it serves, and Nx restores every app's build folder from its
    // cache (removing and rewriting the files) even when nothing changed: a test reading those
    // folders at that moment fails by chance. So it runs when every other test is done.
    { name: 'npm start', testMatch: '**/npm-start.spec.ts', dependencies: ['node', 'nginx'] },
  ],
});
