import { readCarrierQuery } from './carrier-query';

describe('readCarrierQuery', () => {
  it('asks for a restricted phone account with simple carrier bundling by default', () => {
    expect(readCarrierQuery(new URLSearchParams(''))).toEqual({
      context: 'cipCarrier',
      restrictedAccountType: 'restrictedPhone',
      simpleCarrierBundling: true,
    });
  });

  it('is always the cipCarrier context, whatever the link says', () => {
    expect(readCarrierQuery(new URLSearchParams('context=create')).context).toBe('cipCarrier');
  });

  it('takes the kind, bundling and video flags the host gives', () => {
    expect(
      readCarrierQuery(
        new URLSearchParams(
          'restrictedAccountType=restrictedEmailAndroid&simpleCarrierBundling=0&isVideoEverywhere=1',
        ),
      ),
    ).toEqual({
      context: 'cipCarrier',
      restrictedAccountType: 'restrictedEmailAndroid',
      simpleCarrierBundling: false,
      isVideoEverywhere: true,
    });
  });
});
