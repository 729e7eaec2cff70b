import { type Harness, harness, type Json, wrongCode } from './helpers';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.app.close();
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
