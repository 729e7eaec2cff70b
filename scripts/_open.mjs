import { chromium } from 'playwright';
import chromiumFlags from '/work/main/scripts/chromium-flags.json' with { type: 'json' };
import { startEmulatorProcess } from '/work/main/scripts/emulator-process.mjs';
const { serveProduct } = await import('@sheet/static-server');
const emulator = await startEmulatorProcess({ mode: 'test' });
const product = await serveProduct({ emulatorUrl: emulator.url, testMode: true, integrity: true });
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: chromiumFlags.args });
for (let i = 0; i < Number(process.argv[2] ?? 5); i++) {
  const page = await browser.newPage();
  const logs = [];
  page.on("console", (m) => { if (m.type() !== "warning") logs.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e}`));
  page.on('requestfailed', (r) => logs.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`${product.shell.url}/account/create/personal${process.argv[3] ?? ''}`);
  const ok = await page.getByRole('heading', { name: 'Create Your Account' }).waitFor({ timeout: 15000 }).then(() => true, () => false);
  console.log(i, ok, ok ? '' : (await page.locator('body').innerText()).slice(0, 300), logs.join('\n'));
  await page.close();
}
await browser.close(); await product.close(); await emulator.stop();
