import { splitPhoneNumber } from './create-account';

describe('splitPhoneNumber', () => {
  it('splits a national number read in the storefront country', async () => {
    await expect(splitPhoneNumber('(201) 555-0177', 'us')).resolves.toEqual({
      fullNumber: '+12015550177',
      nationalNumber: '2015550177',
      countryCallingCode: 1,
    });
  });

  it('keeps the country of an international number', async () => {
    await expect(splitPhoneNumber('+86 138 0013 8000', 'us')).resolves.toEqual({
      fullNumber: '+8613800138000',
      nationalNumber: '13800138000',
      countryCallingCode: 86,
    });
  });

  it('gives nothing for a number that cannot exist', async () => {
    await expect(splitPhoneNumber('12', 'us')).resolves.toBeUndefined();
  });
});
