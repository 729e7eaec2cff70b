import { type Harness, sharedHarness, type Json } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

const base = {
  addressOfficialCountryCode: 'USA',
  firstName: 'Ann',
  lastName: 'Lee',
  birthday: '1990-04-01',
  agreedToTerms: '1',
  marketing: '1',
  accountType: 'email',
  context: 'create',
  paymentMethodType: 'none',
  featureVersion: '10',
  machineGUID: 'machine-1',
  xAppleActionSignature: 'sig',
  acAccountName: 'ann@example.com',
  acAccountPassword: 'Str0ngPass',
};

async function verifyEmail(email: string): Promise<void> {
  const sent = await h.get(`/account/email/code?email=${encodeURIComponent(email)}`);
  const code = await h.code('email', email);
  const res = await h.form('/account/email/code/validate', {
    email,
    secretCode: code,
    clientToken: sent.clientToken as string,
  });
  expect(res).toEqual({ status: 0 });
}

async function verifyPhone(phoneNumber: string, countryDialCode = '1'): Promise<string> {
  const sent = await h.form('/account/phone/code', {
    countryDialCode,
    phoneNumber,
    countryIso3Code: 'USA',
    featureVersion: '10',
  });
  const code = await h.code('phone', phoneNumber);
  const phoneId = sent.phoneId as string;
  expect(
    await h.form('/account/phone/code/validate', {
      phoneId,
      phoneSecretCode: code,
      deliveryMethod: '20',
    }),
  ).toEqual({ status: 0 });
  return phoneId;
}

describe('createAccountV2', () => {
  it('creates a verified email account that is signed in', async () => {
    const page = await h.get('/account/create/fields?context=create');
    await verifyEmail('ann@example.com');
    const res = await h.form('/v2/account/create', { ...base, pageUUID: page.pageUUID as string });
    expect(res).toMatchObject({ status: 0, pageUUID: page.pageUUID, errors: [] });
    const details = (res.result as { details: Json }).details;
    expect(details).toMatchObject({
      accountName: 'ann@example.com',
      dsid: expect.any(String),
      token: expect.any(String),
    });
    expect(await h.json('/carrier/link', { guid: 'g' }, details.token as string)).toEqual({
      status: 0,
    });
    const signIn = await h.json('/auth/sign-in', {
      accountName: 'ann@example.com',
      password: 'Str0ngPass',
    });
    expect(signIn).toMatchObject({ status: 0, dsid: details.dsid });
    const again = await h.form('/v2/account/create', base);
    expect(again).toMatchObject({ status: -1, errorKey: 'ValidationFailed' });
    expect(again.errors).toEqual([
      expect.objectContaining({ propertyName: 'acAccountName', errorString: 'AccountNameTaken' }),
    ]);
  });

  it('EmailNotVerified without a validated email code', async () => {
    const res = await h.form('/v2/account/create', base);
    expect(res).toMatchObject({
      status: -1,
      errorKey: 'EmailNotVerified',
      errors: [],
      pageUUID: expect.any(String),
    });
  });

  it('ValidationFailed lists field and credential results', async () => {
    const res = await h.form('/v2/account/create', {
      ...base,
      firstName: '',
      acAccountPassword: 'weak',
      agreedToTerms: '0',
    });
    expect(res).toMatchObject({ status: -1, errorKey: 'ValidationFailed' });
    expect(res.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyName: 'firstName', errorString: 'FieldRequired' }),
        expect.objectContaining({ errorString: 'TermsNotAccepted' }),
        expect.objectContaining({ propertyName: 'acAccountPassword', errorString: 'WeakPassword' }),
      ]),
    );
  });

  it('CaptchaRequired when the captcha is on and no token is sent', async () => {
    await h.control('POST', '/__control/captcha', { required: true });
    await verifyEmail('ann@example.com');
    expect(await h.form('/v2/account/create', base)).toMatchObject({
      status: -1,
      errorKey: 'CaptchaRequired',
    });
    expect(await h.form('/v2/account/create', { ...base, captchaToken: 'solved' })).toMatchObject({
      status: 0,
    });
  });

  it('phone accounts need a validated phoneId for the same number', async () => {
    const phone = {
      ...base,
      accountType: 'phone',
      context: 'cipCarrier',
      acAccountName: '+1 (555) 555-0123',
      phoneNumber: '5555550123',
      deliveryMethod: '20',
    };
    expect(await h.form('/v2/account/create', phone)).toMatchObject({
      status: -1,
      errorKey: 'PhoneNotVerified',
    });
    const otherId = await verifyPhone('5555550999');
    expect(await h.form('/v2/account/create', { ...phone, phoneId: otherId })).toMatchObject({
      errorKey: 'PhoneNotVerified',
    });
    const phoneId = await verifyPhone('5555550123');
    const res = await h.form('/v2/account/create', {
      ...phone,
      phoneId,
      phoneSecretCode: '123456',
    });
    expect(res).toMatchObject({ status: 0, result: { details: { accountName: '+15555550123' } } });
    const national = { accountName: '555-555-0123', password: 'Str0ngPass' };
    expect(await h.json('/auth/sign-in', national)).toMatchObject({
      status: 0,
      accountName: '+15555550123',
    });
    const { phoneNumber: _p, ...noNumber } = phone;
    const missing = await h.form('/v2/account/create', {
      ...noNumber,
      acAccountName: '+1 555 555 0124',
      phoneId,
    });
    expect(missing.errors).toEqual([
      expect.objectContaining({ propertyName: 'phoneNumber', errorString: 'FieldRequired' }),
    ]);
  });

  it('CHN email accounts need an office phone number', async () => {
    const chn = {
      ...base,
      addressOfficialCountryCode: 'CHN',
      piplAppleTermsConsent: '1',
      acAccountName: 'li@example.com',
    };
    const res = await h.form('/v2/account/create', chn);
    expect(res.errors).toEqual([expect.objectContaining({ propertyName: 'phoneOfficeNumber' })]);
    await verifyEmail('li@example.com');
    expect(
      await h.form('/v2/account/create', { ...chn, phoneOfficeNumber: '010 1234 5678' }),
    ).toMatchObject({ status: 0 });
  });

  it('rejects a missing accountType and an unknown payment type', async () => {
    const { accountType: _a, ...noType } = base;
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/account/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(noType).toString(),
    });
    expect(res.statusCode).toBe(400);
    const pay = await h.app.inject({
      method: 'POST',
      url: '/v2/account/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...base, paymentMethodType: 'CreditCard' }).toString(),
    });
    expect(pay.statusCode).toBe(400);
  });
});

describe('createAccountV3', () => {
  it('requires guid', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v3/account/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(base).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      status: -1,
      errorKey: 'InvalidRequest',
      errorMessage: expect.stringContaining('guid'),
    });
    await verifyEmail('ann@example.com');
    expect(await h.form('/v3/account/create', { ...base, guid: 'tv-guid' })).toMatchObject({
      status: 0,
    });
  });

  it('wants a form body, not JSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v3/account/create',
      payload: { ...base, guid: 'g' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
  });
});
