// The Arabic (SAU) and Hebrew (ISR) storefronts: the sheet's right-to-left languages are only
// usable end to end if the emulator serves, validates and creates accounts for them.
import { type Harness, sharedHarness, type Json } from './helpers';

let h: Harness;
const emulator = sharedHarness({ now: () => Date.UTC(2026, 5, 15, 12) });
beforeEach(async () => {
  h = await emulator();
});

type Field = { id: string; label?: string; value?: string; options?: unknown[] };
const fields = (res: Json) => res.fields as Field[];

const sau = {
  addressOfficialCountryCode: 'SAU',
  firstName: 'Layla',
  lastName: 'Haddad',
  birthday: '1995-03-12',
  agreedToTerms: '1',
  marketing: '0',
};

describe('SAU and ISR storefronts', () => {
  it('createAccountFields serves the SAU page: email name, marketing unchecked, sa links', async () => {
    const res = await h.get('/account/create/fields?context=create&addressOfficialCountryCode=sau');
    expect(res).toMatchObject({ status: 0, storefront: 'SAU' });
    expect(fields(res).map((f) => f.id)).toEqual([
      'addressOfficialCountryCode',
      'acAccountName',
      'acAccountPassword',
      'firstName',
      'lastName',
      'birthday',
      'marketing',
      'agreedToTerms',
    ]);
    expect(fields(res)[0]).toMatchObject({ value: 'SAU' });
    expect(fields(res).find((f) => f.id === 'acAccountName')).toMatchObject({ label: 'Email' });
    expect(fields(res).find((f) => f.id === 'marketing')).toMatchObject({ value: '0' });
    expect(res.links).toEqual({
      terms: 'https://www.apple.com/legal/internet-services/itunes/sa/terms.html',
      privacy: 'https://www.apple.com/legal/privacy/',
    });
  });

  it('both are listed by createAccountOptions and as select options, with their ids', async () => {
    const options = await h.get('/account/create/options');
    expect(options.storefronts).toEqual(
      expect.arrayContaining([
        { code: 'SAU', name: 'Saudi Arabia', storefrontId: 143479 },
        { code: 'ISR', name: 'Israel', storefrontId: 143491 },
      ]),
    );
    const isr = await h.get('/account/create/fields?context=create&addressOfficialCountryCode=ISR');
    expect(isr).toMatchObject({ status: 0, storefront: 'ISR' });
    expect((isr.links as Json).terms).toContain('/il/');
    expect(fields(isr)[0]?.options).toEqual(
      expect.arrayContaining([
        { value: 'SAU', label: 'Saudi Arabia' },
        { value: 'ISR', label: 'Israel' },
      ]),
    );
  });

  it('validateFields accepts a SAU profile and applies the minimum age of 13', async () => {
    expect(await h.form('/account/create/validate', sau)).toEqual({ status: 0 });
    expect(await h.form('/account/create/validate', { ...sau, birthday: '2013-06-15' })).toEqual({
      status: 0,
    });
    const young = await h.form('/account/create/validate', { ...sau, birthday: '2013-06-16' });
    expect(young).toMatchObject({ status: -1, errorKey: 'ValidationFailed' });
    expect(young.validationResults).toEqual([
      expect.objectContaining({ propertyName: 'birthday', errorString: 'TooYoung' }),
    ]);
  });

  it('terms carry the marketing opt-in 0 for both', async () => {
    for (const cc of ['SAU', 'isr']) {
      const { terms } = (await h.get(`/terms?cc=${cc}`)) as { terms: Json };
      expect(terms.marketingOptIn).toBe(0);
    }
  });

  it('a phone code for SAU uses the 966 dial code', async () => {
    const sent = await h.form('/account/phone/code', {
      phoneNumber: '501234567',
      countryIso3Code: 'SAU',
    });
    expect(sent).toMatchObject({ status: 0, phoneId: expect.any(String) });
    expect(await h.code('phone', '966501234567')).toMatch(/^\d{6}$/);
  });

  it('creates a verified SAU email account on a SAU page, signed in', async () => {
    const page = await h.get(
      '/account/create/fields?context=create&addressOfficialCountryCode=SAU',
    );
    const email = 'layla@example.com';
    const sent = await h.get(`/account/email/code?email=${encodeURIComponent(email)}`);
    const code = await h.code('email', email);
    expect(
      await h.form('/account/email/code/validate', {
        email,
        secretCode: code,
        clientToken: sent.clientToken as string,
      }),
    ).toEqual({ status: 0 });
    const res = await h.form('/v2/account/create', {
      ...sau,
      pageUUID: page.pageUUID as string,
      accountType: 'email',
      context: 'create',
      paymentMethodType: 'none',
      acAccountName: email,
      acAccountPassword: 'Str0ngPass',
    });
    expect(res).toMatchObject({ status: 0, pageUUID: page.pageUUID, errors: [] });
    const details = (res.result as { details: Json }).details;
    expect(details).toMatchObject({ accountName: email, token: expect.any(String) });
    expect(
      await h.json('/auth/sign-in', { accountName: email, password: 'Str0ngPass' }),
    ).toMatchObject({ status: 0, dsid: details.dsid });
  });
});
