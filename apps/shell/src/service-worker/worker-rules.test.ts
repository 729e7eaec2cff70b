import { isKillSwitchOn, pageKey, routeOf, withIntegrityKey } from './worker-rules';

const SCOPE = 'https://sheet.test/';
const route = (url: string, init: RequestInit & { mode?: RequestMode } = {}) =>
  routeOf(new URL(url), new Request(url, init), SCOPE);

test('what the worker answers from its cache, and what it leaves to the network', () => {
  const page = { headers: { Accept: 'text/html' } };
  expect(route('https://sheet.test/account/create/personal?cc=fra', page)).toBe('page');
  expect(route('https://sheet.test/remotes.json')).toBe('refreshed');
  expect(route('https://sheet.test/sheet-config.json')).toBe('refreshed');
  expect(route('https://remote.test/v1/mf-manifest.json')).toBe('refreshed');
  expect(route('https://remote.test/v1/remoteEntry.js')).toBe('refreshed');
  expect(route('https://sheet.test/main.0123abcd.js')).toBe('hashed');
  expect(route('https://remote.test/v1/personal.89abcdef.css')).toBe('hashed');
  // Data calls, the bag, the worker itself, other methods, and retries past the cache.
  expect(route('https://svc.test/account/create/fields?context=create')).toBeUndefined();
  expect(route('https://svc.test/bag.json')).toBeUndefined();
  expect(route('https://sheet.test/sheet-worker.js')).toBeUndefined();
  expect(route('https://sheet.test/remotes.json', { method: 'POST' })).toBeUndefined();
  expect(route('https://remote.test/v1/mf-manifest.json', { cache: 'reload' })).toBeUndefined();
  expect(route('https://remote.test/v1/remoteEntry.js?retry=1')).toBeUndefined();
});

test('a page is kept without its query; a hashed request under its hash', () => {
  expect(pageKey('https://sheet.test/terms?token=secret')).toBe('https://sheet.test/terms');
  const checked = new Request('https://remote.test/v1/remoteEntry.js', {
    integrity: 'sha384-abc+/=',
  });
  expect(withIntegrityKey(checked)).toBe(
    'https://remote.test/v1/remoteEntry.js?integrity=sha384-abc%2B%2F%3D',
  );
  expect(withIntegrityKey(new Request('https://sheet.test/remotes.json'))).toBe(
    'https://sheet.test/remotes.json',
  );
});

test('the kill switch is "serviceWorker": "off" and nothing else', () => {
  expect(isKillSwitchOn({ serviceWorker: 'off' })).toBe(true);
  for (const other of [{}, { serviceWorker: 'on' }, { serviceWorker: false }, null, 'off']) {
    expect(isKillSwitchOn(other)).toBe(false);
  }
});
