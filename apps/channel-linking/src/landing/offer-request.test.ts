import { readChannelOfferRequest } from './offer-request';

describe('readChannelOfferRequest', () => {
  it('reads the long parameter names', () => {
    const query = new URLSearchParams('adamId=1450&product=TVPLUS&token=abc');
    expect(readChannelOfferRequest('chn', query)).toEqual({
      ok: true,
      request: { storefront: 'chn', adamId: '1450', productCode: 'TVPLUS', token: 'abc' },
    });
  });

  it('reads the short parameter names', () => {
    const query = new URLSearchParams('id=77&p=MUSIC&t=xyz');
    expect(readChannelOfferRequest('usa', query)).toEqual({
      ok: true,
      request: { storefront: 'usa', adamId: '77', productCode: 'MUSIC', token: 'xyz' },
    });
  });

  it.each([
    ['us', 'usa'],
    ['CN', 'chn'],
    ['gb', 'gbr'],
    ['USA', 'usa'],
    ['zz', 'zz'],
  ])('takes the storefront %j as %j (two-letter codes by spec §3’s table)', (path, storefront) => {
    const query = new URLSearchParams('id=77&p=MUSIC');
    expect(readChannelOfferRequest(path, query)).toMatchObject({
      ok: true,
      request: { storefront },
    });
  });

  it('prefers the long name when both are given and treats blanks as missing', () => {
    const query = new URLSearchParams('adamId=1&id=2&product=%20&p=P');
    const result = readChannelOfferRequest('us', query);
    expect(result).toMatchObject({
      ok: true,
      request: { adamId: '1', productCode: 'P', token: undefined },
    });
  });

  it('names what is missing', () => {
    expect(readChannelOfferRequest(undefined, new URLSearchParams('t=only'))).toEqual({
      ok: false,
      missing: ['storefront', 'adamId', 'productCode'],
    });
  });
});
