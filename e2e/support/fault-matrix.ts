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

type EnvelopeFault = 'status 401' | 'status 5002' | 'status 6';
type FaultName =
  'HTTP 500' | 'status -1' | 'malformed JSON' | 'time-out' | 'refused' | 'sign-in' | EnvelopeFault;
/**
 * Spec §8's other envelope statuses, on a representative call per flow (`envelopeStatuses`):
 * 401 is the authentication error (a call that signs in through the host does so, and goes on),
 * 5002 the unknown server error, 6 a cancellation (nothing said, everything kept).
 */
const ENVELOPE_FAULTS: Record<EnvelopeFault, Record<string, unknown>> = {
  'status 401': { envelopeStatus: 401 },
  'status 5002': { envelopeStatus: 5002 },
  'status 6': { envelopeStatus: 6 },
};
const FAULTS: Record<Exclude<FaultName, 'sign-in' | EnvelopeFault>, Record<string, unknown>> = {
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
  /** the flow's representative call for spec §8's statuses 401, 5002 and 6 */
  envelopeStatuses?: boolean;
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

/** The faults a row is tried with. */
function faultsOf(row: Row): FaultName[] {
  return [
    ...(Object.keys(FAULTS) as FaultName[]),
    ...(row.signInAnswer ? (['sign-in'] as const) : []),
    ...(row.envelopeStatuses ? (Object.keys(ENVELOPE_FAULTS) as EnvelopeFault[]) : []),
  ];
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
    const faults = faultsOf(row);
    for (const fault of faults) {
      test(`${row.call} × ${fault}`, async ({ page, hosted, emulator }) => {
        const world: World = { page, hosted, emulator, person: newPerson() };
        const spec =
          fault === 'sign-in'
            ? { answer: row.signInAnswer }
            : fault in ENVELOPE_FAULTS
              ? ENVELOPE_FAULTS[fault as EnvelopeFault]
              : FAULTS[fault as keyof typeof FAULTS];
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
        if (fault === 'sign-in' || (fault === 'status 401' && row.signInAnswer)) {
          // The sign-in path: the host is asked to authenticate (signed in already, it says yes at
          // once), and the call is made again and succeeds.
          await expect(page.getByRole('log', { name: 'Bridge log' })).toContainText('authenticate');
        } else if (fault === 'status 6') {
          // Cancelled: once the answer is in and nothing waits, nothing is said.
          await expect.poll(() => faultPending(emulator, row.call)).toBe(false);
          await expect(sheet.getByRole('status')).toHaveCount(0);
          await expect(sheet.getByRole('alert')).toHaveCount(0);
          await row.expectKept(sheet, world);
          await row.wayOn(sheet, world);
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
    const cases = rows.flatMap((row) => faultsOf(row).map((fault) => `${row.call} × ${fault}`));
    const passed = existsSync(results)
      ? readFileSync(results, 'utf8').trim().split('\n').filter(Boolean).length
      : 0;
    console.log(
      `Fault matrix, ${flow}: ${rows.length} calls × ${Object.keys(FAULTS).length} faults (+ sign-in on ${rows.filter((row) => row.signInAnswer).length} calls that need it, + statuses 401, 5002 and 6 on ${rows
        .filter((row) => row.envelopeStatuses)
        .map((row) => row.call)
        .join(', ')}) = ${cases.length} cases; ${passed} passed so far in this run`,
    );
  });
}
