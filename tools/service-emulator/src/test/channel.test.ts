import { type Harness, sharedHarness, type Json } from './helpers';

let h: Harness;
let token: string;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
  token = (await h.account()).token;
});

const offerOf = async (a: string, p: string, c = 'usa', t = 'demo-token') =>
  (await h.get(`/channel/offer?a=${a}&p=${p}&c=${c}&t=${t}`)) as Json & { offer: Json };
const link = async (a: string, p: string, c = 'usa') => {
  const { offer } = await offerOf(a, p, c);
  return h.json('/channel/link', { linkParams: offer.linkParams, productCode: p }, token);
};

describe('channelOfferParams', () => {
  it('answers the offer fields', async () => {
    const res = await offerOf('1001', 'SMS_OFFER', 'USA');
    expect(res.status).toBe(0);
    expect(Object.keys(res.offer).sort()).toEqual([
      'carrierId',
      'carrierName',
      'isFamily',
      'linkParams',
      'productCode',
      'productName',
    ]);
    expect(res.offer).toMatchObject({
      carrierId: 'DEMO_TEL',
      carrierName: 'Demo Tel',
      productCode: 'SMS_OFFER',
      productName: 'Demo Tel Music Plan',
      isFamily: false,
    });
    expect((await offerOf('1005', 'FAMILY_OFFER')).offer.isFamily).toBe(true);
  });

  it('every demo offer names its product for display; the China offer is China Demo Mobile', async () => {
    for (const [a, p, c] of [
      ['1001', 'SMS_OFFER', 'usa'],
      ['1002', 'TERMS_OFFER', 'usa'],
      ['1003', 'DIALOG_OFFER', 'usa'],
      ['1004', 'CN_OFFER', 'chn'],
      ['1005', 'FAMILY_OFFER', 'usa'],
      ['1006', 'CLAIMED_OFFER', 'usa'],
      ['1007', 'PLAIN_OFFER', 'usa'],
    ] as const) {
      const { status, offer } = await offerOf(a, p, c);
      expect(status).toBe(0);
      expect(offer.productCode).toBe(p);
      expect(offer.productName).toEqual(expect.stringMatching(/^(Demo Tel|China Demo Mobile) \S/));
      expect(offer.isFamily).toBe(p === 'FAMILY_OFFER');
    }
    expect((await offerOf('1004', 'CN_OFFER', 'CHN')).offer).toEqual({
      carrierId: 'CN_DEMO_MOBILE',
      carrierName: 'China Demo Mobile',
      productCode: 'CN_OFFER',
      productName: 'China Demo Mobile Music Plan',
      linkParams: expect.any(String),
      isFamily: false,
    });
  });

  it('1008 EXPIRED_OFFER: its link has expired, told apart from an unknown offer', async () => {
    const expired = {
      status: -1,
      errorKey: 'MEDIA_LINK_INVALID_SESSION',
      errorMessageKey: 'MEDIA_LINK_INVALID_SESSION',
      errorMessage: 'This link has expired.',
    };
    expect(await offerOf('1008', 'EXPIRED_OFFER', 'usa', 'expired-token')).toEqual(expired);
    expect(await offerOf('1008', 'EXPIRED_OFFER', 'USA', 'expired-token')).toEqual(expired);
    // Its only token is expired-token; any other token is a wrong token, the same answer.
    expect(await offerOf('1008', 'EXPIRED_OFFER', 'usa', 'demo-token')).toEqual(expired);
    expect(await h.get('/channel/offer?a=1008&p=EXPIRED_OFFER&c=usa')).toEqual(expired);
    // expired-token opens no other offer.
    expect(await offerOf('1007', 'PLAIN_OFFER', 'usa', 'expired-token')).toEqual(expired);
    // Another product, storefront or adam id: not this offer.
    for (const [a, p, c] of [
      ['1008', 'PLAIN_OFFER', 'usa'],
      ['1008', 'EXPIRED_OFFER', 'chn'],
      ['1009', 'EXPIRED_OFFER', 'usa'],
    ] as const) {
      expect(await offerOf(a, p, c, 'expired-token')).toEqual({
        status: -1,
        errorKey: 'ChannelOfferNotFound',
        errorMessageKey: 'ChannelOfferNotFound',
        errorMessage: expect.any(String),
      });
    }
  });

  it('ChannelOfferNotFound and MEDIA_LINK_INVALID_SESSION', async () => {
    expect(await offerOf('9999', 'SMS_OFFER')).toMatchObject({
      status: -1,
      errorKey: 'ChannelOfferNotFound',
    });
    expect(await offerOf('1004', 'CN_OFFER', 'usa')).toMatchObject({
      errorKey: 'ChannelOfferNotFound',
    });
    expect(await offerOf('1001', 'SMS_OFFER', 'usa', 'stale')).toMatchObject({
      errorKey: 'MEDIA_LINK_INVALID_SESSION',
    });
    expect(await h.get('/channel/offer?a=1001&p=SMS_OFFER&c=usa')).toMatchObject({
      errorKey: 'MEDIA_LINK_INVALID_SESSION',
    });
  });
});

