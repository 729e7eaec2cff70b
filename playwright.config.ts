import { defineConfig } from '@playwright/test';

/** Debian's Chromium, flags for a machine with no outside network (see docs/STACK-NOTES in shared). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
