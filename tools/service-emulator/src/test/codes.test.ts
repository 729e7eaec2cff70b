import { type Harness, sharedHarness, wrongCode } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

const SEC = 1000;
const MIN = 60 * SEC;

describe('email codes', () => {
  const send = (email = 'e@example.com') =>
    h.get(`/account/email/code?email=${encodeURIComponent(email)}`);
  const validate = (clientToken: string, secretCode: string, email = 'e@example.com') =>
    h.form('/account/email/code/validate', { email, secretCode, clientToken });

  it('sends a 6-digit code and validates it', async () => {
    const sent = await send('E@Example.com');
    expect(sent).toEqual({ status: 0, result: true, clientToken: expect.any(String) });
    const code = await h.code('email', 'e@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(await validate(sent.clientToken as string, code)).toEqual({ status: 0 });
  });

  it('result:false for a resend within 30 s; a resend after replaces the code', async () => {
    const first = await send();
    const firstCode = await h.code('email', 'e@example.com');
    expect(await send()).toEqual({ status: 0, result: false, clientToken: first.clientToken });
    await h.advance(30 * SEC);
    const second = await send();
    expect(second).toMatchObject({ result: true, clientToken: first.clientToken });
    const code = await h.code('email', 'e@example.com');
    if (code !== firstCode) {
      expect(await validate(first.clientToken as string, firstCode)).toMatchObject({
        errorKey: 'EmailVerificationFailedKey',
      });
    }
    expect(await validate(first.clientToken as string, code)).toEqual({ status: 0 });
  });

  it('more than 5 sends in 10 minutes: EmailSendingAttemptExceedsLimitKey, until the window moves', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send()).result).toBe(true);
      await h.advance(31 * SEC);
    }
    expect(await send()).toMatchObject({
      status: -1,
      errorKey: 'EmailSendingAttemptExceedsLimitKey',
    });
    await h.advance(10 * MIN - 4 * 31 * SEC);
    expect((await send()).result).toBe(true);
  });

  it('wrong codes, the 5th wrong try and later, expiry, unknown token', async () => {
    const sent = await send();
    const token = sent.clientToken as string;
    const code = await h.code('email', 'e@example.com');
    for (let i = 1; i <= 4; i++) {
      expect(await validate(token, wrongCode(code))).toMatchObject({
        status: -1,
        errorKey: 'EmailVerificationFailedKey',
      });
    }
    expect(await validate(token, wrongCode(code))).toMatchObject({
      errorKey: 'EmailVerifyAttemptExceedsLimitKey',
    });
    expect(await validate(token, code)).toMatchObject({
      errorKey: 'EmailVerifyAttemptExceedsLimitKey',
    });

    await h.advance(31 * SEC);
    const again = await send();
    expect(again.clientToken).not.toBe(token);
    await h.advance(10 * MIN);
    const fresh = await h.code('email', 'e@example.com');
    expect(await validate(again.clientToken as string, fresh)).toMatchObject({
      errorKey: 'EmailVerificationSessionExpiredKey',
    });
    expect(await validate('nope', fresh)).toMatchObject({
      errorKey: 'EmailVerificationSessionExpiredKey',
    });
    expect(await validate(again.clientToken as string, fresh, 'other@example.com')).toMatchObject({
      errorKey: 'EmailVerificationSessionExpiredKey',
    });
  });

  it('rejects a bad email address', async () => {
    const res = await h.app.inject({ url: '/account/email/code?email=nope' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ errorKey: 'InvalidRequest' });
  });
});

describe('phone codes', () => {
  const send = (phoneNumber = '5555550123', extra: Record<string, string> = {}) =>
    h.form('/account/phone/code', {
      countryDialCode: '1',
      phoneNumber,
      countryIso3Code: 'USA',
      featureVersion: '10',
      ...extra,
    });
  const validate = (phoneId: string, phoneSecretCode: string) =>
    h.form('/account/phone/code/validate', {
      phoneId,
      phoneSecretCode,
      deliveryMethod: '20',
      featureVersion: '10',
    });

  it('sends and validates; the control endpoint finds it by full or national number', async () => {
    const sent = await send('(555) 555-0123');
    expect(sent).toEqual({ status: 0, phoneId: expect.any(String) });
    const code = await h.code('phone', '5555550123');
    expect(await h.code('phone', '+1 555 555 0123')).toBe(code);
    expect(await validate(sent.phoneId as string, code)).toEqual({ status: 0 });
  });

  it('a number ending in 0000 cannot receive messages', async () => {
    expect(await send('5555550000')).toEqual({
      status: -1,
      errorMessage: 'This phone number can’t receive messages.',
    });
  });

  it('PhoneSendingTooFrequentKey and PhoneSendingAttemptExceedsLimitKey', async () => {
    await send();
    expect(await send()).toMatchObject({ status: -1, errorKey: 'PhoneSendingTooFrequentKey' });
    for (let i = 0; i < 4; i++) {
      await h.advance(30 * SEC);
      expect((await send()).status).toBe(0);
    }
    await h.advance(30 * SEC);
    expect(await send()).toMatchObject({ errorKey: 'PhoneSendingAttemptExceedsLimitKey' });
  });

  it('validate keys', async () => {
    const sent = await send();
    const id = sent.phoneId as string;
    const code = await h.code('phone', '5555550123');
    expect(await validate(id, wrongCode(code))).toMatchObject({
      errorKey: 'PhoneVerificationFailedKey',
    });
    expect(await validate('unknown', code)).toMatchObject({
      errorKey: 'PhoneVerificationSessionExpiredKey',
    });
    for (let i = 0; i < 3; i++) await validate(id, wrongCode(code));
    expect(await validate(id, wrongCode(code))).toMatchObject({
      errorKey: 'PhoneVerifyAttemptExceedsLimitKey',
    });
    const other = await send('5555550124');
    await h.advance(10 * MIN);
    expect(
      await validate(other.phoneId as string, await h.code('phone', '5555550124')),
    ).toMatchObject({
      errorKey: 'PhoneVerificationSessionExpiredKey',
    });
  });

  it('bad numbers and unknown storefronts are rejected', async () => {
    for (const [phoneNumber, extra, key] of [
      ['12', {}, 'InvalidRequest'],
      ['abc', {}, 'InvalidRequest'],
      ['5555550123', { countryIso3Code: 'XXX' }, 'UnsupportedStorefront'],
      ['5555550123', { countryDialCode: 'one' }, 'InvalidRequest'],
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/account/phone/code',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ phoneNumber, ...extra }).toString(),
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ status: -1, errorKey: key });
    }
  });
});
