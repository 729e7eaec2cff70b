import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import type { SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import {
  enterCode,
  expectDetailsKept,
  fillBirthday,
  fillDetails,
  latestCode,
  newPerson,
  type Person,
} from './support/create-account';
import type { Product } from './support/product';
import { controlOf, expect, openInHost, test } from './support/simulator';
import { uniqueEmail } from './support/unique';

/**
 * The fault matrix: every call a screen makes (spec section 7) × every fault the emulator injects.
 * Each case opens the screen in the host simulator, injects the fault on the call, makes the
 * screen call it, and expects: a localised message (never a key, never a white page or a spinner
 * left turning), every value typed still there, a way on; and, the fault gone, the way on works.
 * The cases are generated from the two tables below; the run prints the matrix.
 */

/**
 * How long the sheet waits for a service call (sheet-config.json; the product's default). A
 * time-out case does not wait for it in real time: the page runs on a clock the test controls,
 * moved past it once the emulator has taken the unanswered request.
 */
const SERVICE_TIMEOUT_MS = 15_000;
test.use({ serviceTimeoutMs: SERVICE_TIMEOUT_MS });

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

type World = {
  page: Page;
  hosted: Product;
  emulator: SpawnedEmulator;
  person: Person;
  /** the account the sheet was opened signed in with, if any */
  accountName?: string;
};
type Row = {
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

const EN = { accountName: 'Email', password: 'Password', first: 'First Name', last: 'Last Name' };
const TERMS_BOX = 'I agree to the Terms and Conditions.';
const PASSWORD = 'Sheet2026pass';
const nothing = async () => undefined;
const tryAgainIn =
  (label: string) =>
  (sheet: FrameLocator): Promise<void> =>
    sheet.getByRole('button', { name: label }).click();
const tryAgain = tryAgainIn('Try Again');

async function detailsFilled({ page, hosted, person }: World): Promise<FrameLocator> {
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await fillDetails(sheet, person, EN);
  await sheet.getByRole('checkbox', { name: TERMS_BOX }).check();
  return sheet;
}
const continueOn = (sheet: FrameLocator) => sheet.getByRole('button', { name: 'Continue' }).click();
const emailCodeShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

/** A screen reached by a step from another: the arrangement of a call made further on. */
const stepped =
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
const typeLatestCodeOf =
  (channel: 'email' | 'phone' | 'sms', target: string) =>
  async (sheet: FrameLocator, { emulator }: World) =>
    enterCode(sheet, await latestCode(emulator, channel, target));

const onEmailCode = (world: World) => stepped(detailsFilled, continueOn, emailCodeShown)(world);
const typeLatestCode = async (sheet: FrameLocator, { emulator, person }: World) =>
  enterCode(sheet, await latestCode(emulator, 'email', person.accountName));
const closedWithSuccess = async (_sheet: FrameLocator, { page }: World) =>
  expect(page.getByText('Result Success')).toBeVisible();
/** Back to the details form (the host's Back): everything typed there is still there. */
async function detailsKeptBehind(sheet: FrameLocator, { page, person }: World) {
  await page.getByRole('button', { name: 'Back' }).click();
  await expectDetailsKept(sheet, person);
}
/** The same, then on to a new code. */
async function detailsKeptThenNewCode(sheet: FrameLocator, world: World) {
  await detailsKeptBehind(sheet, world);
  await continueOn(sheet);
  await emailCodeShown(sheet);
}

/** A new account, signed in: its token (the host's), its name kept in the world. */
async function signedInAccount(world: World, storefront = 'USA') {
  const name = uniqueEmail('matrix');
  const { token } = await controlOf<{ token: string }>(world.emulator, 'accounts', {
    json: { accountName: name, password: PASSWORD, storefront },
  });
  world.accountName = name;
  return token;
}
const termsShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
// The China storefront's sheet is in Chinese: its buttons by their Chinese names.
const AGREE_ZH = '同意';
const consentShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('button', { name: AGREE_ZH, exact: true })).toBeVisible();
const AUTHENTICATION = { status: -1, errorKey: 'Authentication', errorType: 'Authentication' };
const SMS_OFFER = '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token';
const DEMO_MSISDN = '15555550100';
const CARRIER_SIM = '12015550123';

async function onOffer(world: World): Promise<FrameLocator> {
  const token = await signedInAccount(world);
  const sheet = await openInHost(world.page, world.hosted, { path: SMS_OFFER, token });
  await offerShown(sheet);
  return sheet;
}
const linkOffer = (sheet: FrameLocator) =>
  sheet.getByRole('button', { name: 'Link', exact: true }).click();
const smsScreenShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Enter the Verification Code' })).toBeVisible();
const onSmsScreen = stepped(onOffer, linkOffer, smsScreenShown);
const typeLatestSms = typeLatestCodeOf('sms', DEMO_MSISDN);

/** The carrier flow's details (the account name is the SIM's number, prefilled). */
async function carrierDetailsFilled({ page, hosted }: World): Promise<FrameLocator> {
  const sheet = await openInHost(page, hosted, { path: '/account/carrier-linking' });
  await sheet.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await sheet.getByRole('textbox', { name: 'First Name', exact: true }).fill('Noa');
  await sheet.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Carmel');
  await fillBirthday(sheet, '1991-06-15');
  await sheet.getByRole('checkbox', { name: TERMS_BOX }).check();
  return sheet;
}
async function carrierDetailsKept(sheet: FrameLocator) {
  await expect(sheet.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
  await expect(sheet.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Noa');
  await expect(sheet.getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
}
const phoneCodeShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
const onCarrierCode = stepped(carrierDetailsFilled, continueOn, phoneCodeShown);
const typeLatestPhoneCode = typeLatestCodeOf('phone', CARRIER_SIM);
const carrierLinked = async (_sheet: FrameLocator, { page }: World) => {
  await expect(page.getByText('Result Success')).toBeVisible();
  await expect(page.getByText('Carrier status Eligible')).toBeVisible();
};

const offerShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('button', { name: 'Link', exact: true })).toBeVisible();

const ROWS: Row[] = [
  // The details form loads both as it opens.
  ...(['createAccountFields', 'createAccountOptions'] as const).map((call): Row => ({
    call,
    arrange: async ({ page, hosted }) =>
      openInHost(page, hosted, { path: '/account/create/personal' }),
    act: nothing,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: (sheet) => expect(sheet.getByRole('textbox', { name: 'Email' })).toBeVisible(),
  })),
  {
    call: 'emailCodeGenerate',
    arrange: detailsFilled,
    act: continueOn,
    expectKept: (sheet, { person }) => expectDetailsKept(sheet, person),
    wayOn: continueOn,
    expectDone: emailCodeShown,
  },
  {
    call: 'emailCodeValidate',
    arrange: onEmailCode,
    act: typeLatestCode,
    expectKept: detailsKeptThenNewCode,
    wayOn: typeLatestCode,
    expectDone: closedWithSuccess,
  },
  {
    // The address is verified by then: Continue on the kept details creates the account.
    call: 'createAccountV2',
    arrange: onEmailCode,
    act: typeLatestCode,
    expectKept: detailsKeptBehind,
    wayOn: continueOn,
    expectDone: closedWithSuccess,
  },
  {
    call: 'termsGet',
    arrange: async (world) =>
      openInHost(world.page, world.hosted, { path: '/terms', token: await signedInAccount(world) }),
    act: nothing,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: termsShown,
  },
  {
    call: 'termsCheck',
    signInAnswer: { status: -1, errorKey: 'MZFinance.TermsCheckLoginRequired' },
    arrange: async (world) => {
      const token = await signedInAccount(world);
      const sheet = await openInHost(world.page, world.hosted, { path: '/terms', token });
      await termsShown(sheet);
      await sheet.getByRole('checkbox', { name: /Send me news/ }).uncheck();
      return sheet;
    },
    act: (sheet) => sheet.getByRole('button', { name: 'Accept' }).click(),
    expectKept: (sheet) =>
      expect(sheet.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked(),
    wayOn: (sheet) => sheet.getByRole('button', { name: 'Accept' }).click(),
    expectDone: closedWithSuccess,
  },
  {
    call: 'privacyConsentRequired',
    arrange: async (world) =>
      openInHost(world.page, world.hosted, {
        path: '/privacy-consent?queryConsent=true',
        cc: 'CHN',
        token: await signedInAccount(world, 'CHN'),
      }),
    act: nothing,
    expectKept: nothing,
    // Not knowing whether consent is needed, the screen asks for it: Agree is the way on.
    wayOn: nothing,
    expectDone: consentShown,
  },
  {
    call: 'privacyConsent',
    signInAnswer: { status: -1, errorKey: 'Authentication', errorType: 'Authentication' },
    arrange: async (world) => {
      const sheet = await openInHost(world.page, world.hosted, {
        path: '/privacy-consent?queryConsent=true',
        cc: 'CHN',
        token: await signedInAccount(world, 'CHN'),
      });
      await consentShown(sheet);
      return sheet;
    },
    act: (sheet) => sheet.getByRole('button', { name: AGREE_ZH, exact: true }).click(),
    expectKept: nothing,
    wayOn: (sheet) => sheet.getByRole('button', { name: AGREE_ZH, exact: true }).click(),
    expectDone: closedWithSuccess,
  },
  {
    call: 'channelOfferParams',
    arrange: async (world) =>
      openInHost(world.page, world.hosted, {
        path: '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token',
        token: await signedInAccount(world),
      }),
    act: nothing,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: offerShown,
  },
  {
    call: 'channelLink',
    signInAnswer: AUTHENTICATION,
    arrange: onOffer,
    act: linkOffer,
    expectKept: nothing,
    wayOn: linkOffer,
    expectDone: smsScreenShown,
  },
  {
    // The code is sent from the SMS screen: a failed send leaves its message there, and asking
    // for a code again needs no wait (nothing was sent).
    call: 'channelSendSms',
    signInAnswer: AUTHENTICATION,
    arrange: onOffer,
    act: linkOffer,
    expectKept: nothing,
    wayOn: (sheet) => sheet.getByRole('button', { name: 'Resend code' }).click(),
    expectDone: async (sheet, world) => {
      await smsScreenShown(sheet);
      await expect(sheet.getByRole('alert')).toHaveCount(0);
      await typeLatestSms(sheet, world);
      await closedWithSuccess(sheet, world);
    },
  },
  {
    call: 'channelVerifySms',
    signInAnswer: AUTHENTICATION,
    arrange: onSmsScreen,
    act: typeLatestSms,
    // The code typed stays in its boxes: Verify sends it again.
    expectKept: (sheet) =>
      expect(sheet.locator('input[autocomplete="one-time-code"]')).not.toHaveValue(''),
    wayOn: (sheet) => sheet.getByRole('button', { name: 'Verify' }).click(),
    expectDone: closedWithSuccess,
  },
  {
    call: 'validateFields',
    arrange: carrierDetailsFilled,
    act: continueOn,
    expectKept: carrierDetailsKept,
    wayOn: continueOn,
    expectDone: phoneCodeShown,
  },
  {
    call: 'phoneCodeGenerate',
    arrange: carrierDetailsFilled,
    act: continueOn,
    expectKept: carrierDetailsKept,
    wayOn: continueOn,
    expectDone: phoneCodeShown,
  },
  {
    call: 'phoneCodeValidate',
    arrange: onCarrierCode,
    act: typeLatestPhoneCode,
    expectKept: nothing,
    wayOn: typeLatestPhoneCode,
    expectDone: carrierLinked,
  },
  {
    call: 'linkCarrier',
    signInAnswer: { status: -1, errorKey: 'MZCommerce.NoAuthorization' },
    arrange: onCarrierCode,
    act: typeLatestPhoneCode,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: carrierLinked,
  },
];

/** Whether the fault queued for `call` still waits for its request. */
async function faultPending(emulator: SpawnedEmulator, call: string): Promise<boolean> {
  const { faults } = await controlOf<{ faults: Array<{ call: string }> }>(emulator, 'faults');
  return faults.some((queued) => queued.call === call);
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

// One file per run (workers restart after a failure; the runner's pid stays): what passed.
const RESULTS = path.resolve(__dirname, '../test-results', `fault-matrix-${process.ppid}.jsonl`);

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

for (const row of ROWS) {
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
      appendFileSync(RESULTS, `${JSON.stringify({ call: row.call, fault })}\n`);
    });
  }
}

test.afterAll(() => {
  const cases = ROWS.flatMap((row) => [
    ...Object.keys(FAULTS).map((fault) => `${row.call} × ${fault}`),
    ...(row.signInAnswer ? [`${row.call} × sign-in`] : []),
  ]);
  const passed = existsSync(RESULTS)
    ? readFileSync(RESULTS, 'utf8').trim().split('\n').filter(Boolean).length
    : 0;
  console.log(
    `Fault matrix: ${ROWS.length} calls × ${Object.keys(FAULTS).length} faults (+ sign-in on ${ROWS.filter((row) => row.signInAnswer).length} calls that need it) = ${cases.length} cases; ${passed} passed so far in this run`,
  );
});
