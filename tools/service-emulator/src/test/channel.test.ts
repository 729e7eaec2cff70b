import { type Harness, harness, type Json } from './helpers';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await harness();
  token = (await h.account()).token;
});
afterEach(async () => {
  await h.app.close();
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
    ]);
    expect(res.offer).toMatchObject({ productCode: 'SMS_OFFER', isFamily: false });
    expect((await offerOf('1005', 'FAMILY_OFFER')).offer.isFamily).toBe(true);
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
