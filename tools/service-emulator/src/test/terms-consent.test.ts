// termsGet / termsCheck and privacy consent over HTTP, with what the control endpoint records.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildEmulator } from '../server';
import { STOREFRONTS } from '../storefronts';
import { auth, type Harness, sharedHarness, type Json, parse } from './helpers';

let h: Harness;
let token: string;
let dsid: string;
/** A fixed base time: `at` moves only with the control clock. */
const t0 = Date.UTC(2026, 5, 15, 12);
const emulator = sharedHarness({ now: () => t0 });
beforeEach(async () => {
  h = await emulator();
  ({ token, dsid } = await h.account());
});

const fault = (body: object) => h.control('POST', '/__control/faults', body);
const acceptances = async () =>
  (await h.control('GET', '/__control/terms-acceptances')).acceptances as Json[];
const consents = async () => (await h.control('GET', '/__control/consents')).consents as Json[];

const LOGIN_REQUIRED = {
  status: -1,
  errorKey: 'MZFinance.TermsCheckLoginRequired',
  errorMessageKey: 'MZFinance.TermsCheckLoginRequired',
  errorMessage: 'Sign in to accept the terms.',
};

const AUTHENTICATION = {
  status: -1,
  errorKey: 'Authentication',
  errorMessageKey: 'Authentication',
  errorMessage: 'Sign in to continue.',
  errorType: 'Authentication',
};

