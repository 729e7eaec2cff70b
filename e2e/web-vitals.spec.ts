import type { Page } from '@playwright/test';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import {
  enterCode,
  expectAccountStored,
  latestCode,
  newPerson,
  reachEmailCode,
} from './support/create-account';
import type { Product } from './support/product';
import { controlOf, expect, openInHost, pageViews, test } from './support/simulator';

/**
 * Figures from the field (docs/benchmark.md): a whole email sign-up in the host simulator, then
 * the metrics sink holds web vitals for every screen it showed, summarised per screen by the
 * emulator, and no vitals event carries anything but ids and numbers (the secrets watch reads
 * every report too).
 */
test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

type Summary = { p75: number; samples: number };
type ScreenVitals = {
  page: string;
  events: number;
  lcp?: Summary;
  inp?: Summary;
  cls?: Summary;
  ttfb?: Summary;
};

const VITALS_EVENT_FIELDS = [
  'eventType',
  'page',
  'pagePath',
  'remote',
  'storefront',
  'device',
  'clientVersion',
  'clientPlatform',
  'lcp',
  'inp',
  'cls',
  'ttfb',
  'timestamp',
];

async function vitalsByScreen(emulator: SpawnedEmulator): Promise<ScreenVitals[]> {
  return (await controlOf<{ screens: ScreenVitals[] }>(emulator, 'vitals')).screens;
}

async function vitalsEvents(emulator: SpawnedEmulator): Promise<Record<string, unknown>[]> {
  const { metrics } = await controlOf<{ metrics: Record<string, unknown>[] }>(emulator, 'reports');
  return metrics.filter((event) => event.eventType === 'vitals');
}

/**
 * Whether the sheet's frame has started taking its figures: the shell's performance mark
 * (`VITALS_OBSERVED_MARK`, apps/shell/src/duties/vitals-windows.ts).
 */
async function vitalsObserved(page: Page, hosted: Product): Promise<boolean> {
  const sheet = page.frames().find((frame) => frame.url().startsWith(hosted.shell.url));
  if (!sheet) return false;
  return sheet.evaluate(() => performance.getEntriesByName('web-vitals-observed').length > 0);
}

test('an email sign-up: web vitals for every screen it showed, ids and numbers only', async ({
  page,
  hosted,
  emulator,
}) => {
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', cc: 'USA' });
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  // The library loads once the first screen is ready; a person this quick would leave before.
  await expect.poll(() => vitalsObserved(page, hosted)).toBe(true);

  await reachEmailCode(sheet, person);
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, code);
  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expectAccountStored(emulator, person.accountName, person.password);

  // Every screen the sign-up showed (its page views) has its vitals; the last one's went out
  // as the sheet closed.
  const shown = ['Credentials', 'VerificationCode'];
  await expect.poll(() => pageViews(emulator)).toEqual(shown);
  await expect
    .poll(async () => (await vitalsByScreen(emulator)).map((screen) => screen.page))
    .toEqual(shown);

  const [personal, codeScreen] = await vitalsByScreen(emulator);
  const figure = { p75: expect.any(Number), samples: 1 };
  // The page opened on the details form: the page load's TTFB and LCP are its own.
  expect(personal).toMatchObject({ page: 'Credentials', ttfb: figure, lcp: figure, cls: figure });
  expect(personal!.lcp!.p75).toBeGreaterThan(0);
  expect(codeScreen).toMatchObject({ page: 'VerificationCode', cls: figure });
  expect(codeScreen).not.toHaveProperty('lcp');
  expect(codeScreen).not.toHaveProperty('ttfb');

  const events = await vitalsEvents(emulator);
  for (const event of events) {
    expect(VITALS_EVENT_FIELDS).toEqual(expect.arrayContaining(Object.keys(event)));
    expect(event).toMatchObject({
      device: 'phone',
      storefront: 'USA',
      remote: 'create_account',
      clientPlatform: 'android',
      pagePath: expect.stringMatching(/^\/account\/create\/(personal|verify-email)$/),
    });
  }
  // The figures are numbers (checked by the sink's schema); no text field holds a typed value.
  const texts = events.flatMap((event) =>
    Object.values(event).filter((v) => typeof v === 'string'),
  );
  const typed = [person.accountName, person.password, person.firstName, person.lastName, code];
  expect(typed.filter((value) => texts.some((text) => text.includes(value)))).toEqual([]);
});
