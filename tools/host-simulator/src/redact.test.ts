import { MASK, redact, redactedJson, redactString } from './redact';

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
      productCode: MASK,
    });
    expect(redact({ body: '{"password":"x"}' })).toEqual({ body: `{"password":"${MASK}"}` });
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
