import { describeRule } from './lint';

type SpecCase = { name: string; code: string };

/** What an end-to-end test may do: wait for events, control the page's clock, bound a build. */
const allowed: SpecCase[] = [
  { name: 'waiting for an element', code: 'await expect(heading).toBeVisible();' },
  { name: "moving the page's clock", code: 'await page.clock.fastForward(4000);' },
  { name: 'polling the emulator for an event', code: 'await expect.poll(() => sent()).toBe(1);' },
  { name: 'a whole test that builds something', code: 'test.setTimeout(180_000);' },
  {
    name: 'a fixed date for the clock',
    code: "await page.clock.install({ time: new Date('2026-01-01') });",
  },
];

/** What makes a test depend on how fast the machine is. */
const forbidden: SpecCase[] = [
  { name: 'a fixed sleep', code: 'await page.waitForTimeout(500);' },
  { name: 'a timer', code: 'await new Promise((resolve) => setTimeout(resolve, 500));' },
  { name: 'a polling interval', code: 'setInterval(check, 100);' },
  {
    name: 'a sleep from node:timers',
    code: "import { setTimeout as sleep } from 'node:timers/promises';",
  },
  { name: 'elapsed time by Date.now', code: 'const started = Date.now();' },
  { name: 'elapsed time by performance.now', code: 'const started = performance.now();' },
  { name: 'the time now', code: 'const now = new Date();' },
  {
    name: 'a time-out tuned on one wait',
    code: 'await expect(alert).toBeVisible({ timeout: 13_000 });',
  },
];

/** Each case as a line of an end-to-end spec. */
const asSpecs = (cases: SpecCase[]) =>
  cases.map((specCase) => ({ ...specCase, filePath: 'e2e/example.spec.ts' }));

describeRule('no wall clock in end-to-end tests (the real ESLint config on imaginary specs)', {
  allowed: asSpecs(allowed),
  forbidden: asSpecs(forbidden),
  message: /wait for the event itself/,
});