describe('channelLink demo offers', () => {
  it('1001 SMS_OFFER asks for SMS verification until the msisdn is verified', async () => {
    const first = await link('1001', 'SMS_OFFER');
    expect(first).toEqual({ status: 0, action: 'verifyCarrierSms', msisdn: expect.any(String) });
    const msisdn = first.msisdn as string;
    const sent = await h.json(
      '/channel/sms/send',
      { msisdn, productCode: 'SMS_OFFER', carrier: 'DEMO_TEL' },
      token,
    );
    const otp = await h.code('sms', msisdn);
    await h.json(
      '/channel/sms/verify',
      { msisdn, productCode: 'SMS_OFFER', otp, sessionId: sent.sessionId },
      token,
    );
    expect(await link('1001', 'SMS_OFFER')).toEqual({ status: 0 });
  });

  it('1002 TERMS_OFFER shows a terms dialog until the current terms are accepted', async () => {
    const first = await link('1002', 'TERMS_OFFER');
    expect(first).toMatchObject({
      status: 0,
      dialog: { title: expect.any(String), message: expect.any(String) },
    });
    expect((first.dialog as Json).buttons).toEqual([
      { label: expect.any(String), action: 'termsPage' },
      { label: expect.any(String), action: 'close' },
    ]);
    const { terms } = (await h.get('/terms?cc=USA')) as { terms: Json };
    expect(await h.form('/terms/check', { accepted: '1' }, token)).toMatchObject({
      errorKey: 'TermsVersionMismatch',
    });
    expect(await link('1002', 'TERMS_OFFER')).toHaveProperty('dialog');
    expect(await h.form('/terms/check', { accepted: String(terms.termsVersionId) }, token)).toEqual(
      { status: 0 },
    );
    expect(await link('1002', 'TERMS_OFFER')).toEqual({ status: 0 });
  });

  it('1003 DIALOG_OFFER shows a close-only dialog', async () => {
    const res = await link('1003', 'DIALOG_OFFER');
    expect((res.dialog as Json).buttons).toEqual([{ label: expect.any(String), action: 'close' }]);
  });

  it('1004 CN_OFFER, 1005 FAMILY_OFFER, 1006 CLAIMED_OFFER, 1007 PLAIN_OFFER', async () => {
    expect(await link('1004', 'CN_OFFER', 'chn')).toEqual({ status: 0, showChinaSuccess: true });
    expect(await link('1005', 'FAMILY_OFFER')).toEqual({
      status: 0,
      isFamily: true,
      familySuccessUrl: expect.stringMatching(/^https:/),
    });
    expect(await link('1006', 'CLAIMED_OFFER')).toEqual({
      status: -1,
      errorKey: 'MZCommerce.HardBundleAlreadyClaimed',
      errorMessageKey: 'MZCommerce.HardBundleAlreadyClaimed',
      errorMessage: expect.any(String),
    });
    expect(await link('1007', 'PLAIN_OFFER')).toEqual({ status: 0 });
  });

  it('1008 EXPIRED_OFFER: linking its (never handed out) link params answers the link expired', async () => {
    const linkParams = 'offer=1008&product=EXPIRED_OFFER&carrier=DEMO_TEL';
    expect(
      await h.json('/channel/link', { linkParams, productCode: 'EXPIRED_OFFER' }, token),
    ).toEqual({
      status: -1,
      errorKey: 'MEDIA_LINK_INVALID_SESSION',
      errorMessageKey: 'MEDIA_LINK_INVALID_SESSION',
      errorMessage: 'This link has expired.',
    });
    expect((await h.control('GET', '/__control/channel-links')).links).toEqual([]);
  });

  it('needs sign-in; unknown link params are ChannelOfferNotFound', async () => {
    const { offer } = await offerOf('1007', 'PLAIN_OFFER');
    expect(
      await h.json('/channel/link', { linkParams: offer.linkParams, productCode: 'PLAIN_OFFER' }),
    ).toMatchObject({
      status: -1,
      errorType: 'Authentication',
      errorKey: 'Authentication',
    });
    expect(
      await h.json('/channel/link', { linkParams: 'x', productCode: 'PLAIN_OFFER' }, token),
    ).toMatchObject({
      errorKey: 'ChannelOfferNotFound',
    });
    const missing = await h.app.inject({
      method: 'POST',
      url: '/channel/link',
      headers: { authorization: `Bearer ${token}` },
      payload: { productCode: 'P' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('linkCarrier', () => {
  it('links for a signed-in account; guid required', async () => {
    expect(await h.json('/carrier/link', { guid: 'carrier-guid' }, token)).toEqual({ status: 0 });
    expect(await h.json('/carrier/link', { guid: 'carrier-guid' })).toEqual({
      status: -1,
      errorKey: 'MZCommerce.NoAuthorization',
      errorMessageKey: 'MZCommerce.NoAuthorization',
      errorMessage: expect.any(String),
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/carrier/link',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      status: -1,
      errorKey: 'InvalidRequest',
      errorMessage: expect.stringContaining('guid'),
    });
  });
});

describe('GET /__control/channel-links', () => {
  const links = async () => (await h.control('GET', '/__control/channel-links')).links as Json[];

  it('lists the offers linked, oldest first, once per account and product', async () => {
    expect(await h.control('GET', '/__control/channel-links')).toEqual({ status: 0, links: [] });
    const { dsid } = await h.account('second@example.com');
    const started = (await h.control('GET', '/__control/clock')).now as number;
    expect(await link('1007', 'PLAIN_OFFER')).toEqual({ status: 0 });
    await h.advance(1000);
    expect(await link('1004', 'CN_OFFER', 'chn')).toMatchObject({ status: 0 });
    await h.advance(1000);
    await link('1005', 'FAMILY_OFFER');
    await link('1007', 'PLAIN_OFFER'); // again: no second link
    // No link: a dialog, a claimed offer, an SMS offer not yet verified.
    await link('1003', 'DIALOG_OFFER');
    await link('1002', 'TERMS_OFFER');
    await link('1006', 'CLAIMED_OFFER');
    await link('1001', 'SMS_OFFER');
    const list = await links();
    expect(list.map((l) => [l.productCode, l.offerId])).toEqual([
      ['PLAIN_OFFER', '1007'],
      ['CN_OFFER', '1004'],
      ['FAMILY_OFFER', '1005'],
    ]);
    for (const l of list) {
      expect(Object.keys(l)).toEqual(['dsid', 'accountName', 'productCode', 'offerId', 'at']);
      expect(l).toMatchObject({ accountName: 'user@example.com', dsid: expect.any(String) });
      expect(l.dsid).not.toBe(dsid);
    }
    expect(list[0]?.at as number).toBeGreaterThanOrEqual(started);
    expect((list[1]?.at as number) - (list[0]?.at as number)).toBeGreaterThanOrEqual(1000);
    expect((list[2]?.at as number) - (list[1]?.at as number)).toBeGreaterThanOrEqual(1000);
  });

  it('an SMS offer is linked once its msisdn is verified; reset empties the list', async () => {
    const { msisdn } = await link('1001', 'SMS_OFFER');
    const sent = await h.json(
      '/channel/sms/send',
      { msisdn, productCode: 'SMS_OFFER', carrier: 'DEMO_TEL' },
      token,
    );
    const otp = await h.code('sms', msisdn as string);
    await h.json(
      '/channel/sms/verify',
      { msisdn, productCode: 'SMS_OFFER', otp, sessionId: sent.sessionId },
      token,
    );
    expect(await links()).toEqual([]);
    expect(await link('1001', 'SMS_OFFER')).toEqual({ status: 0 });
    expect(await links()).toEqual([
      {
        dsid: expect.any(String),
        accountName: 'user@example.com',
        productCode: 'SMS_OFFER',
        offerId: '1001',
        at: expect.any(Number),
      },
    ]);
    await h.control('POST', '/__control/reset');
    expect(await links()).toEqual([]);
  });
});
