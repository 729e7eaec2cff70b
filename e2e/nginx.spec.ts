import { expectNoAxeViolations } from './support/axe';
import {
  enterCode,
  expectAccountStored,
  expectNoSecretsLeaked,
  latestCode,
  newPerson,
  reachEmailCode,
  watchForLeaks,
} from './support/create-account';
import { sheetPath, watchCspViolations } from './support/product';
import { controlOf, expect, openInHost, test } from './support/simulator';

/**
 * The product behind nginx with deploy/nginx (the `nginx` project only): a whole sign-up in the
 * host simulator under the production base path, with no Content-Security-Policy violation (the
 * project's fixture fails a test on any), and the headers of each kind of file.
 */
const YEAR = 'public, max-age=31536000, immutable';
const REFRESHED = 'max-age=0, stale-while-revalidate=86400';

test.beforeEach(async ({ emulator }) => {
  await controlOf(emulator, 'reset', { json: {} });
});

test('a full email sign-up through nginx ends in a stored account, handed to the host', async ({
  page,
  hosted,
  emulator,
}) => {
  expect(new URL(hosted.shell.url).pathname).toBe('/account-sheet');
  const seen = watchForLeaks(page);
  const person = newPerson();
  const sheet = await openInHost(page, hosted, { path: '/account/create/personal' });
  await expect(sheet.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  // The service worker takes its place under the production CSP and Trusted Types (ADR 0006).
  const frame = page.frames().find((candidate) => candidate.url().startsWith(hosted.shell.url));
  await frame!.waitForFunction(
    () => performance.getEntriesByName('sheet:service-worker-ready').length > 0,
  );
  await reachEmailCode(sheet, person);
  await expectNoAxeViolations(page);
  const code = await latestCode(emulator, 'email', person.accountName);
  await enterCode(sheet, code);
  await expect(page.getByRole('heading', { name: 'Sheet closed' })).toBeVisible();
  await expect(page.getByText('Result Success')).toBeVisible();
  await expectAccountStored(emulator, person.accountName, person.password);
  await expectNoSecretsLeaked(emulator, seen, [person.password, code]);
});

/** The headers every response carries, a page, a file or an error. */
function expectSecurityHeaders(
  headers: Headers,
  origins: { sheet: string[]; services: string; host: string; policies: string[] },
): void {
  const policy = headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(directive('script-src').sort()).toEqual([...origins.sheet].sort());
  expect(directive('connect-src').sort()).toEqual([...origins.sheet, origins.services].sort());
  expect(directive('frame-ancestors')).toEqual([origins.host]);
  expect(directive('default-src')).toEqual(["'none'"]);
  // Trusted Types: exactly the policies the sheet creates, and no `default` policy.
  expect(directive('require-trusted-types-for')).toEqual(["'script'"]);
  expect(directive('trusted-types').sort()).toEqual([...origins.policies].sort());
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

test('each kind of file has its cache, compression and security headers; a missing one is a 404', async ({
  hosted,
  emulator,
}) => {
  const shellOrigin = new URL(hosted.shell.url).origin;
  const remoteOrigins = Object.values(hosted.manifest).map((url) => new URL(url).origin);
  const origins = {
    sheet: [shellOrigin, ...remoteOrigins],
    services: new URL(emulator.url).origin,
    host: hosted.simulator!.url,
    policies: [
      ...['shell', ...Object.keys(hosted.manifest)].map((name) => `sheet-${name}`),
      'sheet-federation',
      'sheet-worker',
      'dompurify',
    ],
  };
  const get = (url: string) => fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });

  // A deep link is the shell's page, rendered with this environment's preloads.
  const page = await get(`${hosted.shell.url}/us/subscription/link?adamId=1&p=TV`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('cache-control')).toBe(REFRESHED);
  expectSecurityHeaders(page.headers, origins);
  const html = await page.text();
  expect(html).toContain(`href="${sheetPath(hosted, '/remotes.json')}"`);
  const mainScript = html.match(/src="?([^"\s>]+main\.[0-9a-f]{8}\.js)/)?.[1];
  expect(mainScript).toBeDefined();

  // A content-hashed script: a year, never revalidated, sent precompressed (brotli).
  const script = await get(new URL(mainScript!, shellOrigin).toString());
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe(YEAR);
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(script.headers.get('content-type')).toMatch(/javascript/);
  expectSecurityHeaders(script.headers, origins);

  // A remote's manifest and this environment's remotes.json: refreshed in the background.
  for (const url of [hosted.manifest.create_account!, `${hosted.shell.url}/remotes.json`]) {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    expect(answer.headers.get('cache-control'), url).toBe(REFRESHED);
    expect(answer.headers.get('content-type'), url).toMatch(/^application\/json/);
    expectSecurityHeaders(answer.headers, origins);
  }

  // A missing chunk, style sheet or JSON file is a 404 (never the page), kept by no cache.
  const remoteOrigin = new URL(hosted.manifest.create_account!).origin;
  for (const url of [
    `${hosted.shell.url}/1234.0123abcd.js`,
    `${hosted.shell.url}/missing.css`,
    `${hosted.shell.url}/missing.json`,
    `${remoteOrigin}/9999.0123abcd.js`,
  ]) {
    const missing = await get(url);
    expect(missing.status, url).toBe(404);
    expect(await missing.text(), url).not.toMatch(/id="?root/);
    expect(missing.headers.get('cache-control'), url).toBe('no-store');
    expectSecurityHeaders(missing.headers, origins);
  }

  // Gzip for a client without brotli.
  const gzipped = await fetch(new URL(mainScript!, shellOrigin), {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(gzipped.headers.get('content-encoding')).toBe('gzip');
});

test('Trusted Types refuse markup that no policy made', async ({ context, hosted }) => {
  // A page of its own: the fixture's watch on `page` stays clean.
  const probe = await context.newPage();
  await probe.goto(`${hosted.shell.url}/account/create/personal`);
  await expect(probe.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  // The mistake a screen could make: a plain string into innerHTML.
  const refused = await probe.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.ran=1">');
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused).toBe(true);
  await expect(probe.locator('img[src="x"]')).toHaveCount(0);
  await probe.close();
});

test('the policy refuses an inline script, and the violation watch reports it', async ({
  context,
  hosted,
}) => {
  // A page of its own: the fixture's watch on `page` stays clean.
  const probe = await context.newPage();
  const violations = await watchCspViolations(probe);
  // The page as nginx sends it (its policy header kept), with the mistake a product could make.
  const address = `${hosted.shell.url}/account/create/personal`;
  await probe.route(address, async (route) => {
    const response = await route.fetch();
    const inline = '<script>window.inlineScriptRan = true</script></head>';
    await route.fulfill({ response, body: (await response.text()).replace('</head>', inline) });
  });
  await probe.goto(address);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain('script-src');
  expect(await probe.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
  await probe.close();
});
