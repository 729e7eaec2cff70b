import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from './support/secrets';
import { spawnEmulator, type SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { enterCode, fillBirthday, latestCode } from './support/create-account';

const root = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npx nx serve terms-privacy`, exactly as a flow team runs it, stopped by its process group id. */
async function serveRemoteAlone(project: string, port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['nx', 'serve', project, '--outputStyle=stream'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      NX_TUI: 'false',
    },
  });
  let output = '';
  // The dev server says when its first compilation is done; it answers from then on.
  await new Promise<void>((resolve, reject) => {
    const failed = (why: string) => new Error(`nx serve ${why}:\n${output.slice(-2000)}`);
    const read = (chunk: Buffer) => {
      // Without its colours: webpack paints "successfully" green.
      output += stripVTControlCharacters(chunk.toString());
      if (/compiled (successfully|with \d+ warnings?)/.test(output)) resolve();
      else if (/compiled with \d+ errors?/.test(output)) reject(failed('failed to compile'));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(failed(`exited (${code})`)));
  }).catch((error: unknown) => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    throw error;
  });
  return child;
}

/**
 * Serves `project` alone with the emulator (test mode) beside it, runs `use` with the remote's
 * origin and the `?bag=` naming the emulator's bag, and stops both by pid whatever happens.
 */
async function withRemoteAlone(
  project: string,
  use: (remote: { origin: string; bag: string; emulator: SpawnedEmulator }) => Promise<void>,
): Promise<void> {
  const emulator = await spawnEmulator({ mode: 'test' });
  try {
    const port = await freePort();
    const server = await serveRemoteAlone(project, port);
    try {
      const bag = `bag=${encodeURIComponent(`${emulator.url}/bag.json`)}`;
      await use({ origin: `http://127.0.0.1:${port}`, bag, emulator });
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  } finally {
    await emulator.stop();
  }
}

test('terms and privacy alone: the same routes, their data from the emulator named by ?bag=', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withRemoteAlone('terms-privacy', async ({ origin, bag }) => {
    // The dev server tells the page when its build failed (e.g. two chunks under one file name).
    const buildErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Errors while compiling')) buildErrors.push(message.text());
    });
    await page.goto(`${origin}/terms?${bag}`);
    await expect(
      page.getByRole('region', { name: /Terms and Conditions have changed/ }),
    ).toContainText('for your use of the media services in United States');
    // Signed out in a plain browser, the China consent is required: its screen, in Chinese.
    await page.goto(`${origin}/privacy-consent?queryConsent=true&cc=CHN&${bag}`);
    await expect(page.getByRole('heading', { name: '隐私同意' })).toBeVisible();
    await expect(page.getByRole('button', { name: '同意', exact: true })).toBeVisible();
    // Paths of other flows are not part of this remote.
    await page.goto(`${origin}/account/carrier-linking`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(buildErrors).toEqual([]);
  });
});

test('carrier linking alone: its first screen loads from the emulator named by ?bag=, in a plain browser', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withRemoteAlone('carrier-linking', async ({ origin, bag, emulator }) => {
    await page.goto(`${origin}/account/carrier-linking?${bag}`);
    await expect(page.getByRole('heading', { name: 'Link Your Carrier Plan' })).toBeVisible();
    // The form is the emulator's (a plain browser has no phone number to give).
    const number = page.getByRole('textbox', { name: 'Phone Number', exact: true });
    await expect(number).toHaveValue('');
    await number.fill('+12015550166');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Carrier4Good');
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Noa');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Carmel');
    await fillBirthday(page.locator('html'), '1991-06-15');
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions.' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
    await enterCode(page.locator('html'), await latestCode(emulator, 'phone', '12015550166'));
    // The account is made and handed over (announced by the browser adapter); with no host to
    // sign in, the link says what is missing instead of failing silently.
    await expect(
      page.getByRole('heading', { name: 'Your Carrier Plan Isn’t Linked' }),
    ).toBeVisible();
  });
});

test('channel linking alone: the landing loads its offer from the emulator named by ?bag=, in a plain browser', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withRemoteAlone('channel-linking', async ({ origin, bag }) => {
    await page.goto(
      `${origin}/usa/subscription/link?adamId=1007&p=PLAIN_OFFER&t=demo-token&${bag}`,
    );
    await expect(page.getByRole('heading', { name: 'Demo Tel Entertainment Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    // A plain browser has no host to sign in with: the landing says what is needed.
    await expect(page.getByRole('alert')).toContainText('Sign in to link this subscription.');
  });
});
