import { expect, expectNoSecretIn, test, watchSecrets } from './support/secrets';

/**
 * The suite-wide secrets watch (e2e/support/secrets.ts) can fail: a password a page sent to a
 * service, then written to the console or into a URL, is reported; a page that keeps it to the
 * request body passes.
 */
const SERVICE = 'http://127.0.0.1:9/v2/account/create';
const PASSWORD = 'Leak4Good2026';

for (const [where, leak] of [
  ['the console', `console.log('typed ${PASSWORD}')`],
  ['a URL', `fetch('${SERVICE}?p=${PASSWORD}')`],
] as const) {
  test(`a password written to ${where} is reported`, async ({ context }) => {
    const probe = await context.newPage();
    await probe.route(`${SERVICE}**`, (route) => route.fulfill({ json: { status: 0 } }));
    const recorded = watchSecrets(probe);
    await probe.goto('about:blank');
    await probe.evaluate(
      async ({ url, password, leak }) => {
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ acAccountPassword: password }).toString(),
        });
        await new Function(`return ${leak}`)();
      },
      { url: SERVICE, password: PASSWORD, leak },
    );
    await expect(expectNoSecretIn(probe, recorded)).rejects.toThrow(PASSWORD);
    await probe.close();
  });
}

test('a password kept to the request body passes', async ({ context }) => {
  const probe = await context.newPage();
  await probe.route(SERVICE, (route) => route.fulfill({ json: { status: 0 } }));
  const recorded = watchSecrets(probe);
  await probe.goto('about:blank');
  await probe.evaluate(
    ({ url, password }) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ acAccountPassword: password }).toString(),
      }),
    { url: SERVICE, password: PASSWORD },
  );
  await expectNoSecretIn(probe, recorded);
  await probe.close();
});
