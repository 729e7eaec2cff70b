import { buildEmulator } from '../server';
import { type Harness, harness, sharedHarness, type Json, parse } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

const CLAIMED = {
  status: -1,
  errorKey: 'MZCommerce.HardBundleAlreadyClaimed',
  errorMessageKey: 'MZCommerce.HardBundleAlreadyClaimed',
  errorMessage: 'This carrier bundle is already linked to another account.',
};
const NO_AUTHORIZATION = {
  status: -1,
  errorKey: 'MZCommerce.NoAuthorization',
  errorMessageKey: 'MZCommerce.NoAuthorization',
  errorMessage: 'Sign in to link your carrier account.',
};

const linkCarrier = (guid: string, token?: string) => h.json('/carrier/link', { guid }, token);
const linkCarrierRaw = (guid: string, token?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/carrier/link',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { guid },
  });
const links = async () => (await h.control('GET', '/__control/carrier-links')).links as Json[];
const now = async () => (await h.control('GET', '/__control/clock')).now as number;
const fault = (body: object) => h.control('POST', '/__control/faults', body);

describe('linkCarrier', () => {
  it('links the guid to the signed-in account with its time', async () => {
    const a = await h.account('a@example.com');
    const at = await now();
    expect(await linkCarrier('bundle-1', a.token)).toEqual({ status: 0 });
    expect(await links()).toEqual([
      { dsid: a.dsid, accountName: 'a@example.com', guid: 'bundle-1', at: expect.any(Number) },
    ]);
    expect((await links())[0]?.at).toBeGreaterThanOrEqual(at);
  });

  it('two accounts, one guid: the second gets HardBundleAlreadyClaimed (HTTP 200) and nothing changes', async () => {
    const a = await h.account('a@example.com');
    const b = await h.account('b@example.com');
    expect(await linkCarrier('bundle-b', b.token)).toEqual({ status: 0 });
    expect(await linkCarrier('shared', a.token)).toEqual({ status: 0 });
    const before = await links();
    await h.advance(5_000);

    const res = await linkCarrierRaw('shared', b.token);
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual(CLAIMED);
    // b keeps its own link, a keeps the bundle, times unchanged.
    expect(await links()).toEqual(before);
    expect(before.map((l) => [l.accountName, l.guid])).toEqual([
      ['b@example.com', 'bundle-b'],
      ['a@example.com', 'shared'],
    ]);
    // Under another host root too.
    expect(await h.json('/business/carrier/link', { guid: 'shared' }, b.token)).toEqual(CLAIMED);
    expect(await links()).toEqual(before);
  });

  it('the same account linking the same guid again succeeds and keeps the first link', async () => {
    const a = await h.account('a@example.com');
    expect(await linkCarrier('bundle-1', a.token)).toEqual({ status: 0 });
    const first = await links();
    await h.advance(60_000);
    expect(await linkCarrier('bundle-1', a.token)).toEqual({ status: 0 });
    expect(await linkCarrier('bundle-1', a.token)).toEqual({ status: 0 });
    expect(await links()).toEqual(first);
  });

  it('an account keeps one guid: another guid replaces the old link, which is then free', async () => {
    const a = await h.account('a@example.com');
    const b = await h.account('b@example.com');
    expect(await linkCarrier('old', a.token)).toEqual({ status: 0 });
    await h.advance(1_000);
    expect(await linkCarrier('new', a.token)).toEqual({ status: 0 });
    expect((await links()).map((l) => [l.dsid, l.guid])).toEqual([[a.dsid, 'new']]);
    expect(await linkCarrier('old', b.token)).toEqual({ status: 0 });
    expect(await linkCarrier('old', a.token)).toEqual(CLAIMED);
    expect((await links()).map((l) => [l.dsid, l.guid])).toEqual([
      [a.dsid, 'new'],
      [b.dsid, 'old'],
    ]);
  });

  it('without a valid token: NoAuthorization (HTTP 200), before the claimed check, and nothing is stored', async () => {
    const a = await h.account('a@example.com');
    expect(await linkCarrier('bundle-1', a.token)).toEqual({ status: 0 });
    for (const token of [undefined, 'unknown-token']) {
      const res = await linkCarrierRaw('bundle-1', token);
      expect(res.statusCode).toBe(200);
      expect(parse(res)).toEqual(NO_AUTHORIZATION);
      expect(await linkCarrier('bundle-2', token)).toEqual(NO_AUTHORIZATION);
    }
    expect((await links()).map((l) => l.guid)).toEqual(['bundle-1']);
  });
});

