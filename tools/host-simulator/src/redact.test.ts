import { isSecretKey, MASK, redact, redactedJson, redactString } from './redact';

describe('redact', () => {
  it('masks every key that names a secret, at any depth', () => {
    const message = {
      name: 'httpRequest',
      params: {
        url: 'http://127.0.0.1:4100/channel/verify',
        headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
        details: { dsid: '7', token: 'tok', phoneSecretCode: '123456', nested: [{ otp: '999' }] },
        password: 'Passw0rd',
        acAccountPassword: 'x',
        clientSecret: 's',
        signature: 'sig',
      },
    };
    expect(redact(message)).toEqual({
      name: 'httpRequest',
      params: {
        url: 'http://127.0.0.1:4100/channel/verify',
        headers: { Authorization: MASK, 'Content-Type': 'application/json' },
        details: { dsid: '7', token: MASK, phoneSecretCode: MASK, nested: [{ otp: MASK }] },
        password: MASK,
        acAccountPassword: MASK,
        clientSecret: MASK,
        signature: MASK,
      },
    });
  });

  it('leaves the original untouched and keeps plain values', () => {
    const original = { token: 'a', list: [1, true, null, 'text'] };
    expect(redact(original)).toEqual({ token: MASK, list: [1, true, null, 'text'] });
    expect(original.token).toBe('a');
    expect(redact(5)).toBe(5);
    expect(redact(undefined)).toBeUndefined();
  });

  it('masks t, token, code and otp query parameters in URLs inside values', () => {
    expect(
      redactString(
        'http://127.0.0.1:4200/us/subscription/link?adamId=1007&p=PLAIN_OFFER&t=demo-token',
      ),
    ).toBe(`http://127.0.0.1:4200/us/subscription/link?adamId=1007&p=PLAIN_OFFER&t=${MASK}`);
    expect(
      redactString('/account/email/code/validate?email=a%40b.c&code=123456&otp=1#token=z'),
    ).toBe(`/account/email/code/validate?email=a%40b.c&code=${MASK}&otp=${MASK}#token=${MASK}`);
    expect(redact({ url: 'https://x.test/?token=abc&keep=1' })).toEqual({
      url: `https://x.test/?token=${MASK}&keep=1`,
    });
    expect(redactString('see https://x.test/a?T=1 now')).toBe(`see https://x.test/a?T=${MASK} now`);
  });

  it('masks secrets in form-encoded and JSON bodies', () => {
    expect(
      redactString(
        'acAccountName=a%40b.c&acAccountPassword=Passw0rd&phoneSecretCode=123456&marketing=1',
      ),
    ).toBe(`acAccountName=a%40b.c&acAccountPassword=${MASK}&phoneSecretCode=${MASK}&marketing=1`);
    expect(
      JSON.parse(redactString('{"msisdn":"15555550100","otp":"123456","productCode":"TV"}')),
    ).toEqual({
      msisdn: '15555550100',
      otp: MASK,
      productCode: 'TV',
    });
    expect(redactString('otp=123456&msisdn=15555550100')).toBe(`otp=${MASK}&msisdn=15555550100`);
    expect(
      redactString('countryIso3Code=USA&countryDialCode=1&productCode=TV&code=42&captchaToken=c'),
    ).toBe(
      `countryIso3Code=USA&countryDialCode=1&productCode=TV&code=${MASK}&captchaToken=${MASK}`,
    );
    expect(redact({ body: '{"password":"x"}' })).toEqual({ body: `{"password":"${MASK}"}` });
  });

  it.each([
    ['password', 'password'],
    ['password', 'acAccountPassword'],
    ['password', 'newPassword'],
    ['password', 'PASSWORD_CONFIRM'],
    ['secret code', 'secretCode'],
    ['secret code', 'phoneSecretCode'],
    ['secret', 'clientSecret'],
    ['one-time code', 'otp'],
    ['one-time code', 'OTP'],
    ['one-time code', 'smsOtp'],
    ['one-time code', 'code'],
    ['token', 'token'],
    ['token', 'clientToken'],
    ['token', 'captchaToken'],
    ['token', 'accesstoken'],
    ['token', 'X-Auth-Token'],
    ['signature', 'signature'],
    ['signature', 'xAppleActionSignature'],
    ['signature', 'X-Apple-Action-Signature'],
    ['authorization header', 'Authorization'],
    ['authorization header', 'authorization'],
    ['authorization header', 'AUTHORIZATION'],
    ['authorization header', 'Proxy-Authorization'],
  ])('masks a %s under the key %s', (_kind, key) => {
    expect(isSecretKey(key)).toBe(true);
    expect(redact({ [key]: 'hidden-value', keep: 'shown' })).toEqual({
      [key]: MASK,
      keep: 'shown',
    });
    expect(redactString(`https://x.test/a?${encodeURIComponent(key)}=hidden-value&keep=1`)).toBe(
      `https://x.test/a?${encodeURIComponent(key)}=${MASK}&keep=1`,
    );
    expect(JSON.parse(redactString(JSON.stringify({ [key]: 'hidden-value' })))).toEqual({
      [key]: MASK,
    });
  });

  it.each([
    ['countryIso3Code', 'USA'],
    ['countryDialCode', '+1'],
    ['countryCallingCode', '1'],
    ['addressOfficialCountryCode', 'USA'],
    ['dialCode', '+966'],
    ['productCode', 'TV'],
    ['statusCode', 200],
    ['errorCode', 'E1'],
    ['subCode', 3],
    ['errorKey', 'Authentication'],
    ['errorMessageKey', 'account.error.password'],
    ['emailCodeGenerate', '/account/email/code/generate'],
    ['emailCodeValidate', '/account/email/code/validate'],
    ['phoneCodeGenerate', '/account/phone/code/generate'],
    ['phoneCodeValidate', '/account/phone/code/validate'],
    ['codeSent', true],
    ['tokenType', 'Bearer'],
    ['url', 'https://x.test/account/phone/code/validate?phoneId=7&deliveryMethod=1'],
    ['footprint', 'small'],
    ['pass', 'ok'],
    ['t', 'a JSON key, not a query parameter'],
  ])('shows %s as it is', (key, value) => {
    expect(isSecretKey(key)).toBe(false);
    expect(redact({ [key]: value })).toEqual({ [key]: value });
  });

  it('shows the bag and country data as they are', () => {
    const bag = {
      hosts: { account: 'http://127.0.0.1:4100' },
      paths: {
        emailCodeGenerate: '/account/email/code/generate',
        emailCodeValidate: '/account/email/code/validate',
        phoneCodeGenerate: '/account/phone/code/generate',
        phoneCodeValidate: '/account/phone/code/validate',
        termsGet: '/terms',
      },
    };
    expect(redact({ body: JSON.stringify(bag) })).toEqual({ body: JSON.stringify(bag) });
    const country = {
      countryIso3Code: 'SAU',
      countryDialCode: '966',
      productCode: 'TV',
      errors: [{ errorKey: 'InvalidCode', errorMessageKey: 'phone.code.invalid' }],
    };
    expect(redact(country)).toEqual(country);
    expect(redactString('https://x.test/terms?cc=USA&productCode=TV&lang=en-us')).toBe(
      'https://x.test/terms?cc=USA&productCode=TV&lang=en-us',
    );
  });

  it('leaves text without parameters alone', () => {
    expect(redactString('The code is wrong.')).toBe('The code is wrong.');
    expect(redactString('{not json')).toBe('{not json');
    expect(redactString('a == b')).toBe('a == b');
  });

  it('survives cycles and shared objects', () => {
    const shared = { a: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ shared: { a: 1 }, again: { a: 1 }, self: '[circular]' });
    expect(redactedJson({ token: 'x' })).toBe(`{\n  "token": "${MASK}"\n}`);
  });
});
