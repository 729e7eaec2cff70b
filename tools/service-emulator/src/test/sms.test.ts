import { type Harness, sharedHarness, type Json, wrongCode } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

const SEC = 1000;
const MIN = 60 * SEC;

describe('channel SMS codes', () => {
  let token: string;
  beforeEach(async () => {
    token = (await h.account()).token;
  });
  const send = (body: Json) =>
    h.json(
      '/channel/sms/send',
      { msisdn: '15555550100', productCode: 'SMS_OFFER', carrier: 'DEMO_TEL', ...body },
      token,
    );
  const verify = (body: Json) =>
    h.json(
      '/channel/sms/verify',
      { msisdn: '15555550100', productCode: 'SMS_OFFER', ...body },
      token,
    );

  it('send, verify with subCode 1', async () => {
    const sent = await send({});
    expect(sent).toEqual({ status: 0, sessionId: expect.any(String) });
    const otp = await h.code('sms', '+1 555 555 0100');
    expect(await verify({ otp, sessionId: sent.sessionId })).toEqual({
      status: 0,
      subCode: 1,
      sessionId: sent.sessionId,
    });
  });

  it('verify without a sessionId finds the session by msisdn and product', async () => {
    await send({});
    const otp = await h.code('sms', '15555550100');
    expect(await verify({ otp })).toMatchObject({ status: 0, subCode: 1 });
  });

  it('SmsSendingTooFrequentKey, resend with the sessionId, SmsSendingAttemptExceedsLimitKey', async () => {
    const sent = await send({});
    expect(await send({ sessionId: sent.sessionId })).toMatchObject({
      status: -1,
      errorKey: 'SmsSendingTooFrequentKey',
    });
    for (let i = 0; i < 4; i++) {
      await h.advance(30 * SEC);
      expect(await send({ sessionId: sent.sessionId })).toEqual({
        status: 0,
        sessionId: sent.sessionId,
      });
    }
    await h.advance(30 * SEC);
    expect(await send({ sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SmsSendingAttemptExceedsLimitKey',
    });
  });

  it('SendSmsInvalidSessionKey for an unknown or ended session', async () => {
    expect(await send({ sessionId: 'nope' })).toMatchObject({
      errorKey: 'SendSmsInvalidSessionKey',
    });
    const sent = await send({});
    await h.advance(10 * MIN);
    expect(await send({ sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SendSmsInvalidSessionKey',
    });
    const fresh = await send({});
    expect(fresh.status).toBe(0);
    expect(fresh.sessionId).not.toBe(sent.sessionId);
  });

  it('SmsVerificationInvalidSessionKey, SmsVerificationFailedKey, SmsVerifyAttemptExceedsLimitKey', async () => {
    expect(await verify({ otp: '123456' })).toMatchObject({
      errorKey: 'SmsVerificationInvalidSessionKey',
    });
    const sent = await send({});
    const otp = await h.code('sms', '15555550100');
    expect(await verify({ otp, sessionId: 'other' })).toMatchObject({
      errorKey: 'SmsVerificationInvalidSessionKey',
    });
    expect(await verify({ otp, productCode: 'OTHER' })).toMatchObject({
      errorKey: 'SmsVerificationInvalidSessionKey',
    });
    for (let i = 1; i <= 4; i++) {
      expect(await verify({ otp: wrongCode(otp), sessionId: sent.sessionId })).toMatchObject({
        errorKey: 'SmsVerificationFailedKey',
      });
    }
    expect(await verify({ otp: wrongCode(otp), sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SmsVerifyAttemptExceedsLimitKey',
    });
    expect(await verify({ otp, sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SmsVerifyAttemptExceedsLimitKey',
    });
  });

  it('SmsVerificationSessionExpiredKey after 10 minutes', async () => {
    const sent = await send({});
    const otp = await h.code('sms', '15555550100');
    await h.advance(10 * MIN - 1);
    await h.advance(1);
    expect(await verify({ otp, sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SmsVerificationSessionExpiredKey',
    });
  });

  it('a code is still good just before 10 minutes', async () => {
    const sent = await send({});
    const otp = await h.code('sms', '15555550100');
    await h.advance(10 * MIN - 1000);
    expect(await verify({ otp, sessionId: sent.sessionId })).toMatchObject({
      status: 0,
      subCode: 1,
    });
  });

  it('msisdns ending 0005 and 0002 answer subCode 5 and 2', async () => {
    for (const [msisdn, subCode] of [
      ['15555550005', 5],
      ['15555550002', 2],
    ] as const) {
      const sent = await send({ msisdn });
      const otp = await h.code('sms', msisdn);
      expect(await verify({ msisdn, otp, sessionId: sent.sessionId })).toEqual({
        status: 0,
        subCode,
        sessionId: sent.sessionId,
      });
    }
  });

  it('needs sign-in and valid input', async () => {
    const res = await h.json('/channel/sms/send', {
      msisdn: '15555550100',
      productCode: 'P',
      carrier: 'C',
    });
    expect(res).toMatchObject({
      status: -1,
      errorType: 'Authentication',
      errorKey: 'Authentication',
    });
    expect(
      await h.json('/channel/sms/verify', { msisdn: '15555550100', productCode: 'P', otp: '1' }),
    ).toMatchObject({
      errorType: 'Authentication',
    });
    const bad = await h.app.inject({
      method: 'POST',
      url: '/channel/sms/send',
      headers: { authorization: `Bearer ${token}` },
      payload: { msisdn: 'x', productCode: 'P', carrier: 'C' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).errorMessage).toMatch(/msisdn/);
    const noCarrier = await h.app.inject({
      method: 'POST',
      url: '/channel/sms/send',
      headers: { authorization: `Bearer ${token}` },
      payload: { msisdn: '15555550100', productCode: 'P' },
    });
    expect(JSON.parse(noCarrier.body).errorMessage).toMatch(/carrier/);
  });
});

describe('channel SMS rules (as a verification service keeps them)', () => {
  let token: string;
  beforeEach(async () => {
    token = (await h.account()).token;
  });
  const send = (body: Json = {}) =>
    h.json(
      '/channel/sms/send',
      { msisdn: '15555550100', productCode: 'SMS_OFFER', carrier: 'DEMO_TEL', ...body },
      token,
    );
  const verify = (body: Json) =>
    h.json(
      '/channel/sms/verify',
      { msisdn: '15555550100', productCode: 'SMS_OFFER', ...body },
      token,
    );
  const latest = (query: string) =>
    h.control('GET', `/__control/codes/latest?channel=sms&${query}`);

  it('a code is 6 digits', async () => {
    await send();
    expect(await h.code('sms', '15555550100')).toMatch(/^\d{6}$/);
  });

  it('single use: only the same session id takes its code again; a new session needs its new code', async () => {
    const first = await send();
    const firstCode = await h.code('sms', '15555550100');
    const done = { status: 0, subCode: 1, sessionId: first.sessionId };
    expect(await verify({ otp: firstCode, sessionId: first.sessionId })).toEqual(done);
    // The same session again, with its code: success again (a retry is idempotent).
    expect(await verify({ otp: firstCode, sessionId: first.sessionId })).toEqual(done);
    // Without the session id the used code starts no new verification.
    expect(await verify({ otp: firstCode })).toMatchObject({
      status: -1,
      errorKey: 'SmsVerificationInvalidSessionKey',
    });
    // The verified session is over: a resend naming it is refused.
    await h.advance(30 * SEC);
    expect(await send({ sessionId: first.sessionId })).toMatchObject({
      errorKey: 'SendSmsInvalidSessionKey',
    });
    // A new send starts a new session with a new code; the old code does not verify it.
    const second = await send();
    expect(second).toEqual({ status: 0, sessionId: expect.any(String) });
    expect(second.sessionId).not.toBe(first.sessionId);
    const secondCode = await h.code('sms', '15555550100');
    expect(secondCode).not.toBe(firstCode);
    expect(await verify({ otp: firstCode, sessionId: second.sessionId })).toMatchObject({
      errorKey: 'SmsVerificationFailedKey',
    });
    expect(await verify({ otp: firstCode })).toMatchObject({
      errorKey: 'SmsVerificationFailedKey',
    });
    // The old session id names no session any more.
    expect(await verify({ otp: firstCode, sessionId: first.sessionId })).toMatchObject({
      errorKey: 'SmsVerificationInvalidSessionKey',
    });
    expect(await verify({ otp: secondCode, sessionId: second.sessionId })).toEqual({
      status: 0,
      subCode: 1,
      sessionId: second.sessionId,
    });
  });

  it('a verified code does not verify the session of another product or number', async () => {
    const first = await send();
    const otp = await h.code('sms', '15555550100');
    expect(await verify({ otp, sessionId: first.sessionId })).toMatchObject({ subCode: 1 });
    for (const other of [{ productCode: 'OTHER' }, { msisdn: '15555550101' }]) {
      expect(await verify({ ...other, otp, sessionId: first.sessionId })).toMatchObject({
        errorKey: 'SmsVerificationInvalidSessionKey',
      });
    }
  });

  it('a resend replaces the code: the previous one no longer verifies', async () => {
    const sent = await send();
    const oldCode = await h.code('sms', '15555550100');
    await h.advance(30 * SEC);
    expect(await send({ sessionId: sent.sessionId })).toEqual({
      status: 0,
      sessionId: sent.sessionId,
    });
    const newCode = await h.code('sms', '15555550100');
    expect(newCode).not.toBe(oldCode);
    expect(await verify({ otp: oldCode, sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SmsVerificationFailedKey',
    });
    expect(await verify({ otp: newCode, sessionId: sent.sessionId })).toMatchObject({
      subCode: 1,
    });
  });

  it('5 wrong checks per session: 4 wrong then the right code still verifies', async () => {
    const sent = await send();
    const otp = await h.code('sms', '15555550100');
    for (let i = 0; i < 4; i++) {
      expect(await verify({ otp: wrongCode(otp), sessionId: sent.sessionId })).toMatchObject({
        errorKey: 'SmsVerificationFailedKey',
      });
    }
    expect(await verify({ otp, sessionId: sent.sessionId })).toMatchObject({ subCode: 1 });
  });

  it('after 5 wrong checks the session is over: a resend naming it is refused, a new send starts afresh', async () => {
    const sent = await send();
    const otp = await h.code('sms', '15555550100');
    for (let i = 0; i < 5; i++) await verify({ otp: wrongCode(otp), sessionId: sent.sessionId });
    expect(await verify({ otp, sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SmsVerifyAttemptExceedsLimitKey',
    });
    await h.advance(30 * SEC);
    expect(await send({ sessionId: sent.sessionId })).toMatchObject({
      errorKey: 'SendSmsInvalidSessionKey',
    });
    const fresh = await send();
    expect(fresh.sessionId).not.toBe(sent.sessionId);
    const code = await h.code('sms', '15555550100');
    expect(await verify({ otp: code, sessionId: fresh.sessionId })).toMatchObject({ subCode: 1 });
  });

  it('5 sends per number in 10 minutes, whatever the product; other numbers are not affected', async () => {
    for (const productCode of ['P1', 'P2', 'P3', 'P1', 'P2']) {
      expect(await send({ productCode })).toEqual({ status: 0, sessionId: expect.any(String) });
      await h.advance(30 * SEC);
    }
    expect(await send({ productCode: 'P4' })).toMatchObject({
      status: -1,
      errorKey: 'SmsSendingAttemptExceedsLimitKey',
    });
    expect(await send({ productCode: 'P1', msisdn: '+1 (555) 555-0100' })).toMatchObject({
      errorKey: 'SmsSendingAttemptExceedsLimitKey',
    });
    expect((await send({ productCode: 'P1', msisdn: '15555550199' })).status).toBe(0);
    // The first send leaves the 10-minute window: one more send is allowed.
    await h.advance(10 * MIN - 5 * 30 * SEC);
    expect((await send({ productCode: 'P4' })).status).toBe(0);
    // Full again (the limit is checked before the 30-second rule).
    expect(await send({ productCode: 'P5' })).toMatchObject({
      errorKey: 'SmsSendingAttemptExceedsLimitKey',
    });
  });

  it('30 s between sends to a number, whatever the product', async () => {
    await send({ productCode: 'P1' });
    // The emulator clock runs with real time: a second short of 30 s, then 30 s.
    await h.advance(29 * SEC);
    expect(await send({ productCode: 'P2' })).toMatchObject({
      errorKey: 'SmsSendingTooFrequentKey',
    });
    await h.advance(1 * SEC);
    expect((await send({ productCode: 'P2' })).status).toBe(0);
  });

  it('expired: 10 minutes after the last send, SmsVerificationSessionExpiredKey (also without a session id)', async () => {
    await send();
    const otp = await h.code('sms', '15555550100');
    await h.advance(10 * MIN);
    expect(await verify({ otp })).toMatchObject({ errorKey: 'SmsVerificationSessionExpiredKey' });
  });

  it('every failure carries errorMessageKey equal to errorKey and an English errorMessage', async () => {
    const answers: Json[] = [];
    answers.push(await verify({ otp: '123456' })); // SmsVerificationInvalidSessionKey
    answers.push(await send({ sessionId: 'nope' })); // SendSmsInvalidSessionKey
    const sent = await send();
    answers.push(await send()); // SmsSendingTooFrequentKey
    const otp = await h.code('sms', '15555550100');
    for (let i = 0; i < 5; i++) {
      answers.push(await verify({ otp: wrongCode(otp), sessionId: sent.sessionId }));
    } // SmsVerificationFailedKey ×4, SmsVerifyAttemptExceedsLimitKey
    await h.advance(30 * SEC);
    await send({ msisdn: '15555550101' });
    await h.advance(10 * MIN);
    answers.push(await verify({ msisdn: '15555550101', otp: await h.code('sms', '15555550101') })); // SmsVerificationSessionExpiredKey
    for (let i = 0; i < 4; i++) {
      await send({ msisdn: '15555550102' });
      await h.advance(30 * SEC);
    }
    await send({ msisdn: '15555550102' });
    await h.advance(30 * SEC);
    answers.push(await send({ msisdn: '15555550102' })); // SmsSendingAttemptExceedsLimitKey
    expect(new Set(answers.map((a) => a.errorKey))).toEqual(
      new Set([
        'SmsVerificationInvalidSessionKey',
        'SendSmsInvalidSessionKey',
        'SmsSendingTooFrequentKey',
        'SmsVerificationFailedKey',
        'SmsVerifyAttemptExceedsLimitKey',
        'SmsVerificationSessionExpiredKey',
        'SmsSendingAttemptExceedsLimitKey',
      ]),
    );
    for (const answer of answers) {
      expect(Object.keys(answer)).toEqual([
        'status',
        'errorKey',
        'errorMessageKey',
        'errorMessage',
      ]);
      expect(answer.status).toBe(-1);
      expect(answer.errorMessageKey).toBe(answer.errorKey);
      expect(answer.errorMessage).toMatch(/^[A-Z].+\.$/);
    }
  });

  it('codes/latest finds the code by msisdn with +, spaces, punctuation or digits only, with or without productCode', async () => {
    await send({ productCode: 'SMS_OFFER' });
    const smsOffer = await h.code('sms', '15555550100');
    for (const target of ['15555550100', '+15555550100', '+1 555 555 0100', '1 (555) 555-0100']) {
      const q = `target=${encodeURIComponent(target)}`;
      expect(await latest(q)).toEqual({
        status: 0,
        code: smsOffer,
        id: expect.any(String),
        sentAt: expect.any(Number),
      });
      expect((await latest(`${q}&productCode=SMS_OFFER`)).code).toBe(smsOffer);
      expect(await latest(`${q}&productCode=OTHER`)).toMatchObject({
        status: -1,
        errorKey: 'CodeNotFound',
        errorMessageKey: 'CodeNotFound',
      });
    }
    // A `+` left unencoded in the URL arrives as a space: still the same number.
    expect((await latest('target=+15555550100')).code).toBe(smsOffer);
    expect((await latest('target=+1%20555%20555%200100&productCode=SMS_OFFER')).code).toBe(
      smsOffer,
    );
    // Two products: without productCode the latest send wins; with it, each product's own code.
    await h.advance(30 * SEC);
    await send({ productCode: 'OTHER' });
    const other = await h.code('sms', '+1 555 555 0100');
    expect((await latest('target=%2B15555550100&productCode=OTHER')).code).toBe(other);
    expect((await latest('target=%2B15555550100&productCode=SMS_OFFER')).code).toBe(smsOffer);
    expect(await latest('target=15555550199')).toMatchObject({ errorKey: 'CodeNotFound' });
  });
});