describe('GET /__control/carrier-links', () => {
  it('lists {dsid, accountName, guid, at} oldest first, accountName as stored', async () => {
    // An emulator of its own, on a clock that starts at a known time.
    const t0 = Date.UTC(2030, 0, 1);
    h = await harness({ now: () => t0 });
    expect(await h.control('GET', '/__control/carrier-links')).toEqual({ status: 0, links: [] });
    const phone = await h.account('+1 555 555 0177');
    const mail = await h.account('Mixed.Case@Example.com');
    await linkCarrier('g-phone', phone.token);
    await h.advance(1_000);
    await linkCarrier('g-mail', mail.token);
    await h.advance(1_000);
    await linkCarrier('g-phone-2', phone.token); // replaces: now the newest
    const listed = await links();
    expect(listed).toEqual([
      { dsid: mail.dsid, accountName: 'mixed.case@example.com', guid: 'g-mail', at: t0 + 1_000 },
      { dsid: phone.dsid, accountName: '+15555550177', guid: 'g-phone-2', at: t0 + 2_000 },
    ]);
    // Links made at the same time keep the order they were made in.
    const third = await h.account('c@example.com');
    await linkCarrier('g-c', third.token);
    expect((await links()).map((l) => l.guid)).toEqual(['g-mail', 'g-phone-2', 'g-c']);
    for (const link of listed)
      expect(Object.keys(link)).toEqual(['dsid', 'accountName', 'guid', 'at']);
    await h.app.close();
  });

  it('reset clears the links (and the guid can be linked again)', async () => {
    const a = await h.account('a@example.com');
    await linkCarrier('g', a.token);
    expect(await links()).toHaveLength(1);
    expect(await h.control('POST', '/__control/reset')).toEqual({ status: 0 });
    expect(await links()).toEqual([]);
    const b = await h.account('b@example.com');
    expect(await linkCarrier('g', b.token)).toEqual({ status: 0 });
  });

  it('is not served in prod mode', async () => {
    const prod = await buildEmulator({ mode: 'prod' });
    const res = await prod.inject({ method: 'GET', url: '/__control/carrier-links' });
    expect(res.statusCode).toBe(404);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'NotFound' });
    await prod.close();
  });
});

describe('forced linkCarrier outcomes (faults)', () => {
  it('HardBundleAlreadyClaimed: the same envelope as the real answer, and nothing is stored', async () => {
    const a = await h.account('a@example.com');
    const b = await h.account('b@example.com');
    await linkCarrier('shared', a.token);
    const real = await linkCarrier('shared', b.token);
    expect(real).toEqual(CLAIMED);

    await fault({ call: 'linkCarrier', errorKey: 'MZCommerce.HardBundleAlreadyClaimed', count: 2 });
    const forced = await linkCarrierRaw('fresh', b.token);
    expect(forced.statusCode).toBe(200);
    expect(parse(forced)).toEqual(real);
    // Faults come before sign-in: forced without a token too.
    expect(await linkCarrier('fresh')).toEqual(real);
    expect((await links()).map((l) => l.guid)).toEqual(['shared']);
    // Used up: the next request is answered for real.
    expect(await linkCarrier('fresh', b.token)).toEqual({ status: 0 });
  });

  it('NoAuthorization: the same envelope as the real answer, even with a valid token', async () => {
    const a = await h.account('a@example.com');
    const real = await linkCarrier('g', 'unknown-token');
    expect(real).toEqual(NO_AUTHORIZATION);
    await fault({ call: 'linkCarrier', errorKey: 'MZCommerce.NoAuthorization', count: 1 });
    expect(await linkCarrier('g', a.token)).toEqual(real);
    expect(await links()).toEqual([]);
    expect(await linkCarrier('g', a.token)).toEqual({ status: 0 });
  });

  it('faults queue per call in order (success after the forced answers)', async () => {
    const a = await h.account('a@example.com');
    await fault({ call: 'linkCarrier', errorKey: 'MZCommerce.NoAuthorization' });
    await fault({ call: 'linkCarrier', errorKey: 'MZCommerce.HardBundleAlreadyClaimed' });
    expect(await linkCarrier('g', a.token)).toEqual(NO_AUTHORIZATION);
    expect(await linkCarrier('g', a.token)).toEqual(CLAIMED);
    expect(await linkCarrier('g', a.token)).toEqual({ status: 0 });
  });
});
