import { MAX_CLIENT_RECORDS } from '../clients';
import { type Harness, type Json, auth, sharedHarness, parse } from './helpers';

let h: Harness;
const emulator = sharedHarness({ now: () => 1_700_000_000_000 });
beforeEach(async () => {
  h = await emulator();
});

const PHONE = { 'x-client-version': '2534.14.0', 'x-client-platform': 'android' };
const TV = { 'X-Client-Version': '2534.14.0', 'X-Client-Platform': 'android-tv' };

const clients = async () => (await h.control('GET', '/__control/clients')).clients as Json[];

describe('client headers', () => {
  it('accepts both headers on every kind of call and records each call, oldest first', async () => {
    const { token } = await h.account();
    const bag = await h.app.inject({ url: '/bag.json', headers: PHONE });
    expect(parse(bag).status).toBe(0);
    const terms = await h.app.inject({ url: '/business/terms?cc=USA', headers: TV });
    expect(parse(terms).status).toBe(0);
    await h.advance(1000);
    const link = await h.app.inject({
      method: 'POST',
      url: '/carrier/link',
      headers: { ...PHONE, ...auth(token) },
      payload: { guid: 'device-1' },
    });
    expect(parse(link)).toEqual({ status: 0 });
    const form = await h.app.inject({
      method: 'POST',
      url: '/privacy/consent',
      headers: { ...TV, ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cc=CHN',
    });
    expect(parse(form)).toEqual({ status: 0 });
    const experiments = await h.app.inject({ url: '/experiments.json', headers: PHONE });
    expect(parse(experiments).status).toBe(0);

    const res = await h.control('GET', '/__control/clients');
    expect(res).toEqual({
      status: 0,
      clients: [
        { call: 'bag', platform: 'android', version: '2534.14.0', at: 1_700_000_000_000 },
        { call: 'termsGet', platform: 'android-tv', version: '2534.14.0', at: 1_700_000_000_000 },
        { call: 'linkCarrier', platform: 'android', version: '2534.14.0', at: 1_700_000_001_000 },
        {
          call: 'privacyConsent',
          platform: 'android-tv',
          version: '2534.14.0',
          at: 1_700_000_001_000,
        },
        {
          call: 'experimentConfig',
          platform: 'android',
          version: '2534.14.0',
          at: 1_700_000_001_000,
        },
      ],
    });
    expect(Object.keys((res.clients as Json[])[0] ?? {})).toEqual([
      'call',
      'platform',
      'version',
      'at',
    ]);
  });

  it('calls without them work as before and are not recorded', async () => {
    expect(await h.get('/terms')).toMatchObject({ status: 0 });
    expect(await h.json('/metrics', { events: [] })).toEqual({ status: 0, accepted: 0 });
    expect(await clients()).toEqual([]);
  });

  it('records a request that sent only one of them, the other as null', async () => {
    await h.app.inject({ url: '/terms', headers: { 'x-client-version': '1.2.3' } });
    await h.app.inject({ url: '/terms', headers: { 'x-client-platform': 'android-tv' } });
    expect(await clients()).toEqual([
      { call: 'termsGet', platform: null, version: '1.2.3', at: 1_700_000_000_000 },
      { call: 'termsGet', platform: 'android-tv', version: null, at: 1_700_000_000_000 },
    ]);
  });

  it.each([
    '2534.14',
    '2534.14.0.1',
    'v2534.14.0',
    '2534.14.0-beta',
    '2534..0',
    '2534.14.x',
    '',
    '٢٥٣٤.١٤.٠',
    `${'1'.repeat(30)}.1.1`,
    '2534.14.0, 2534.14.0',
  ])('answers 400 InvalidRequest naming X-Client-Version for %j', async (version) => {
    const res = await h.app.inject({
      url: '/terms',
      headers: { 'x-client-version': version, 'x-client-platform': 'android' },
    });
    expect(res.statusCode).toBe(400);
    const body = parse(res);
    expect(Object.keys(body)).toEqual(['status', 'errorKey', 'errorMessageKey', 'errorMessage']);
    expect(body).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    expect(body.errorMessage).toContain('X-Client-Version');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(await clients()).toEqual([]);
  });

  it.each(['ios', 'Android', 'ANDROID-TV', 'android-phone', '', 'android, android-tv'])(
    'answers 400 InvalidRequest naming X-Client-Platform for %j',
    async (platform) => {
      const res = await h.app.inject({
        url: '/bag.json',
        headers: { 'x-client-version': '2534.14.0', 'x-client-platform': platform },
      });
      expect(res.statusCode).toBe(400);
      const body = parse(res);
      expect(body).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
      expect(body.errorMessage).toContain('X-Client-Platform');
      expect(await clients()).toEqual([]);
    },
  );

  it('checks them before faults, sign-in and the body; a good one is recorded whoever answers', async () => {
    await h.control('POST', '/__control/faults', { call: 'termsGet', httpStatus: 503 });
    const bad = await h.app.inject({ url: '/terms', headers: { 'x-client-platform': 'ios' } });
    expect(bad.statusCode).toBe(400);
    // The fault is still queued: the bad request never reached it.
    expect((await h.control('GET', '/__control/faults')).faults).toHaveLength(1);
    const faulted = await h.app.inject({ url: '/terms', headers: PHONE });
    expect(faulted.statusCode).toBe(503);
    const signedOut = await h.app.inject({
      method: 'POST',
      url: '/carrier/link',
      headers: { ...PHONE, 'x-client-version': '1.0' },
      payload: 'not json at all',
    });
    expect(signedOut.statusCode).toBe(400);
    expect(parse(signedOut).errorMessage).toContain('X-Client-Version');
    const noToken = await h.app.inject({
      method: 'POST',
      url: '/carrier/link',
      headers: PHONE,
      payload: {},
    });
    expect(parse(noToken)).toMatchObject({ errorKey: 'MZCommerce.NoAuthorization' });
    expect((await clients()).map((c) => c.call)).toEqual(['termsGet', 'linkCarrier']);
  });

  it('only calls are checked: control endpoints and unknown paths ignore them', async () => {
    const control = await h.app.inject({
      url: '/__control/clients',
      headers: { 'x-client-version': 'nope' },
    });
    expect(control.statusCode).toBe(200);
    const missing = await h.app.inject({ url: '/nope', headers: { 'x-client-version': 'nope' } });
    expect(missing.statusCode).toBe(404);
    expect(await clients()).toEqual([]);
  });

  it(`keeps the newest ${MAX_CLIENT_RECORDS}, oldest first; reset clears them`, async () => {
    for (let i = 0; i < MAX_CLIENT_RECORDS + 5; i++) {
      const res = await h.app.inject({
        url: '/experiments.json',
        headers: { 'x-client-version': `2534.14.${i}`, 'x-client-platform': 'android' },
      });
      expect(res.statusCode).toBe(200);
    }
    const seen = await clients();
    expect(seen).toHaveLength(MAX_CLIENT_RECORDS);
    expect(seen[0]?.version).toBe('2534.14.5');
    expect(seen.at(-1)?.version).toBe(`2534.14.${MAX_CLIENT_RECORDS + 4}`);
    await h.control('POST', '/__control/reset');
    expect(await clients()).toEqual([]);
  });

  it('lets preflights through: both headers are allowed cross-origin', async () => {
    const pre = await h.app.inject({
      method: 'OPTIONS',
      url: '/channel/sms/send',
      headers: {
        origin: 'http://127.0.0.1:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,content-type,x-client-platform,x-client-version',
      },
    });
    expect(pre.statusCode).toBe(200);
    expect(parse(pre)).toEqual({ status: 0 });
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(pre.headers['access-control-allow-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    for (const name of ['authorization', 'content-type', 'x-client-version', 'x-client-platform']) {
      expect(allowed).toContain(name);
    }
    expect(pre.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, X-Client-Version, X-Client-Platform',
    );
    // The preflight itself is no call: not recorded.
    expect(await clients()).toEqual([]);
  });

  it('works over a real socket, cross-origin, as the simulator page calls', async () => {
    const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/metrics`, {
      method: 'POST',
      headers: {
        origin: 'http://127.0.0.1:4200',
        'content-type': 'application/json',
        'X-Client-Version': '2534.14.0',
        'X-Client-Platform': 'android-tv',
      },
      body: JSON.stringify({ events: [{ name: 'pageView' }] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ status: 0, accepted: 1 });
    expect(await clients()).toEqual([
      {
        call: 'metricsReport',
        platform: 'android-tv',
        version: '2534.14.0',
        at: 1_700_000_000_000,
      },
    ]);
    // Its socket goes with it: the next test gets an emulator of its own (sharedHarness).
    await h.app.close();
  });
});

describe('client fields in metrics events', () => {
  it('accepts clientVersion and clientPlatform and keeps them as sent', async () => {
    const events = [
      {
        name: 'pageView',
        page: '/account/create/personal',
        clientVersion: '2534.14.0',
        clientPlatform: 'android',
      },
      { name: 'pageView', clientVersion: '2534.14.0', clientPlatform: 'android-tv' },
      { name: 'click' },
    ];
    expect(await h.json('/metrics', { events })).toEqual({ status: 0, accepted: 3 });
    const reports = await h.control('GET', '/__control/reports');
    expect(reports.metrics).toEqual(events);
  });

  it.each([
    [{ clientVersion: '2534.14' }, 'events.0.clientVersion'],
    [{ clientVersion: 2534 }, 'events.0.clientVersion'],
    [{ clientPlatform: 'ios' }, 'events.0.clientPlatform'],
    [{ clientPlatform: null }, 'events.0.clientPlatform'],
  ])('answers 400 InvalidRequest for %j (the header rules)', async (event, field) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/metrics',
      payload: { events: [event] },
    });
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    expect(parse(res).errorMessage).toContain(field);
    expect((await h.control('GET', '/__control/reports')).metrics).toEqual([]);
  });
});
