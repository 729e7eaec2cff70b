import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * The one `test` every end-to-end spec starts from (eslint forbids `test` from @playwright/test in
 * a spec): it watches every test for leaked secrets.
 *
 * During the test it records every request URL of every frame, every console line and uncaught
 * error, and the bodies of the metrics and error reports sent. The secrets are what the test
 * itself used, read from the requests the services received: passwords, email and phone codes,
 * SMS codes, and channel offer tokens (from a deep link's query). After the test none may appear
 * in what was recorded, nor in the host simulator's bridge log (which shows them only as •••), nor
 * in what the page and its frames keep in storage (the host's checkpoint of the sheet included).
 * Exempt, by the spec's own design: the deep link the host opens (it carries the offer token) and
 * the offer-parameters call, a GET whose query is that token.
 */
const SECRET_FIELDS = ['acAccountPassword', 'password', 'secretCode', 'phoneSecretCode', 'otp'];
const TOKEN_PARAMS = ['t', 'token'];
const REPORT_PATH = /\/(metrics|errors)$/;
const OFFER_CALL = /\/channel\/offer\?/;

type Recorded = { places: string[]; secrets: Set<string> };

function secretsOfBody(body: string | null, contentType: string): string[] {
  if (!body) return [];
  let fields: Record<string, unknown> = {};
  try {
    fields = contentType.includes('json')
      ? (JSON.parse(body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(body));
  } catch {
    return [];
  }
  return SECRET_FIELDS.map((name) => fields[name]).filter(
    (value): value is string => typeof value === 'string',
  );
}

function tokensOfUrl(url: string): string[] {
  try {
    const { searchParams } = new URL(url);
    // The simulator's own address carries the sheet's path (and so its deep link) in `path`.
    const inner = searchParams.get('path');
    const all = [searchParams, ...(inner ? [new URL(inner, 'http://x').searchParams] : [])];
    return all.flatMap((params) => TOKEN_PARAMS.flatMap((name) => params.getAll(name)));
  } catch {
    return [];
  }
}

function record(request: Request, recorded: Recorded): void {
  const url = request.url();
  for (const token of tokensOfUrl(url)) recorded.secrets.add(token);
  const body = request.postData();
  const contentType = request.headers()['content-type'] ?? '';
  for (const secret of secretsOfBody(body, contentType)) recorded.secrets.add(secret);
  const hostOpened = request.isNavigationRequest();
  if (!hostOpened && !OFFER_CALL.test(url)) recorded.places.push(url);
  if (body && REPORT_PATH.test(new URL(url).pathname)) recorded.places.push(body);
}

/** Where `secret` shows in `text` (a code must stand alone, not inside a longer number). */
function contains(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text);
}

async function bridgeLogOf(page: Page): Promise<string> {
  if (page.isClosed()) return '';
  const log = page.getByRole('log', { name: 'Bridge log' });
  return (await log.count()) > 0 ? log.innerText() : '';
}

/** What the page and its frames keep in storage (a host's checkpoint, a browser's session). */
async function storageOf(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  const kept = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
          .catch(() => ''),
      ),
  );
  return kept.filter(Boolean);
}

export function watchSecrets(page: Page): Recorded {
  const recorded: Recorded = { places: [], secrets: new Set() };
  page.on('request', (request) => record(request, recorded));
  page.on('console', (message) => recorded.places.push(message.text()));
  page.on('pageerror', (error) => recorded.places.push(String(error)));
  return recorded;
}

/** Fails with each secret and where it appeared. */
export async function expectNoSecretIn(page: Page, recorded: Recorded): Promise<void> {
  const places = [...recorded.places, await bridgeLogOf(page), ...(await storageOf(page))];
  const secrets = [...recorded.secrets].filter((secret) => secret.trim().length >= 4);
  const leaks = secrets.flatMap((secret) =>
    places
      .filter((text) => contains(text, secret))
      .map((text) => `${secret} in: ${text.slice(0, 300)}`),
  );
  expect(leaks, 'secrets used in this test, where they appeared').toEqual([]);
}

export const test = base.extend<{ secretsWatch: void }>({
  secretsWatch: [
    async ({ page }, use) => {
      const recorded = watchSecrets(page);
      await use();
      await expectNoSecretIn(page, recorded);
    },
    { auto: true },
  ],
});

export { expect };