describe('termsGet', () => {
  it('every storefront: version "42", an HTML body naming it, its own marketingOptIn', async () => {
    for (const storefront of STOREFRONTS) {
      const res = await h.get(`/terms?cc=${storefront.code.toLowerCase()}`);
      expect(Object.keys(res)).toEqual(['status', 'terms']);
      const terms = res.terms as Json;
      expect(Object.keys(terms)).toEqual(['termsVersionId', 'title', 'text', 'marketingOptIn']);
      expect(terms.termsVersionId).toBe('42');
      expect(terms.marketingOptIn).toBe(storefront.marketingOptIn);
      const text = terms.text as string;
      expect(text.startsWith('<h2>')).toBe(true);
      expect(text).toContain(storefront.name);
      expect(text).toContain('<ul><li>');
      expect(text).toMatch(/<a href="https:\/\/[^"]+">/);
      expect(text.match(/<p[ >]/g)?.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('defaults to USA; the title follows termsType', async () => {
    const usa = (await h.get('/terms')).terms as Json;
    expect(usa).toEqual((await h.get('/terms?cc=USA&termsType=newTermsStatement')).terms);
    expect(usa.title).toBe('Apple Media Services Terms and Conditions have changed');
    expect(usa.marketingOptIn).toBe(1);
    expect(usa.text).toContain('United States');
    const plain = (await h.get('/terms?termsType=other')).terms as Json;
    expect(plain.title).toBe('Apple Media Services Terms and Conditions');
    expect(plain.text).toBe(usa.text);
  });

  it('CAN is hostile: a script, an inline handler, an img onerror, a form and a javascript: link', async () => {
    const run = 'window.__termsScriptRan = true';
    const text = ((await h.get('/terms?cc=CAN')).terms as Json).text as string;
    expect(text).toContain(`<script>${run}</script>`);
    expect(text).toContain(`<p onclick="${run}">`);
    expect(text).toContain(`<img src="x" onerror="${run}">`);
    expect(text).toMatch(/<form [^>]*>.*<input [^>]*>.*<\/form>/);
    expect(text).toContain(`<a href="javascript:${run}">`);
    expect(text).toContain('Canada');
    for (const cc of ['USA', 'GBR', 'CHN', 'SAU']) {
      const other = ((await h.get(`/terms?cc=${cc}`)).terms as Json).text as string;
      expect(other).not.toMatch(/<script|<form|<img|<input|javascript:| on[a-z]+=/i);
    }
  });

  it('an unknown storefront is UnsupportedStorefront', async () => {
    const res = await h.app.inject({ url: '/terms?cc=ZZZ' });
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'UnsupportedStorefront' });
  });
});

describe('termsCheck', () => {
  it('without a valid token: TermsCheckLoginRequired, before the body is looked at', async () => {
    expect(await h.form('/terms/check', { accepted: '42' })).toEqual(LOGIN_REQUIRED);
    expect(await h.form('/terms/check', { accepted: '42' }, 'unknown-token')).toEqual(
      LOGIN_REQUIRED,
    );
    const basic = await h.app.inject({
      method: 'POST',
      url: '/terms/check',
      headers: {
        authorization: `Basic ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'accepted=42',
    });
    expect(parse(basic)).toEqual(LOGIN_REQUIRED);
    const noBody = await h.app.inject({ method: 'POST', url: '/terms/check' });
    expect(noBody.statusCode).toBe(200);
    expect(parse(noBody)).toEqual(LOGIN_REQUIRED);
    expect(await acceptances()).toEqual([]);
  });

  it('the login-required answer is forcible with a fault, even when signed in', async () => {
    await fault({ call: 'termsCheck', errorKey: 'MZFinance.TermsCheckLoginRequired', count: 2 });
    for (const url of ['/terms/check', '/business/terms/check']) {
      const res = await h.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(token) },
        payload: 'accepted=42&marketing=1',
      });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(parse(res))).toEqual(Object.keys(LOGIN_REQUIRED));
      expect(parse(res)).toEqual(LOGIN_REQUIRED);
    }
    expect(await acceptances()).toEqual([]);
    expect(await h.form('/terms/check', { accepted: '42' }, token)).toEqual({ status: 0 });
  });

  it('a stale version: TermsVersionMismatch, nothing recorded', async () => {
    for (const accepted of ['41', '1', 'latest']) {
      expect(await h.form('/terms/check', { accepted }, token)).toEqual({
        status: -1,
        errorKey: 'TermsVersionMismatch',
        errorMessageKey: 'TermsVersionMismatch',
        errorMessage: 'The terms have changed. Read and accept the current terms.',
      });
    }
    expect(await acceptances()).toEqual([]);
  });

  it('records the acceptance: version, marketing choice, storefront when given, time', async () => {
    expect(
      await h.form('/terms/check', { accepted: '42', marketing: '1', cc: 'can' }, token),
    ).toEqual({ status: 0 });
    await h.advance(1000);
    expect(await h.form('/terms/check', { accepted: ' 42 ', marketing: '0' }, token)).toEqual({
      status: 0,
    });
    await h.advance(1000);
    expect(await h.form('/terms/check', { accepted: '42', cc: 'CHN' }, token)).toEqual({
      status: 0,
    });
    const list = await acceptances();
    expect(list).toEqual([
      {
        dsid,
        accountName: 'user@example.com',
        termsVersionId: '42',
        marketing: true,
        cc: 'CAN',
        at: expect.any(Number),
      },
      {
        dsid,
        accountName: 'user@example.com',
        termsVersionId: '42',
        marketing: false,
        at: expect.any(Number),
      },
      {
        dsid,
        accountName: 'user@example.com',
        termsVersionId: '42',
        marketing: null,
        cc: 'CHN',
        at: expect.any(Number),
      },
    ]);
    expect(Object.keys(list[0] as Json)).toEqual([
      'dsid',
      'accountName',
      'termsVersionId',
      'marketing',
      'cc',
      'at',
    ]);
    expect(list.map((a) => (a.at as number) - t0)).toEqual([0, 1000, 2000]);
  });

  it('a bad marketing value or an unknown storefront is refused and not recorded', async () => {
    const send = (payload: string) =>
      h.app.inject({
        method: 'POST',
        url: '/terms/check',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(token) },
        payload,
      });
    for (const payload of ['accepted=42&marketing=yes', 'accepted=42&marketing=', 'marketing=1']) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(parse(res).errorKey).toBe('InvalidRequest');
    }
    for (const payload of ['accepted=42&cc=ZZZ', 'accepted=41&cc=ZZZ']) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(parse(res).errorKey).toBe('UnsupportedStorefront');
    }
    expect(await acceptances()).toEqual([]);
  });

  it('acceptances of several accounts, oldest first; reset empties them', async () => {
    const other = await h.account('other@example.com');
    await h.form('/terms/check', { accepted: '42' }, other.token);
    await h.advance(5);
    await h.form('/terms/check', { accepted: '42', marketing: '1' }, token);
    expect((await acceptances()).map((a) => a.accountName)).toEqual([
      'other@example.com',
      'user@example.com',
    ]);
    await h.control('POST', '/__control/reset');
    expect(await h.control('GET', '/__control/terms-acceptances')).toEqual({
      status: 0,
      acceptances: [],
    });
  });
});

describe('privacy consent', () => {
  it('required for CHN (any letter case) unless the signed-in account consented', async () => {
    const required = async (query: string, t?: string) =>
      (await h.get(`/privacy/consent/required${query}`, t)).isPiplAppleTermsConsentRequired;
    expect(await required('?cc=CHN')).toBe(true);
    expect(await required('?cc=chn', token)).toBe(true);
    expect(await required('')).toBe(false);
    expect(await required('?cc=USA', token)).toBe(false);
    expect(await h.form('/privacy/consent', { cc: 'chn' }, token)).toEqual({ status: 0 });
    expect(await required('?cc=CHN', token)).toBe(false);
    expect(await required('?cc=CHN')).toBe(true);
    expect(await required('?cc=CHN', 'unknown-token')).toBe(true);
    expect(await h.form('/privacy/dissent', { cc: 'CHN' }, token)).toEqual({ status: 0 });
    expect(await required('?cc=CHN', token)).toBe(true);
  });

  it('consent and dissent without sign-in: the Authentication envelope with errorType', async () => {
    for (const url of ['/privacy/consent', '/privacy/dissent', '/education/privacy/consent']) {
      expect(await h.form(url, { cc: 'CHN' })).toEqual(AUTHENTICATION);
      expect(await h.form(url, { cc: 'CHN' }, 'unknown-token')).toEqual(AUTHENTICATION);
      const noBody = await h.app.inject({ method: 'POST', url });
      expect(parse(noBody)).toEqual(AUTHENTICATION);
    }
    expect(await consents()).toEqual([]);
  });

  it('records {dsid, accountName, cc, consented, termsVersionId, at}; a new answer replaces the old', async () => {
    await h.form('/privacy/consent', { cc: 'chn' }, token);
    await h.advance(10);
    await h.form('/privacy/dissent', { cc: 'KOR' }, token);
    let list = await consents();
    expect(list).toEqual([
      {
        dsid,
        accountName: 'user@example.com',
        cc: 'CHN',
        consented: true,
        termsVersionId: '42',
        at: t0,
      },
      {
        dsid,
        accountName: 'user@example.com',
        cc: 'KOR',
        consented: false,
        termsVersionId: '42',
        at: t0 + 10,
      },
    ]);
    expect(Object.keys(list[0] as Json)).toEqual([
      'dsid',
      'accountName',
      'cc',
      'consented',
      'termsVersionId',
      'at',
    ]);
    await h.advance(10);
    await h.form('/privacy/dissent', { cc: 'CHN' }, token);
    list = await consents();
    expect(list.map((c) => [c.cc, c.consented, (c.at as number) - t0])).toEqual([
      ['KOR', false, 10],
      ['CHN', false, 20],
    ]);
  });

  it('forced consent failures answer without the handler running', async () => {
    await fault({ call: 'privacyConsent', answer: AUTHENTICATION });
    expect(await h.form('/privacy/consent', { cc: 'CHN' }, token)).toEqual(AUTHENTICATION);
    expect(await consents()).toEqual([]);
  });
});

describe('records from an older database file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'service-emulator-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists them with marketing and termsVersionId null', async () => {
    const dbFile = path.join(dir, 'emulator.json');
    writeFileSync(
      dbFile,
      JSON.stringify({
        version: 1,
        termsAcceptances: [{ dsid: '9', termsVersionId: '41', at: 5 }],
        consents: [{ dsid: '9', cc: 'CHN', consented: true, at: 6 }],
      }),
    );
    const app = await buildEmulator({ mode: 'dev', dbFile });
    try {
      expect(parse(await app.inject({ url: '/__control/terms-acceptances' }))).toEqual({
        status: 0,
        acceptances: [
          { dsid: '9', accountName: null, termsVersionId: '41', marketing: null, at: 5 },
        ],
      });
      expect(parse(await app.inject({ url: '/__control/consents' }))).toEqual({
        status: 0,
        consents: [
          {
            dsid: '9',
            accountName: null,
            cc: 'CHN',
            consented: true,
            termsVersionId: null,
            at: 6,
          },
        ],
      });
    } finally {
      await app.close();
    }
  });
});
