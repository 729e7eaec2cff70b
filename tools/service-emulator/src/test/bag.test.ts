import { CALL_NAMES, CALLS, HOST_ROOTS } from '../calls';
import { buildEmulator } from '../server';
import { type Harness, sharedHarness, parse } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

describe('the bag', () => {
  it('builds absolute hosts from the Host header and lists every call path', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/bag.json',
      headers: { host: 'emu.test:4100' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const bag = parse(res);
    expect(bag.status).toBe(0);
    expect(bag.hosts).toEqual({
      default: 'http://emu.test:4100',
      business: 'http://emu.test:4100/business',
      education: 'http://emu.test:4100/education',
      sharedBusiness: 'http://emu.test:4100/shared-business',
      sharedEducation: 'http://emu.test:4100/shared-education',
    });
    const paths = bag.paths as Record<string, string>;
    expect(Object.keys(paths).sort()).toEqual([...CALL_NAMES].sort());
    expect(paths.createAccountFields).toBe('/account/create/fields');
    expect(paths.signIn).toBe('/auth/sign-in');
  });

  it('may be used again while a newer one is asked for, and answers 304 to its own ETag', async () => {
    const first = await h.app.inject({ url: '/bag.json', headers: { host: 'emu.test:4100' } });
    expect(first.headers['cache-control']).toBe('max-age=0, stale-while-revalidate=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await h.app.inject({
      url: '/bag.json',
      headers: { host: 'emu.test:4100', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another host answers other addresses: another ETag, a full answer.
    const other = await h.app.inject({
      url: '/bag.json',
      headers: { host: 'other.test:4100', 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('falls back to localhost when the Host header is not a host name', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/bag.json',
      headers: { host: 'evil.test/<x>' },
    });
    const hosts = parse(res).hosts as Record<string, string>;
    expect(hosts.default).toBe('http://localhost');
  });

  it('serves every call under all five host roots', () => {
    for (const root of Object.values(HOST_ROOTS)) {
      for (const name of CALL_NAMES) {
        const { method, path } = CALLS[name];
        expect(h.app.hasRoute({ method, url: root + path })).toBe(true);
      }
    }
  });

  it('answers the same call under a provider host root', async () => {
    const res = await h.get('/business/terms?cc=USA');
    expect(res.status).toBe(0);
    expect(await h.get('/shared-education/experiments.json')).toMatchObject({ status: 0 });
  });

  it('serves the experiment configuration', async () => {
    const res = await h.get('/experiments.json');
    expect(res.status).toBe(0);
    const experiments = res.experiments as Record<string, unknown>[];
    expect(experiments.length).toBeGreaterThan(0);
    for (const e of experiments) {
      expect(Object.keys(e).sort()).toEqual(['id', 'products', 'routes', 'storefronts', 'variant']);
    }
  });
});

describe('sign-in', () => {
  it('returns a token for the right password and Authentication otherwise', async () => {
    const made = await h.account('Sign@Example.com');
    const res = await h.json('/auth/sign-in', {
      accountName: 'sign@example.com',
      password: 'Passw0rd',
    });
    expect(res).toMatchObject({ status: 0, dsid: made.dsid, accountName: 'sign@example.com' });
    expect(typeof res.token).toBe('string');
    expect(
      await h.json('/auth/sign-in', { accountName: 'sign@example.com', password: 'nope' }),
    ).toMatchObject({
      status: -1,
      errorKey: 'Authentication',
    });
    expect(
      await h.json('/auth/sign-in', { accountName: 'who@example.com', password: 'Passw0rd' }),
    ).toMatchObject({
      status: -1,
      errorKey: 'Authentication',
    });
  });

  it('the signed-in token authorises calls; an unknown or malformed one does not', async () => {
    await h.account('t@example.com');
    const { token } = await h.json('/auth/sign-in', {
      accountName: 't@example.com',
      password: 'Passw0rd',
    });
    expect(await h.json('/carrier/link', { guid: 'g-1' }, token as string)).toEqual({ status: 0 });
    expect((await h.json('/carrier/link', { guid: 'g-1' }, 'unknown')).errorKey).toBe(
      'MZCommerce.NoAuthorization',
    );
    const res = await h.app.inject({
      method: 'POST',
      url: '/carrier/link',
      headers: { authorization: `Basic ${token as string}` },
      payload: { guid: 'g' },
    });
    expect(parse(res).errorKey).toBe('MZCommerce.NoAuthorization');
  });

  it('wants both fields', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { accountName: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    expect(parse(res).errorMessage).toMatch(/password/);
  });
});

describe('envelopes for what no call answers', () => {
  it('answers an unknown path with 404 and an envelope', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'NotFound' });
  });

  it('answers a wrong method with 404', async () => {
    const res = await h.app.inject({ method: 'DELETE', url: '/terms' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a bad URL with 400', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/terms/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(parse(res).status).toBe(-1);
  });
});

describe('headers', () => {
  it('answers CORS preflights with an envelope and marks answers no-store', async () => {
    const pre = await h.app.inject({
      method: 'OPTIONS',
      url: '/carrier/link',
      headers: { origin: 'http://127.0.0.1:4200', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(200);
    expect(parse(pre)).toEqual({ status: 0 });
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const res = await h.app.inject({ url: '/terms' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const missing = await h.app.inject({ url: '/nope' });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('modes', () => {
  it('prod mode has no control endpoint', async () => {
    const prod = await buildEmulator({ mode: 'prod' });
    const res = await prod.inject({ method: 'POST', url: '/__control/reset' });
    expect(res.statusCode).toBe(404);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'NotFound' });
    const codes = await prod.inject({
      method: 'GET',
      url: '/__control/codes/latest?channel=email&target=a@b.c',
    });
    expect(codes.statusCode).toBe(404);
    expect((await prod.inject({ method: 'GET', url: '/bag.json' })).statusCode).toBe(200);
    await prod.close();
  });

  it('dev and test modes have it', async () => {
    const dev = await buildEmulator({ mode: 'dev' });
    expect((await dev.inject({ method: 'GET', url: '/__control/reports' })).statusCode).toBe(200);
    await dev.close();
    expect((await h.control('GET', '/__control/reports')).status).toBe(0);
  });
});
