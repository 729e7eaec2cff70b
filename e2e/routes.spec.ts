import { expectNoAxeViolations } from './support/axe';
import { navigateInSheet } from './support/navigation';
import { expect, sheetPath, test } from './support/product';

/** The 10 routes of spec section 2, each with the heading its remote renders. */
// Opened directly, a step after the details form says what it misses (and offers Start Again).
const routes = [
  { path: '/account/create/personal', heading: 'Create Your Account', remote: 'create_account' },
  {
    path: '/account/create/verify-email',
    heading: 'Verify Your Email',
    remote: 'create_account',
  },
  {
    path: '/account/create/verify-phone',
    heading: 'Verify Your Phone Number',
    remote: 'create_account',
  },
  {
    path: '/account/create/capture-phone-number',
    heading: 'Add a Phone Number',
    remote: 'create_account',
  },
  {
    path: '/account/carrier-linking',
    heading: 'Link Your Carrier Plan',
    remote: 'carrier_linking',
  },
  {
    path: '/us/subscription/link?adamId=1&p=TV',
    heading: 'Link Your Subscription',
    remote: 'channel_linking',
  },
  {
    // Opened directly, without the link it follows: it says it needs its offer, never "Linked".
    path: '/channel-platform-success-china',
    heading: 'Link Your Subscription',
    remote: 'channel_linking',
  },
  {
    path: '/channel-sms-verification',
    heading: 'Enter the Verification Code',
    remote: 'channel_linking',
  },
  { path: '/terms', heading: 'Updated Terms and Conditions', remote: 'terms_privacy' },
  { path: '/privacy-consent', heading: 'Privacy Consent', remote: 'terms_privacy' },
];

for (const route of routes) {
  test(`${route.path} renders through the shell from ${route.remote}`, async ({
    page,
    product,
  }) => {
    const remoteOrigin = new URL(product.manifest[route.remote]!).origin;
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(remoteOrigin)) fromRemote.push(response.url());
    });
    await page.goto(`${product.shell.url}${route.path}`);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
    expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test('the root redirects to create-account and keeps the query', async ({ page, product }) => {
  await page.goto(`${product.shell.url}/?context=cipCarrier`);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(sheetPath(product, '/account/create/personal'));
  expect(new URL(page.url()).searchParams.get('context')).toBe('cipCarrier');
});

test('an unknown path shows a localised not-found screen', async ({ page, product }) => {
  await page.goto(`${product.shell.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('React and the federation runtime (core and bundler glue) are each loaded once across the shell and all four remotes', async ({
  page,
  product,
}) => {
  // Every script the page asked for (preloads included), read again from the servers afterwards:
  // a preloaded response's body is not always still held by the browser.
  const scriptUrls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scriptUrls.add(request.url());
  });
  await page.goto(`${product.shell.url}/account/create/personal`);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  const visits = [
    ['/account/carrier-linking', 'Link Your Carrier Plan'],
    ['/us/subscription/link?adamId=1&p=TV', 'Link Your Subscription'],
    ['/terms', 'Updated Terms and Conditions'],
  ];
  for (const [path, heading] of visits) {
    await navigateInSheet(page, sheetPath(product, path!));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  const scripts = await Promise.all([...scriptUrls].map(async (url) => (await fetch(url)).text()));
  expect(scripts.length).toBeGreaterThan(10);
  // React DOM registers itself with the dev tools under this name, once per copy.
  const reactDomCopies = scripts.filter((body) => body.includes('rendererPackageName:"react-dom"'));
  expect(reactDomCopies).toHaveLength(1);
  // Built remotes run on the shell's runtime core (ADR 0003); one of its hook names marks a copy.
  const runtimeCoreCopies = scripts.filter((body) => body.includes('beforeRegisterRemote'));
  expect(runtimeCoreCopies).toHaveLength(1);
  // And on its bundler runtime: the name of the plugin its `init` adds marks a copy.
  const bundlerRuntimeCopies = scripts.filter((body) => body.includes('tree-shake-plugin'));
  expect(bundlerRuntimeCopies).toHaveLength(1);
});
