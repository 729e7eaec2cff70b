/**
 * The host contract's conformance page (tools/host-contract, docs/host-contract.md) as a host team
 * runs it: the host simulator passes every check, and a deliberately broken host
 * (tools/host-contract/fixtures/broken-host) fails exactly what it breaks, each with its reason.
 * A host that stays silent costs a call's time-out: the test moves the page's clock past it once
 * it sees the check waiting, instead of waiting.
 */
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { CHECKPOINT_MAX_CHARS, DEFAULT_TIMEOUT_MS } from '../libs/bridge/src/contract';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/product';
import { expect, openInHost, test as hostTest } from './support/simulator';

type Server = { url: string; close: () => Promise<void> };

const test = hostTest.extend<object, { brokenHost: Server }>({
  brokenHost: [
    async ({}, use) => {
      const { serveDirectory } = await import('@sheet/static-server');
      const dir = path.resolve(__dirname, '../tools/host-contract/fixtures/broken-host');
      const server = await serveDirectory({ name: 'broken host', dir });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

function conformancePage(frame: FrameLocator) {
  const row = (check: string) =>
    frame
      .getByRole('row')
      .filter({ has: frame.getByRole('rowheader', { name: check, exact: true }) });
  return {
    run: frame.getByRole('button', { name: 'Run all checks' }),
    summary: frame.getByRole('status'),
    checks: frame.getByRole('rowheader'),
    result: (check: string) => row(check).getByRole('cell').first(),
    details: (check: string) => row(check).getByRole('cell').last(),
    failedRows: frame.getByRole('row').filter({ hasText: 'Failed' }),
  };
}

/** Moves the clock past a call's time-out once `check` waits for an answer that never comes. */
async function outwaitSilence(
  page: Page,
  conformance: ReturnType<typeof conformancePage>,
  check: string,
  timeoutMs: number,
) {
  await expect(conformance.result(check)).toHaveText('Running');
  await page.clock.fastForward(timeoutMs);
}

test('the host simulator passes every check', async ({ page, hosted }) => {
  await page.clock.install();
  const violations = await watchCspViolations(page);
  const sheet = await openInHost(page, hosted, { path: '/conformance/' });
  const conformance = conformancePage(sheet);
  await expect(sheet.getByText('Host: the page around this one, over postMessage')).toBeVisible();
  // Started from the keyboard, as a person with the host's remote would.
  await conformance.run.press('Enter');

  // The calls that wait for a person: the page says what to press, the person presses it.
  await expect(sheet.getByText("The host's sign-in is open: press Cancel")).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  const appDialog = page.getByRole('dialog', { name: 'Conformance check' });
  await appDialog.getByRole('button', { name: 'Cancel' }).click();
  const challenge = page.getByRole('dialog', { name: 'Security check' });
  await challenge.getByRole('button', { name: 'Cancel' }).click();
  // The simulator ignores a request it does not know, which the contract allows.
  await outwaitSilence(page, conformance, 'an unknown request', DEFAULT_TIMEOUT_MS);

  await expect(conformance.summary).toHaveText(/^\d+ passed, \d+ failed$/);
  expect(await conformance.failedRows.allInnerTexts()).toEqual([]);
  const checks = await conformance.checks.count();
  await expect(conformance.summary).toHaveText(`${checks} passed, 0 failed`);
  await expect(conformance.details('authenticate')).toHaveText(/^refused with cancelled/);
  await expect(conformance.details('restoreCheckpoint gives back what was saved')).toHaveText(
    /^answered in/,
  );
  await expectNoAxeViolations(page);
  // Events come the other way: the host's Back reaches the page.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(sheet.getByRole('list', { name: 'Events from the host' })).toHaveText('back {}');

  // Last, the page asks to be closed: the simulator closes it, having recorded the calls.
  await sheet.getByRole('button', { name: 'Close the sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expect(page.getByText('Carrier status Eligible')).toBeVisible();
  await expect(page.getByText('Subscription status invalidated Yes')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a broken host fails what it breaks, each with its reason', async ({
  page,
  hosted,
  brokenHost,
}) => {
  // A shorter time-out than the default, through the page's address, on the test's clock.
  const timeoutMs = 3000;
  await page.clock.install();
  const conformanceUrl = new URL('/conformance/', hosted.shell.url).href;
  const query = new URLSearchParams({ conformance: conformanceUrl, timeoutMs: String(timeoutMs) });
  await page.goto(`${brokenHost.url}/?${query}`);
  const conformance = conformancePage(page.frameLocator('iframe[title="Sheet"]'));
  await conformance.run.click();
  for (const silent of ['openUrl', 'invalidateSubscriptionStatus', 'an unknown request']) {
    await outwaitSilence(page, conformance, silent, timeoutMs);
  }

  const expected: Record<string, string> = {
    getDeviceId: "the sheet's bridge refused the answer: invalid deviceId",
    getPhoneNumber: "the sheet's bridge refused the answer: version 2 (the protocol is version 1)",
    openUrl: `no answer within ${timeoutMs} ms; an answer came with id not-the-request-id, which is no open request's`,
    invalidateSubscriptionStatus: `no answer within ${timeoutMs} ms`,
    'saveCheckpoint one character too long is refused': `the host accepted a checkpoint of ${CHECKPOINT_MAX_CHARS + 1} characters (CHECKPOINT_MAX_CHARS is ${CHECKPOINT_MAX_CHARS}); it must refuse it with too_large`,
    'saveCheckpoint with malformed params':
      'the host accepted malformed params (`version` is not a number); it must refuse it with invalid_params',
  };
  const failures = Object.keys(expected).length;
  const checks = await conformance.checks.count();
  await expect(conformance.summary).toHaveText(`${checks - failures} passed, ${failures} failed`);
  for (const [check, reason] of Object.entries(expected)) {
    await expect(conformance.result(check)).toHaveText('Failed');
    await expect(conformance.details(check)).toContainText(reason);
  }
  // What it does right still passes: its refusals of other malformed params, its checkpoint.
  await expect(conformance.result('setCarrierStatus with malformed params')).toHaveText('Passed');
  await expect(conformance.result('restoreCheckpoint gives back what was saved')).toHaveText(
    'Passed',
  );
});
