import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import type { SpawnedEmulator } from '../../tools/service-emulator/src/spawn';
import { enterCode, latestCode, newPerson, type Person } from './create-account';
import type { Product } from './product';
import { controlOf, expect, faultPending, test } from './simulator';
import { uniqueEmail } from './unique';

/**
 * The fault matrix: every call a screen makes (spec section 7) × every fault the emulator injects,
 * one spec file a flow (e2e/fault-matrix-<flow>.spec.ts, so a flow team's change runs its own
 * rows). Each case opens the screen in the host simulator, injects the fault on the call, makes
 * the screen call it, and expects: a localised message (never a key, never a white page or a
 * spinner left turning), every value typed still there, a way on; and, the fault gone, the way on
 * works. A flow's cases are generated from its rows × the faults below; each run prints its matrix.
 */

/**
 * How long the sheet waits for a service call (sheet-config.json; the product's default). A
 * time-out case does not wait for it in real time: the page runs on a clock the test controls,
 * moved past it once the emulator has taken the unanswered request.
 */
const SERVICE_TIMEOUT_MS = 15_000;

type FaultName = 'HTTP 500' | 'status -1' | 'malformed JSON' | 'time-out' | 'refused' | 'sign-in';
const FAULTS: Record<Exclude<FaultName, 'sign-in'>, Record<string, unknown>> = {
  'HTTP 500': { httpStatus: 500 },
  'status -1': { errorKey: 'MZCommerce.InjectedFault' },
  'malformed JSON': { malformedBody: true },
  'time-out': { hang: true },
  // Until it is cleared: a browser (the simulator's HTTP client) quietly retries a request whose
  // reused connection closed with no answer, and a refusing server refuses every retry too.
  refused: { drop: true, count: 50 },
};

export type World = {
  page: Page;
  hosted: Product;
  emulator: SpawnedEmulator;
  person: Person;
  /** the account the sheet was opened signed in with, if any */
  accountName?: string;
};
export type Row = {
  call: string;
  /** what the call answers when it needs a sign-in (the sign-in fault applies to these only) */
  signInAnswer?: Record<string, unknown>;
  /** Opens the screen and does what comes before the call; returns the sheet. */
  arrange: (world: World) => Promise<FrameLocator>;
  /** The step that makes the call (nothing when the screen calls it as it opens). */
  act: (sheet: FrameLocator, world: World) => Promise<void>;
  /** The values typed before the call are all still there. */
  expectKept: (sheet: FrameLocator, world: World) => Promise<void>;
  /** The way on the screen offers (Try Again, or the same step again). */
  wayOn: (sheet: FrameLocator, world: World) => Promise<void>;
  /** What the call's success shows. */
  expectDone: (sheet: FrameLocator, world: World) => Promise<void>;
};

export const PASSWORD = 'Sheet2026pass';
export const nothing = async () => undefined;
export const tryAgain = (sheet: FrameLocator): Promise<void> =>
  sheet.getByRole('button', { name: 'Try Again' }).click();
export const continueOn = (sheet: FrameLocator) =>
  sheet.getByRole('button', { name: 'Continue' }).click();

/** A screen reached by a step from another: the arrangement of a call made further on. */
export const stepped =
  (
    from: (world: World) => Promise<FrameLocator>,
    step: (sheet: FrameLocator) => Promise<void>,
    shown: (sheet: FrameLocator) => Promise<void>,
  ) =>
  async (world: World): Promise<FrameLocator> => {
    const sheet = await from(world);
    await step(sheet);
    await shown(sheet);
    return sheet;
  };
/** Types the code the emulator last sent to `target`, as the person would. */
export const typeLatestCodeOf =
  (channel: 'email' | 'phone' | 'sms', target: string) =>
  async (sheet: FrameLocator, { emulator }: World) =>
    enterCode(sheet, await latestCode(emulator, channel, target));

export const closedWithSuccess = async (_sheet: FrameLocator, { page }: World) =>
  expect(page.getByText('Result Success')).toBeVisible();

