import { chromium } from '@playwright/test';
import flags from './chromium-flags.json' with { type: 'json' };
import { startEmulatorProcess } from './emulator-process.mjs';
const { serveProduct } = await import('@sheet/static-server');
const emulator = await startEmulatorProcess({ mode: 'test', quiet: true });
const product = await serveProduct({ emulatorUrl: emulator.url, testMode: true, simulator: true, serviceTimeoutMs: 3000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags.args });
const page = await browser.newPage();
page.on('console', (m) => console.log('CONSOLE', m.text().slice(0, 200)));
const fault = process.argv[2] ?? '{"call":"createAccountFields","hang":true}';
await fetch(`${emulator.url}/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: fault });
await page.goto(`${product.simulator.url}/?path=${encodeURIComponent('/account/create/personal')}`);
const sheet = page.frameLocator('iframe[title="Sheet"]');
try {
await page.waitForTimeout(8000);
console.log('T0', (await sheet.locator('body').innerText()).slice(0, 300));
} catch (e) { console.log('ERR', e.message); }
console.log('AFTER', (await sheet.locator('body').innerText()).slice(0, 400));
const log = await page.getByRole('log', { name: 'Bridge log' }).innerText();
console.log('LOG', log.split('\n').filter((l) => /httpRequest|"status"|options|error|network|ok/.test(l)).slice(-30).join('\n'));
const faults = await (await fetch(`${emulator.url}/__control/faults`)).json();
console.log('FAULTS LEFT', JSON.stringify(faults));
await browser.close(); await product.close(); await emulator.stop(); process.exit(0);
