import type { Page } from '@playwright/test';
import { sheetPath } from './support/product';
import { controlOf, expect, openInHost, test } from './support/simulator';

/**
 * The first screen's data calls, declared in its remote's manifest, go out with the remote's
 * files (issue 33, ADR 0006): in a plain browser from the shell's entry, in a host through the
 * host's HTTP. Either way the form takes their answers: each call is sent once per open.
 */
const HEADING = 'Create Your Account';
const FORM_CALLS = /\/account\/create\/(fields|options)$/;

/** The form's calls each page sent, by path (a host's are sent by the simulator's page). */
function formCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && FORM_CALLS.test(pathname)) sent.push(pathname);
  });
  return sent;
}

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

test('a plain browser sends the form’s calls once, and the form shows their answers', async ({
  page,
  hosted,
}) => {
  const sent = formCalls(page);
  await page.goto(
    `${hosted.shell.url}${sheetPath(hosted, '/account/create/personal')}?cc=gbr&lang=en-gb`,
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(sent.sort()).toEqual(['/account/create/fields', '/account/create/options']);
  // The storefront the launch named is the form's (the first call carried it).
  await expect(page.getByRole('combobox', { name: 'Country or Region' })).toHaveValue('GBR');
});

test('in the host, on the TV, the calls go through the host’s HTTP, once each', async ({
  page,
  hosted,
}) => {
  const sent = formCalls(page);
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal', tv: '1' });
  await expect(sheet.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(sent.sort()).toEqual(['/account/create/fields', '/account/create/options']);
});

test('a launch whose form asks something else sends only the form’s own calls', async ({
  page,
  hosted,
}) => {
  const sent = formCalls(page);
  await page.goto(
    `${hosted.shell.url}${sheetPath(hosted, '/account/create/personal')}?restrictedAccountType=child`,
  );
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(sent.sort()).toEqual(['/account/create/fields', '/account/create/options']);
});
