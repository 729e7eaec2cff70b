import { type Harness, sharedHarness, type Json, parse } from './helpers';

let h: Harness;
const emulator = sharedHarness({ now: () => Date.UTC(2026, 5, 15, 12) });
beforeEach(async () => {
  h = await emulator();
});

const profile = {
  addressOfficialCountryCode: 'USA',
  firstName: 'Ann-Marie',
  lastName: "O'Neil Jr.",
  birthday: '2000-02-29',
  agreedToTerms: '1',
  marketing: '0',
};

describe('validateFields', () => {
  const results = (res: Json) => res.validationResults as Json[];

  it('accepts a valid profile', async () => {
    expect(await h.form('/account/create/validate', profile)).toEqual({ status: 0 });
  });

  it('reports required fields, names, terms as a general error', async () => {
    const res = await h.form('/account/create/validate', {
      addressOfficialCountryCode: 'USA',
      firstName: 'R2D2',
    });
    expect(res).toMatchObject({ status: -1, errorKey: 'ValidationFailed' });
    expect(results(res)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyName: 'firstName', errorString: 'InvalidName' }),
        expect.objectContaining({ propertyName: 'lastName', errorString: 'FieldRequired' }),
        expect.objectContaining({ propertyName: 'birthday', errorString: 'FieldRequired' }),
        { errorString: 'TermsNotAccepted', localizedMessage: 'You must accept the terms.' },
      ]),
    );
    const long = await h.form('/account/create/validate', { ...profile, lastName: 'a'.repeat(65) });
    expect(results(long)).toEqual([
      expect.objectContaining({ propertyName: 'lastName', errorString: 'TooLong' }),
    ]);
  });

  it('checks birthdays: real date and minimum age by storefront', async () => {
    const bad = async (birthday: string, cc = 'USA') =>
      results(
        await h.form('/account/create/validate', {
          ...profile,
          addressOfficialCountryCode: cc,
          birthday,
        }),
      )?.[0]?.errorString;
    expect(await bad('2001-02-29')).toBe('InvalidBirthday');
    expect(await bad('15/06/2000')).toBe('InvalidBirthday');
    expect(await bad('2030-01-01')).toBe('InvalidBirthday');
    expect(await bad('2013-06-16')).toBe('TooYoung');
    expect(
      await h.form('/account/create/validate', { ...profile, birthday: '2013-06-15' }),
    ).toEqual({ status: 0 });
    const kor = {
      ...profile,
      addressOfficialCountryCode: 'KOR',
      koreaCollectionConsent: '1',
      koreaTransferConsent: '1',
      birthday: '2012-06-16',
    };
    expect(results(await h.form('/account/create/validate', kor))?.[0]?.errorString).toBe(
      'TooYoung',
    );
    expect(await h.form('/account/create/validate', { ...kor, birthday: '2012-06-15' })).toEqual({
      status: 0,
    });
  });

  it('wants KOR consents, the CHN consent and a known storefront', async () => {
    const kor = await h.form('/account/create/validate', {
      ...profile,
      addressOfficialCountryCode: 'KOR',
      koreaCollectionConsent: '1',
    });
    expect(results(kor)).toEqual([
      expect.objectContaining({
        propertyName: 'koreaTransferConsent',
        errorString: 'ConsentRequired',
      }),
    ]);
    const restricted = await h.form('/account/create/validate', {
      ...profile,
      addressOfficialCountryCode: 'KOR',
      restrictedAccountType: 'restrictedEmailAndroid',
      koreaPrivacyConsent: '1',
    });
    expect(restricted).toEqual({ status: 0 });
    const chn = await h.form('/account/create/validate', {
      ...profile,
      addressOfficialCountryCode: 'CHN',
    });
    expect(results(chn)).toEqual([
      expect.objectContaining({ propertyName: 'piplAppleTermsConsent' }),
    ]);
    const unknown = await h.form('/account/create/validate', {
      ...profile,
      addressOfficialCountryCode: 'ATL',
    });
    expect(results(unknown)).toEqual([
      expect.objectContaining({
        propertyName: 'addressOfficialCountryCode',
        errorString: 'UnsupportedStorefront',
      }),
    ]);
    const flag = await h.form('/account/create/validate', { ...profile, marketing: 'yes' });
    expect(results(flag)).toEqual([
      expect.objectContaining({ propertyName: 'marketing', errorString: 'InvalidValue' }),
    ]);
  });

  it('uses the page of a pageUUID', async () => {
    const page = await h.get(
      '/account/create/fields?context=create&addressOfficialCountryCode=CHN',
    );
    const { addressOfficialCountryCode: _cc, ...rest } = profile;
    const res = await h.form('/account/create/validate', {
      ...rest,
      pageUUID: page.pageUUID as string,
    });
    expect(results(res)).toEqual([
      expect.objectContaining({
        propertyName: 'addressOfficialCountryCode',
        errorString: 'FieldRequired',
      }),
      expect.objectContaining({ propertyName: 'piplAppleTermsConsent' }),
    ]);
    const kor = await h.get(
      '/account/create/fields?context=create&addressOfficialCountryCode=KOR&restrictedAccountType=restrictedEmailAndroid',
    );
    const withPage = {
      ...profile,
      addressOfficialCountryCode: 'KOR',
      pageUUID: kor.pageUUID as string,
    };
    expect(results(await h.form('/account/create/validate', withPage))).toEqual([
      expect.objectContaining({ propertyName: 'koreaPrivacyConsent' }),
    ]);
  });
});

