import { spawnEmulator, type SpawnedEmulator } from '../tools/service-emulator/src/spawn';
import { expect, test } from './support/product';

let emulator: SpawnedEmulator;
test.beforeAll(async () => {
  emulator = await spawnEmulator({ mode: 'test' });
});
test.afterAll(() => emulator.stop());

test('the sheet, on its own origin, can call the service emulator from the browser', async ({
  page,
  product,
}) => {
  await page.goto(`${product.shell.url}/account/create/personal`);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  const answers = await page.evaluate(async (base) => {
    const bag = (await (await fetch(`${base}/bag.json`)).json()) as {
      hosts: { default: string };
      paths: Record<string, string>;
    };
    const terms = await (await fetch(`${bag.hosts.default}${bag.paths.termsGet}?cc=USA`)).json();
    // JSON with a bearer token: the browser sends a CORS preflight first.
    const link = await fetch(`${bag.hosts.default}${bag.paths.linkCarrier}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-signed-in' },
      body: JSON.stringify({ guid: 'device-1' }),
    });
    return { terms, link: await link.json() };
  }, emulator.url);
  expect(answers.terms).toMatchObject({ status: 0, terms: { termsVersionId: expect.any(String) } });
  expect(answers.link).toMatchObject({ status: -1, errorMessageKey: 'MZCommerce.NoAuthorization' });
});
