import { MALFORMED_BODY } from '../hooks';
import { type Harness, sharedHarness, parse } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

const fault = (body: object) => h.control('POST', '/__control/faults', body);

describe('faults', () => {
  it('httpStatus answers that status with an envelope, for count requests, under any host root', async () => {
    await fault({ call: 'termsGet', httpStatus: 503, count: 2 });
    for (const url of ['/terms', '/business/terms']) {
      const res = await h.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(parse(res)).toMatchObject({ status: -1, errorKey: 'InjectedFault' });
    }
    expect((await h.app.inject({ url: '/terms' })).statusCode).toBe(200);
  });

  it.each([401, 5002, 6])('envelopeStatus %s answers {status} with HTTP 200', async (status) => {
    await fault({ call: 'termsCheck', envelopeStatus: status });
    const res = await h.app.inject({ method: 'POST', url: '/terms/check', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual({ status });
  });

  it('refuses an envelopeStatus spec §8 does not name, or one combined with another answer', async () => {
    for (const payload of [
      { call: 'termsGet', envelopeStatus: 7 },
      { call: 'termsGet', envelopeStatus: 401, errorKey: 'X' },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/__control/faults', payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('errorKey answers {status:-1, errorKey} with HTTP 200', async () => {
    await fault({ call: 'channelLink', errorKey: 'MZCommerce.HardBundleAlreadyClaimed' });
    const res = await h.app.inject({ method: 'POST', url: '/channel/link', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toMatchObject({
      status: -1,
      errorKey: 'MZCommerce.HardBundleAlreadyClaimed',
    });
  });

  it('an injected errorKey answers errorMessageKey equal to it and an English errorMessage, whatever the key', async () => {
    const keys = [
      'MZCommerce.NoAuthorization',
      'MZCommerce.HardBundleAlreadyClaimed',
      'Some.Unknown.Key',
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
    ];
    for (const call of ['linkCarrier', 'termsGet', 'bag'] as const) {
      for (const errorKey of keys) {
        await fault({ call, errorKey });
        const res =
          call === 'linkCarrier'
            ? await h.app.inject({ method: 'POST', url: '/carrier/link', payload: {} })
            : await h.app.inject({ url: call === 'bag' ? '/bag.json' : '/terms' });
        expect(res.statusCode).toBe(200);
        const body = parse(res);
        expect(Object.keys(body)).toEqual([
          'status',
          'errorKey',
          'errorMessageKey',
          'errorMessage',
        ]);
        expect(body).toMatchObject({ status: -1, errorKey, errorMessageKey: errorKey });
        expect(typeof body.errorMessage).toBe('string');
        expect(body.errorMessage).not.toBe('');
      }
    }
    // With httpStatus too; the text of a known key is the same as in a real answer.
    await fault({
      call: 'termsCheck',
      errorKey: 'MZFinance.TermsCheckLoginRequired',
      httpStatus: 503,
    });
    const forced = await h.app.inject({ method: 'POST', url: '/terms/check', payload: {} });
    expect(forced.statusCode).toBe(503);
    expect(parse(forced)).toEqual(await h.form('/terms/check', { accepted: '42' }));
  });

  it("an injected key a call words its own way gets that call's text", async () => {
    await fault({ call: 'linkCarrier', errorKey: 'MZCommerce.HardBundleAlreadyClaimed' });
    await fault({ call: 'channelLink', errorKey: 'MZCommerce.HardBundleAlreadyClaimed' });
    const carrier = parse(
      await h.app.inject({ method: 'POST', url: '/carrier/link', payload: {} }),
    );
    const channel = parse(
      await h.app.inject({ method: 'POST', url: '/channel/link', payload: {} }),
    );
    expect(carrier.errorMessage).toBe('This carrier bundle is already linked to another account.');
    expect(channel.errorMessage).toBe('This offer has already been claimed.');
  });

  it('malformedBody answers a body that is not JSON', async () => {
    await fault({ call: 'bag', malformedBody: true });
    const res = await h.app.inject({ url: '/bag.json' });
    expect(res.body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(res.body)).toThrow();
    expect(parse(await h.app.inject({ url: '/bag.json' })).status).toBe(0);
  });

  it('latencyMs delays the answer', async () => {
    await fault({ call: 'experimentConfig', latencyMs: 150 });
    const started = Date.now();
    const res = await h.app.inject({ url: '/experiments.json' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(parse(res).status).toBe(0);
  });

  it('queues faults per call; DELETE clears them; unknown calls are rejected', async () => {
    await fault({ call: 'termsGet', httpStatus: 500 });
    await fault({ call: 'termsGet', errorKey: 'Second' });
    expect(((await h.control('GET', '/__control/faults')).faults as unknown[]).length).toBe(2);
    expect((await h.app.inject({ url: '/terms' })).statusCode).toBe(500);
    expect(parse(await h.app.inject({ url: '/terms' })).errorKey).toBe('Second');
    await fault({ call: 'termsGet', httpStatus: 500 });
    await h.control('DELETE', '/__control/faults');
    expect((await h.app.inject({ url: '/terms' })).statusCode).toBe(200);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/__control/faults',
      payload: { call: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const badStatus = await h.app.inject({
      method: 'POST',
      url: '/__control/faults',
      payload: { call: 'termsGet', httpStatus: 42 },
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('hang never answers (a real socket times out) and close still stops the server', async () => {
    await fault({ call: 'termsGet', hang: true });
    const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${url}/terms`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const next = await fetch(`${url}/terms`);
    expect(next.status).toBe(200);
    await fault({ call: 'termsGet', hang: true });
    const pending = fetch(`${url}/terms`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await h.app.close();
    expect(await pending).toHaveProperty('message', 'fetch failed');
  });
});

describe('fault drop', () => {
  it('closes the connection with no answer, once; the next request is answered', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/__control/faults',
      payload: { call: 'termsGet', drop: true },
    });
    const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${url}/terms`)).rejects.toThrow('fetch failed');
    expect((await fetch(`${url}/terms`)).status).toBe(200);
    // Its socket goes with it: the next test gets an emulator of its own (sharedHarness).
    await h.app.close();
  });

  it('cannot be combined with a whole answer', async () => {
    const combined = await h.app.inject({
      method: 'POST',
      url: '/__control/faults',
      payload: { call: 'termsGet', drop: true, answer: { status: 0 } },
    });
    expect(combined.statusCode).toBe(400);
  });
});

describe('fault answer (a whole answer, as-is)', () => {
  const post = (url: string, payload: object, token?: string) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
  const verifyBody = { msisdn: '15555550100', productCode: 'SMS_OFFER', otp: '123456' };

  it('forces any subCode of channelVerifySms, for count requests, before sign-in and body checks', async () => {
    const answer = { status: 0, subCode: 5, sessionId: 'forced' };
    await fault({ call: 'channelVerifySms', answer, count: 2 });
    const { token } = await h.account();
    for (const res of [
      await post('/channel/sms/verify', verifyBody, token),
      await post('/channel/sms/verify', {}),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(parse(res)).toEqual(answer);
    }
    // Then the real call again: no session for this msisdn.
    expect(parse(await post('/channel/sms/verify', verifyBody, token))).toMatchObject({
      errorKey: 'SmsVerificationInvalidSessionKey',
    });
  });

  it('a forced verify stores nothing: the SMS offer still asks for verification', async () => {
    const { token } = await h.account();
    await fault({ call: 'channelVerifySms', answer: { status: 0, subCode: 1, sessionId: 'x' } });
    expect(parse(await post('/channel/sms/verify', verifyBody, token)).subCode).toBe(1);
    const { offer } = (await h.get('/channel/offer?a=1001&p=SMS_OFFER&c=usa&t=demo-token')) as {
      offer: { linkParams: string };
    };
    expect(
      await h.json(
        '/channel/link',
        { linkParams: offer.linkParams, productCode: 'SMS_OFFER' },
        token,
      ),
    ).toMatchObject({ action: 'verifyCarrierSms' });
  });

  it('forces any link answer, with httpStatus when given', async () => {
    const auth = { status: -1, errorType: 'Authentication', errorKey: 'Authentication' };
    await fault({ call: 'channelLink', answer: auth });
    await fault({
      call: 'channelLink',
      answer: { status: 0, showChinaSuccess: true },
      httpStatus: 201,
    });
    const { token } = await h.account();
    const body = { linkParams: 'x', productCode: 'PLAIN_OFFER' };
    const first = await post('/channel/link', body, token);
    expect(first.statusCode).toBe(200);
    expect(parse(first)).toEqual(auth);
    const second = await post('/business/channel/link', body, token);
    expect(second.statusCode).toBe(201);
    expect(parse(second)).toEqual({ status: 0, showChinaSuccess: true });
    expect(parse(await post('/channel/link', body, token))).toMatchObject({
      errorKey: 'ChannelOfferNotFound',
    });
  });

  it('latency comes first; the queue lists the answer', async () => {
    await fault({ call: 'channelOfferParams', answer: { status: 0, offer: {} }, latencyMs: 100 });
    expect((await h.control('GET', '/__control/faults')).faults).toEqual([
      {
        call: 'channelOfferParams',
        answer: { status: 0, offer: {} },
        latencyMs: 100,
        remaining: 1,
      },
    ]);
    const started = Date.now();
    expect(await h.get('/channel/offer?a=1&p=2&c=usa')).toEqual({ status: 0, offer: {} });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('answer is a JSON object of at most 4096 bytes, not combined with errorKey, malformedBody or hang', async () => {
    const sized = (bytes: number) => {
      const base = JSON.stringify({ status: 0, pad: '' }).length;
      return { status: 0, pad: 'x'.repeat(bytes - base) };
    };
    expect(JSON.stringify(sized(4096))).toHaveLength(4096);
    expect((await fault({ call: 'termsGet', answer: sized(4096) })).status).toBe(0);
    expect(await h.get('/terms')).toEqual(sized(4096));
    // Multi-byte characters count in bytes: 2048 × 'é' is 4096 bytes of text alone.
    for (const answer of [
      sized(4097),
      { status: 0, pad: 'é'.repeat(2048) },
      [1, 2],
      null,
      'text',
      5,
    ]) {
      const res = await post('/__control/faults', { call: 'termsGet', answer });
      expect(res.statusCode).toBe(400);
      expect(parse(res)).toMatchObject({
        status: -1,
        errorKey: 'InvalidRequest',
        errorMessage: expect.stringContaining('answer'),
      });
    }
    for (const other of [{ errorKey: 'X' }, { malformedBody: true }, { hang: false }]) {
      const res = await post('/__control/faults', {
        call: 'termsGet',
        answer: { status: 0 },
        ...other,
      });
      expect(res.statusCode).toBe(400);
      expect(parse(res).errorMessage).toContain(Object.keys(other)[0]);
    }
    expect((await h.control('GET', '/__control/faults')).faults).toEqual([]);
    expect((await h.app.inject({ url: '/terms' })).statusCode).toBe(200);
  });
});

describe('forced SMS failures (errorKey)', () => {
  it('every SMS error key is forcible on its call, with errorMessageKey equal to it', async () => {
    const cases = [
      ['channelSendSms', '/channel/sms/send', 'SmsSendingAttemptExceedsLimitKey'],
      ['channelSendSms', '/channel/sms/send', 'SmsSendingTooFrequentKey'],
      ['channelSendSms', '/channel/sms/send', 'SendSmsInvalidSessionKey'],
      ['channelVerifySms', '/channel/sms/verify', 'SmsVerifyAttemptExceedsLimitKey'],
      ['channelVerifySms', '/channel/sms/verify', 'SmsVerificationInvalidSessionKey'],
      ['channelVerifySms', '/channel/sms/verify', 'SmsVerificationSessionExpiredKey'],
      ['channelVerifySms', '/channel/sms/verify', 'SmsVerificationFailedKey'],
    ] as const;
    for (const [call, url, errorKey] of cases) {
      await fault({ call, errorKey });
      const res = await h.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(parse(res)).toEqual({
        status: -1,
        errorKey,
        errorMessageKey: errorKey,
        errorMessage: expect.stringMatching(/^[A-Z].+\.$/),
      });
    }
  });
});

describe('control', () => {
  it('codes/latest: CodeNotFound for an unknown target; validates the query', async () => {
    expect(
      await h.control('GET', '/__control/codes/latest?channel=email&target=x@y.z'),
    ).toMatchObject({ status: -1, errorKey: 'CodeNotFound' });
    expect(
      (await h.app.inject({ url: '/__control/codes/latest?channel=fax&target=1' })).statusCode,
    ).toBe(400);
  });

  it('the clock moves forward only', async () => {
    const before = (await h.control('GET', '/__control/clock')).now as number;
    const moved = await h.control('POST', '/__control/clock', { advanceMs: 60_000 });
    expect(moved.offsetMs).toBe(60_000);
    expect(moved.now as number).toBeGreaterThanOrEqual(before + 60_000);
    expect(
      (await h.app.inject({ method: 'POST', url: '/__control/clock', payload: { advanceMs: -1 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await h.app.inject({ method: 'POST', url: '/__control/clock', payload: { advanceMs: '5' } }))
        .statusCode,
    ).toBe(400);
  });

  it('reset empties the database and clears faults, clock offset and captcha', async () => {
    const { token } = await h.account();
    await h.json('/metrics', { events: [{ a: 1 }] });
    await h.control('POST', '/__control/captcha', { required: true });
    await h.control('POST', '/__control/clock', { advanceMs: 1000 });
    await fault({ call: 'termsGet', httpStatus: 500 });
    const reset = await h.app.inject({
      method: 'POST',
      url: '/__control/reset',
      headers: { 'content-type': 'application/json' },
    });
    expect(parse(reset)).toEqual({ status: 0 });
    expect((await h.json('/carrier/link', { guid: 'g' }, token)).errorKey).toBe(
      'MZCommerce.NoAuthorization',
    );
    expect(await h.control('GET', '/__control/reports')).toEqual({
      status: 0,
      metrics: [],
      errors: [],
    });
    expect((await h.control('GET', '/__control/clock')).offsetMs).toBe(0);
    expect((await h.get('/account/create/fields?context=create')).captchaRequired).toBe(false);
    expect((await h.app.inject({ url: '/terms' })).statusCode).toBe(200);
  });

  it('accounts: makes a signed-in account; a taken name fails', async () => {
    const made = await h.control('POST', '/__control/accounts', {
      accountName: '+1 555 555 0100',
      password: 'x',
    });
    expect(made).toMatchObject({
      status: 0,
      accountName: '+15555550100',
      token: expect.any(String),
    });
    expect(
      await h.control('POST', '/__control/accounts', { accountName: '15555550100', password: 'x' }),
    ).toMatchObject({
      errorKey: 'AccountNameTaken',
    });
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/__control/accounts',
          payload: { accountName: 'bad', password: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