describe('validateCredentials', () => {
  const check = (
    acAccountName: string,
    acAccountPassword: string,
    extra: Record<string, string> = {},
  ) =>
    h.form('/account/create/validate-credentials', {
      acAccountName,
      acAccountPassword,
      pageUUID: 'p',
      ...extra,
    });
  const errors = async (name: string, password: string, extra?: Record<string, string>) =>
    ((await check(name, password, extra)).validationResults as Json[] | undefined)?.map(
      (r) => `${r.field}:${r.error}`,
    );

  it('accepts a free email and a strong password', async () => {
    expect(await check('new@example.com', 'Str0ngPass')).toEqual({ status: 0 });
  });

  it('reports field / error / localizedMessage', async () => {
    const res = await check('not-an-email', 'short');
    expect(res).toMatchObject({ status: -1, errorKey: 'ValidationFailed' });
    expect(res.validationResults).toEqual([
      { field: 'acAccountName', error: 'InvalidEmail', localizedMessage: expect.any(String) },
      { field: 'acAccountPassword', error: 'WeakPassword', localizedMessage: expect.any(String) },
    ]);
  });

  it('password rules', async () => {
    expect(await errors('a@b.co', 'alllower1')).toEqual(['acAccountPassword:WeakPassword']);
    expect(await errors('a@b.co', 'ALLUPPER1')).toEqual(['acAccountPassword:WeakPassword']);
    expect(await errors('a@b.co', 'NoDigitsHere')).toEqual(['acAccountPassword:WeakPassword']);
    expect(await errors('a@b.co', 'Xa@B.co1')).toEqual([
      'acAccountPassword:PasswordContainsAccountName',
    ]);
    expect(await errors('', '')).toEqual([
      'acAccountName:FieldRequired',
      'acAccountPassword:FieldRequired',
    ]);
  });

  it('phone numbers only where allowed', async () => {
    expect(await errors('+1 (555) 555-0123', 'Str0ngPass')).toEqual(['acAccountName:InvalidEmail']);
    expect(
      await check('+1 (555) 555-0123', 'Str0ngPass', { addressOfficialCountryCode: 'CHN' }),
    ).toEqual({ status: 0 });
    expect(await check('5555550123', 'Str0ngPass', { context: 'cipCarrier' })).toEqual({
      status: 0,
    });
    expect(await errors('a@b.co', 'Str0ngPass', { context: 'cipCarrier' })).toEqual([
      'acAccountName:InvalidPhoneNumber',
    ]);
    expect(await errors('123', 'Str0ngPass', { context: 'cipCarrier' })).toEqual([
      'acAccountName:InvalidPhoneNumber',
    ]);
    const page = await h.get(
      '/account/create/fields?context=create&restrictedAccountType=restrictedPhone',
    );
    expect(await check('15555550123', 'Str0ngPass', { pageUUID: page.pageUUID as string })).toEqual(
      { status: 0 },
    );
  });

  it('AccountNameTaken', async () => {
    await h.account('Taken@Example.com');
    expect(await errors('taken@example.com', 'Str0ngPass')).toEqual([
      'acAccountName:AccountNameTaken',
    ]);
  });

  it('missing fields are InvalidRequest', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/account/create/validate-credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'acAccountName=a%40b.co',
    });
    expect(res.statusCode).toBe(400);
    expect(parse(res).errorMessage).toMatch(/acAccountPassword/);
  });
});