/** A new account, signed in: its token (the host's), its name kept in the world. */
export async function signedInAccount(world: World, storefront = 'USA') {
  const name = uniqueEmail('matrix');
  const { token } = await controlOf<{ token: string }>(world.emulator, 'accounts', {
    json: { accountName: name, password: PASSWORD, storefront },
  });
  world.accountName = name;
  return token;
}

/** A message in words the person reads: no error key, no code, no JSON. */
async function expectLocalisedMessage(sheet: FrameLocator): Promise<void> {
  const alert = sheet.getByRole('alert').first();
  await expect(alert).toBeVisible();
  const text = (await alert.innerText()).trim();
  expect(text.length).toBeGreaterThan(3);
  expect(text).not.toMatch(/MZ[A-Z]|InjectedFault|Authentication\b|undefined|\{|status/);
  await expect(sheet.getByRole('status')).toHaveCount(0);
}

/** Declares the cases of one flow's rows in the calling spec file, and prints its matrix. */
export function faultMatrix(flow: string, rows: Row[]): void {
  test.use({ serviceTimeoutMs: SERVICE_TIMEOUT_MS });
  // One file per run (workers restart after a failure; the runner's pid stays): what passed.
  const results = path.resolve(
    __dirname,
    '../../test-results',
    `fault-matrix-${flow}-${process.ppid}.jsonl`,
  );

  test.beforeEach(async ({ emulator }) => {
    await controlOf(emulator, 'reset', { json: {} });
  });

  for (const row of rows) {
    const faults: FaultName[] = [
      ...(Object.keys(FAULTS) as FaultName[]),
      ...(row.signInAnswer ? (['sign-in'] as const) : []),
    ];
    for (const fault of faults) {
      test(`${row.call} × ${fault}`, async ({ page, hosted, emulator }) => {
        const world: World = { page, hosted, emulator, person: newPerson() };
        const spec = fault === 'sign-in' ? { answer: row.signInAnswer } : FAULTS[fault];
        // A time-out is reached by moving the page's clock, not by waiting for it.
        if (fault === 'time-out') await page.clock.install();
        let sheet: FrameLocator;
        if (row.act === nothing) {
          await controlOf(emulator, 'faults', { json: { call: row.call, ...spec } });
          sheet = await row.arrange(world);
        } else {
          sheet = await row.arrange(world);
          await controlOf(emulator, 'faults', { json: { call: row.call, ...spec } });
          await row.act(sheet, world);
        }
        if (fault === 'time-out') {
          await expect.poll(() => faultPending(emulator, row.call)).toBe(false);
          await page.clock.fastForward(SERVICE_TIMEOUT_MS);
        }
        if (fault === 'sign-in') {
          // The sign-in path: the host is asked to authenticate (signed in already, it says yes at
          // once), and the call is made again and succeeds.
          await expect(page.getByRole('log', { name: 'Bridge log' })).toContainText('authenticate');
        } else {
          await expectLocalisedMessage(sheet);
          await row.expectKept(sheet, world);
          await controlOf(emulator, 'faults', { method: 'DELETE' });
          await row.wayOn(sheet, world);
        }
        await row.expectDone(sheet, world);
        appendFileSync(results, `${JSON.stringify({ call: row.call, fault })}\n`);
      });
    }
  }

  test.afterAll(() => {
    const cases = rows.flatMap((row) => [
      ...Object.keys(FAULTS).map((fault) => `${row.call} × ${fault}`),
      ...(row.signInAnswer ? [`${row.call} × sign-in`] : []),
    ]);
    const passed = existsSync(results)
      ? readFileSync(results, 'utf8').trim().split('\n').filter(Boolean).length
      : 0;
    console.log(
      `Fault matrix, ${flow}: ${rows.length} calls × ${Object.keys(FAULTS).length} faults (+ sign-in on ${rows.filter((row) => row.signInAnswer).length} calls that need it) = ${cases.length} cases; ${passed} passed so far in this run`,
    );
  });
}
