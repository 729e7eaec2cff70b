import { type Harness, sharedHarness, type Json } from './helpers';

let h: Harness;
let token: string;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
  token = (await h.account()).token;
});

describe('terms', () => {
  it('termsGet by storefront with its marketing opt-in form', async () => {
    const usa = (await h.get('/terms')) as { terms: Json };
    expect(usa.terms).toEqual({
      termsVersionId: '42',
      title: expect.any(String),
      text: expect.any(String),
      marketingOptIn: 1,
    });
    expect(
      ((await h.get('/terms?cc=KOR&termsType=newTermsStatement')) as { terms: Json }).terms
        .marketingOptIn,
    ).toBe(0);
    expect(((await h.get('/terms?cc=chn')) as { terms: Json }).terms.marketingOptIn).toBe('true');
    const bad = await h.app.inject({ url: '/terms?cc=ZZZ' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ errorKey: 'UnsupportedStorefront' });
  });

  it('termsCheck needs sign-in', async () => {
    expect(await h.form('/terms/check', { accepted: '42' })).toMatchObject({
      status: -1,
      errorKey: 'MZFinance.TermsCheckLoginRequired',
    });
  });
});

describe('privacy consent', () => {
  it('required for CHN until the signed-in account consents; dissent undoes it', async () => {
    expect(await h.get('/privacy/consent/required?cc=CHN')).toEqual({
      status: 0,
      isPiplAppleTermsConsentRequired: true,
    });
    expect(await h.get('/privacy/consent/required?cc=USA', token)).toEqual({
      status: 0,
      isPiplAppleTermsConsentRequired: false,
    });
    expect(await h.form('/privacy/consent', { cc: 'CHN' }, token)).toEqual({ status: 0 });
    expect(
      (await h.get('/privacy/consent/required?cc=CHN', token)).isPiplAppleTermsConsentRequired,
    ).toBe(false);
    expect((await h.get('/privacy/consent/required?cc=CHN')).isPiplAppleTermsConsentRequired).toBe(
      true,
    );
    expect(
      (await h.get('/privacy/consent/required?cc=CHN', 'bad-token'))
        .isPiplAppleTermsConsentRequired,
    ).toBe(true);
    expect(await h.form('/privacy/dissent', { cc: 'CHN' }, token)).toEqual({ status: 0 });
    expect(
      (await h.get('/privacy/consent/required?cc=CHN', token)).isPiplAppleTermsConsentRequired,
    ).toBe(true);
  });

  it('consent and dissent need sign-in and a known storefront', async () => {
    expect(await h.form('/privacy/consent', { cc: 'CHN' })).toMatchObject({
      status: -1,
      errorKey: 'Authentication',
    });
    expect(await h.form('/privacy/dissent', { cc: 'CHN' })).toMatchObject({
      status: -1,
      errorKey: 'Authentication',
    });
    expect(await h.form('/privacy/consent', { cc: 'XXX' }, token)).toMatchObject({
      errorKey: 'UnsupportedStorefront',
    });
  });
});

describe('reports', () => {
  it('keeps metrics and errors for the control endpoint', async () => {
    expect(await h.json('/metrics', { events: [{ name: 'a' }, { name: 'b' }] })).toEqual({
      status: 0,
      accepted: 2,
    });
    expect(
      await h.json('/errors', {
        message: 'boom',
        kind: 'TypeError',
        url: 'http://x/y',
        stack: 'at z',
      }),
    ).toEqual({ status: 0 });
    const reports = await h.control('GET', '/__control/reports');
    expect(reports).toEqual({
      status: 0,
      metrics: [{ name: 'a' }, { name: 'b' }],
      errors: [{ message: 'boom', kind: 'TypeError', url: 'http://x/y', stack: 'at z' }],
    });
  });

  it('at most 100 events a report, the newest 500 kept', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ i }));
    const res = await h.app.inject({ method: 'POST', url: '/metrics', payload: { events: many } });
    expect(res.statusCode).toBe(400);
    for (let n = 0; n < 6; n++)
      await h.json('/metrics', { events: many.slice(0, 100).map((e) => ({ ...e, n })) });
    const { metrics } = (await h.control('GET', '/__control/reports')) as { metrics: Json[] };
    expect(metrics).toHaveLength(500);
    expect(metrics[0]).toEqual({ i: 0, n: 1 });
    expect((await h.app.inject({ method: 'POST', url: '/errors', payload: {} })).statusCode).toBe(
      400,
    );
  });
});
