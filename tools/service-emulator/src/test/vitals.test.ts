import { MAX_CLS, MAX_VITAL_MS, p75, summariseVitals } from '../vitals';
import { harness, parse, type Harness, type Json } from './helpers';

const CREDENTIALS = {
  eventType: 'vitals',
  page: 'Credentials',
  pagePath: '/account/create/personal',
  remote: 'create_account',
  storefront: 'USA',
  device: 'phone',
  clientVersion: '2534.14.0',
  clientPlatform: 'android',
  cls: 0.012,
  lcp: 812,
  ttfb: 95,
  inp: 48,
  timestamp: 1_700_000_000_000,
};

const CODE_SCREEN = {
  eventType: 'vitals',
  page: 'VerificationCode',
  pagePath: '/account/create/verify-email',
  device: 'phone',
  cls: 0,
};

describe('p75 (nearest rank)', () => {
  it.each([
    [[], undefined],
    [[7], 7],
    [[1, 2], 2],
    [[4, 1, 3, 2], 3],
    [[10, 20, 30, 40, 50], 40],
    [[0.1, 0, 0.25], 0.25],
  ])('of %j is %j', (values, expected) => {
    expect(p75(values)).toBe(expected);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    p75(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('summariseVitals', () => {
  it('per screen in the order first received, each vital with its p75 and samples', () => {
    const events = [
      CREDENTIALS,
      { eventType: 'page', page: 'Credentials' },
      CODE_SCREEN,
      { ...CREDENTIALS, lcp: 1200, inp: undefined, cls: 0.2 },
      { ...CREDENTIALS, lcp: 700, ttfb: 300, inp: undefined, cls: 0 },
      { ...CODE_SCREEN, inp: 120 },
      'not an event',
      null,
    ];
    expect(summariseVitals(events)).toEqual([
      {
        page: 'Credentials',
        events: 3,
        lcp: { p75: 1200, samples: 3 },
        inp: { p75: 48, samples: 1 },
        cls: { p75: 0.2, samples: 3 },
        ttfb: { p75: 300, samples: 3 },
      },
      {
        page: 'VerificationCode',
        events: 2,
        inp: { p75: 120, samples: 1 },
        cls: { p75: 0, samples: 2 },
      },
    ]);
  });

  it('keeps one device kind or storefront when asked', () => {
    const events = [CREDENTIALS, { ...CREDENTIALS, device: 'tv', storefront: 'GBR', lcp: 3000 }];
    expect(summariseVitals(events, { device: 'tv' })).toEqual([
      expect.objectContaining({ events: 1, lcp: { p75: 3000, samples: 1 } }),
    ]);
    expect(summariseVitals(events, { storefront: 'USA' })).toEqual([
      expect.objectContaining({ events: 1, lcp: { p75: 812, samples: 1 } }),
    ]);
    expect(summariseVitals(events, { storefront: 'CAN' })).toEqual([]);
  });
});

describe('vitals events at POST /metrics', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });
  afterEach(async () => {
    await h.app.close();
  });

  const post = (events: unknown[]) =>
    h.app.inject({ method: 'POST', url: '/metrics', payload: { events } });

  it('keeps them with the other metrics; /__control/vitals summarises them per screen', async () => {
    const page = { eventType: 'page', page: 'Credentials', anything: 'goes' };
    expect(await h.json('/metrics', { events: [page, CREDENTIALS, CODE_SCREEN] })).toEqual({
      status: 0,
      accepted: 3,
    });
    expect((await h.control('GET', '/__control/reports')).metrics).toEqual([
      page,
      CREDENTIALS,
      CODE_SCREEN,
    ]);
    expect(await h.control('GET', '/__control/vitals')).toEqual({
      status: 0,
      screens: [
        {
          page: 'Credentials',
          events: 1,
          lcp: { p75: 812, samples: 1 },
          inp: { p75: 48, samples: 1 },
          cls: { p75: 0.012, samples: 1 },
          ttfb: { p75: 95, samples: 1 },
        },
        { page: 'VerificationCode', events: 1, cls: { p75: 0, samples: 1 } },
      ],
    });
    expect(await h.control('GET', '/__control/vitals?device=tv')).toEqual({
      status: 0,
      screens: [],
    });
    await h.control('POST', '/__control/reset', {});
    expect(await h.control('GET', '/__control/vitals')).toEqual({ status: 0, screens: [] });
  });

  it.each([
    ['a field it does not know', { typed: 'Sheet4Good' }, 'events.0.typed'],
    ['a password', { password: 'Sheet4Good' }, 'events.0.password'],
    ['a negative time', { lcp: -1 }, 'events.0.lcp'],
    ['a time over the bound', { lcp: MAX_VITAL_MS + 1 }, 'events.0.lcp'],
    ['a time not in whole ms', { inp: 12.5 }, 'events.0.inp'],
    ['a time as text', { ttfb: '95' }, 'events.0.ttfb'],
    ['a shift over the bound', { cls: MAX_CLS + 1 }, 'events.0.cls'],
    ['a negative shift', { cls: -0.1 }, 'events.0.cls'],
    ['a page id with a space (free text)', { page: 'Dana Levi' }, 'events.0.page'],
    ['a page id too long', { page: 'x'.repeat(65) }, 'events.0.page'],
    ['a path with its query', { pagePath: '/account/create/personal?t=abc' }, 'events.0.pagePath'],
    ['a path that is not one', { pagePath: 'account' }, 'events.0.pagePath'],
    ['a remote with a space', { remote: 'Create Account' }, 'events.0.remote'],
    ['a storefront in lower case', { storefront: 'usa' }, 'events.0.storefront'],
    ['an unknown device kind', { device: 'watch' }, 'events.0.device'],
    ['a client version off the header rules', { clientVersion: '2534' }, 'events.0.clientVersion'],
    ['no page id', { page: undefined }, 'events.0.page'],
    ['no device kind', { device: undefined }, 'events.0.device'],
    [
      'no vital at all',
      { lcp: undefined, inp: undefined, cls: undefined, ttfb: undefined },
      'events.0.lcp',
    ],
  ])(
    'refuses %s with 400 (naming the field), keeping nothing of the report',
    async (_label, change, field) => {
      const res = await post([{ ...CREDENTIALS, ...change }, { eventType: 'page' }]);
      expect(res.statusCode).toBe(400);
      const answer = parse(res) as Json & { errorMessage: string };
      expect(answer).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
      expect(answer.errorMessage).toContain(`"${field}"`);
      expect((await h.control('GET', '/__control/reports')).metrics).toEqual([]);
    },
  );

  it('an unknown field is named, its name cut short', async () => {
    const res = await post([{ ...CREDENTIALS, ['k'.repeat(200)]: 1 }]);
    expect(parse(res).errorMessage).toBe(
      `Invalid field "events.0.${'k'.repeat(64)}" in body: its name must be equal to one of the allowed values`,
    );
  });

  it('takes a vital alone (a late page-open figure, an interaction after the page came back)', async () => {
    const { page, pagePath, device } = CREDENTIALS;
    const res = await post([
      { eventType: 'vitals', page, pagePath, device, lcp: 640 },
      { eventType: 'vitals', page, pagePath, device, inp: 0 },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 for an unknown device kind in the summary query', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/__control/vitals?device=watch' });
    expect(res.statusCode).toBe(400);
  });
});
