import { shortHash } from '@sheet/reference';
import { CHECKPOINT_KEY, createCheckpointStore } from './checkpoint-store';
import {
  CARRIER_STATUSES,
  PRIVACY_CONSENT_CHOICES,
  type HostRequestMessage,
  type HostRequestName,
  loadHostSide,
  type HostSide,
} from '@sheet/bridge';
import {
  type CaptchaOutcome,
  captchaToken,
  handleRequest,
  type HostEnvironment,
  randomHex,
} from './host-handlers';
import { handedOverAccount, navigationButtons, termsNotice } from './host-params';

function env(overrides: Partial<HostEnvironment> = {}): HostEnvironment {
  return {
    signedIn: () => false,
    token: () => null,
    deviceId: 'sim-device-1',
    phoneNumber: () => '+12015550123',
    fetchImpl: jest.fn(),
    askSignIn: jest.fn(async () => false),
    askDialog: jest.fn(async () => null),
    record: jest.fn(),
    adoptsHandedOverAccount: () => true,
    signInWith: jest.fn(),
    expectSmsCode: jest.fn(),
    askCaptcha: jest.fn(async (): Promise<CaptchaOutcome> => 'cancelled'),
    setNavigationButtons: jest.fn(),
    offline: () => false,
    checkpoints: { save: jest.fn(), restore: () => null },
    ...overrides,
  };
}

let requestMessage: HostSide['requestMessage'];
beforeAll(async () => {
  ({ requestMessage } = await loadHostSide());
});

const request = (name: HostRequestName, params: object = {}) =>
  requestMessage('id-1', name, params as never) as HostRequestMessage;

describe('handleRequest', () => {
  it('answers authenticate at once when signed in, else asks for sign-in', async () => {
    expect(await handleRequest(request('authenticate'), env({ signedIn: () => true }))).toEqual({
      reply: { ok: true, result: { authenticated: true } },
    });
    const askSignIn = jest.fn(async () => true);
    expect(
      (await handleRequest(request('authenticate', { reason: 'link' }), env({ askSignIn }))).reply,
    ).toEqual({
      ok: true,
      result: { authenticated: true },
    });
    expect(askSignIn).toHaveBeenCalledWith('link');
    expect((await handleRequest(request('authenticate'), env())).reply).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
  });

  it('shows the app dialog and answers the chosen button, or cancelled when dismissed', async () => {
    const params = { title: 'T', message: 'M', buttons: [{ id: 'ok', label: 'OK' }] };
    const askDialog = jest.fn(async () => 'ok');
    expect((await handleRequest(request('showDialog', params), env({ askDialog }))).reply).toEqual({
      ok: true,
      result: { buttonId: 'ok' },
    });
    expect(askDialog).toHaveBeenCalledWith(params);
    expect((await handleRequest(request('showDialog', params), env())).reply).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
    expect((await handleRequest(request('showDialog', { title: 'T' }), env())).reply).toMatchObject(
      {
        error: { code: 'invalid_params' },
      },
    );
  });

  it('performs httpRequest with the bearer token when signed in', async () => {
    const fetchImpl = jest.fn(
      async () => new Response('{"status":0}', { status: 200, headers: { 'X-Id': '1' } }),
    );
    const handled = await handleRequest(
      request('httpRequest', {
        url: 'http://127.0.0.1:4100/channel/link',
        method: 'post',
        headers: { 'Content-Type': 'application/json', authorization: 'Bearer forged' },
        body: '{"a":1}',
      }),
      env({ signedIn: () => true, token: () => 'tok-1', fetchImpl }),
    );
    expect(handled.reply).toEqual({
      ok: true,
      result: {
        status: 200,
        headers: expect.objectContaining({ 'x-id': '1' }),
        body: '{"status":0}',
      },
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:4100/channel/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' },
      body: '{"a":1}',
      cache: 'no-store',
    });
  });

  it('sends no token when signed out, no body with GET, and answers network on failure', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 204 }));
    await handleRequest(
      request('httpRequest', { url: '/x', method: 'GET', body: 'x' }),
      env({ fetchImpl }),
    );
    expect(fetchImpl).toHaveBeenCalledWith('/x', {
      method: 'GET',
      headers: {},
      body: undefined,
      cache: 'no-store',
    });
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      (
        await handleRequest(
          request('httpRequest', { url: '/x', method: 'GET' }),
          env({ fetchImpl: failing }),
        )
      ).reply,
    ).toEqual({
      ok: false,
      error: { code: 'network', message: 'Failed to fetch' },
    });
    expect((await handleRequest(request('httpRequest', { url: 5 }), env())).reply).toMatchObject({
      error: { code: 'invalid_params' },
    });
  });

  it('answers device id, phone number and signature', async () => {
    expect((await handleRequest(request('getDeviceId'), env())).reply).toEqual({
      ok: true,
      result: { deviceId: 'sim-device-1' },
    });
    expect((await handleRequest(request('getPhoneNumber'), env())).reply).toEqual({
      ok: true,
      result: { phoneNumber: '+12015550123' },
    });
    expect((await handleRequest(request('signPayload', { payload: 'abc' }), env())).reply).toEqual({
      ok: true,
      result: { signature: `sim-${shortHash('abc')}` },
    });
    expect(shortHash('abc')).toMatch(/^[0-9a-f]{8}$/);
    expect(shortHash('abc')).not.toBe(shortHash('abd'));
  });

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('answers the SIM number whether %s, and null when the device has none', async (_l, signed) => {
    const phone = (phoneNumber: string | null) =>
      handleRequest(
        request('getPhoneNumber'),
        env({ signedIn: () => signed, phoneNumber: () => phoneNumber }),
      );
    expect((await phone('+447700900123')).reply).toEqual({
      ok: true,
      result: { phoneNumber: '+447700900123' },
    });
    expect((await phone(null)).reply).toEqual({ ok: true, result: { phoneNumber: null } });
  });

  it('records each carrier status the sheet sets and answers {}', async () => {
    const record = jest.fn();
    for (const status of CARRIER_STATUSES) {
      expect(await handleRequest(request('setCarrierStatus', { status }), env({ record }))).toEqual(
        { reply: { ok: true, result: {} } },
      );
    }
    expect(record.mock.calls.map(([event]) => event)).toEqual(
      CARRIER_STATUSES.map((status) => ({ kind: 'carrierStatus', status })),
    );
  });

  it.each([
    ['no status', {}],
    ['an unknown status', { status: 'linked' }],
    ['a status in another case', { status: 'Eligible' }],
    ['a status that is not a string', { status: 1 }],
    ['a null status', { status: null }],
  ])('refuses setCarrierStatus with %s, without recording', async (_label, params) => {
    const record = jest.fn();
    expect(await handleRequest(request('setCarrierStatus', params), env({ record }))).toEqual({
      reply: { ok: false, error: { code: 'invalid_params', message: 'Invalid params: status' } },
    });
    expect(record).not.toHaveBeenCalled();
  });

  it('records invalidateSubscriptionStatus and answers {}', async () => {
    const record = jest.fn();
    expect(await handleRequest(request('invalidateSubscriptionStatus'), env({ record }))).toEqual({
      reply: { ok: true, result: {} },
    });
    expect(record.mock.calls).toEqual([[{ kind: 'subscriptionStatusInvalidated' }]]);
  });

  it.each([
    [
      'agreed with a version',
      { agreed: true, termsVersionId: '42' },
      { agreed: true, termsVersionId: '42' },
    ],
    ['agreed without a version', { agreed: true }, { agreed: true }],
    // postMessage keeps a key holding undefined; it is no version, as JSON would have it.
    [
      'agreed with an undefined version',
      { agreed: true, termsVersionId: undefined },
      { agreed: true },
    ],
    [
      'agreed with an empty version',
      { agreed: true, termsVersionId: '' },
      { agreed: true, termsVersionId: '' },
    ],
    ['not agreed', { agreed: false }, { agreed: false }],
    [
      'not agreed, with a version',
      { agreed: false, termsVersionId: '42' },
      { agreed: false, termsVersionId: '42' },
    ],
  ])('records notifyTermsAgreed %s and answers {}', async (_label, params, notice) => {
    const record = jest.fn();
    expect(await handleRequest(request('notifyTermsAgreed', params), env({ record }))).toEqual({
      reply: { ok: true, result: {} },
    });
    expect(record.mock.calls).toEqual([[{ kind: 'termsAgreed', ...notice }]]);
    expect(termsNotice(params)).toEqual(notice);
  });

  it.each([
    ['no params', {}],
    ['no agreed', { termsVersionId: '42' }],
    ['agreed as a string', { agreed: 'true' }],
    ['agreed as a number', { agreed: 1 }],
    ['a null agreed', { agreed: null }],
    ['a version that is a number', { agreed: true, termsVersionId: 42 }],
    ['a null version', { agreed: true, termsVersionId: null }],
  ])('refuses notifyTermsAgreed with %s, without recording', async (_label, params) => {
    const record = jest.fn();
    expect(await handleRequest(request('notifyTermsAgreed', params), env({ record }))).toEqual({
      reply: {
        ok: false,
        error: { code: 'invalid_params', message: 'Invalid params: agreed, termsVersionId' },
      },
    });
    expect(record).not.toHaveBeenCalled();
    expect(termsNotice(params)).toBeNull();
  });

  it('records each privacy consent choice the sheet tells and answers {}', async () => {
    const record = jest.fn();
    for (const choice of PRIVACY_CONSENT_CHOICES) {
      expect(
        await handleRequest(request('notifyPrivacyConsent', { choice }), env({ record })),
      ).toEqual({ reply: { ok: true, result: {} } });
    }
    expect(record.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'privacyConsent', choice: 'consented' },
      { kind: 'privacyConsent', choice: 'dissented' },
      { kind: 'privacyConsent', choice: 'notRequired' },
    ]);
  });

  it.each([
    ['no choice', {}],
    ['an unknown choice', { choice: 'declined' }],
    ['a choice in another case', { choice: 'Consented' }],
    ['a choice that is not a string', { choice: true }],
    ['a null choice', { choice: null }],
  ])('refuses notifyPrivacyConsent with %s, without recording', async (_label, params) => {
    const record = jest.fn();
    expect(await handleRequest(request('notifyPrivacyConsent', params), env({ record }))).toEqual({
      reply: { ok: false, error: { code: 'invalid_params', message: 'Invalid params: choice' } },
    });
    expect(record).not.toHaveBeenCalled();
  });

  it('remembers the number the sheet expects an SMS for and answers {}', async () => {
    const expectSmsCode = jest.fn();
    const record = jest.fn();
    const e = env({ expectSmsCode, record });
    expect(await handleRequest(request('expectSmsCode', { msisdn: '+15555550100' }), e)).toEqual({
      reply: { ok: true, result: {} },
    });
    expect(await handleRequest(request('expectSmsCode', { msisdn: '+447700900123' }), e)).toEqual({
      reply: { ok: true, result: {} },
    });
    expect(expectSmsCode.mock.calls).toEqual([['+15555550100'], ['+447700900123']]);
    // Nothing for the closed panel: the number belongs to the sheet while it is shown.
    expect(record).not.toHaveBeenCalled();
  });

  it.each([
    ['no msisdn', {}],
    ['a number', { msisdn: 15555550100 }],
    ['null', { msisdn: null }],
    ['an array', { msisdn: ['+15555550100'] }],
  ])('refuses expectSmsCode with %s, remembering nothing', async (_label, params) => {
    const expectSmsCode = jest.fn();
    expect(await handleRequest(request('expectSmsCode', params), env({ expectSmsCode }))).toEqual({
      reply: { ok: false, error: { code: 'invalid_params', message: 'Invalid params: msisdn' } },
    });
    expect(expectSmsCode).not.toHaveBeenCalled();
  });

  it('answers a passed Security check with a fresh sim-captcha token', async () => {
    const askCaptcha = jest.fn(async (): Promise<CaptchaOutcome> => 'passed');
    const record = jest.fn();
    const e = env({ askCaptcha, record });
    const first = await handleRequest(request('getCaptchaData', { action: 'createAccount' }), e);
    const second = await handleRequest(request('getCaptchaData', { action: 'createAccount' }), e);
    expect(first).toEqual({
      reply: { ok: true, result: { token: expect.stringMatching(/^sim-captcha-[0-9a-f]{32}$/) } },
    });
    expect(second.reply).not.toEqual(first.reply);
    expect(askCaptcha).toHaveBeenCalledTimes(2);
    expect(record).not.toHaveBeenCalled();
  });

  it.each([
    ['failed', 'failed', 'The person failed the challenge'],
    ['cancelled', 'cancelled', 'The person dismissed the challenge'],
  ] as const)('answers a %s Security check with code %s', async (outcome, code, message) => {
    const askCaptcha = jest.fn(async (): Promise<CaptchaOutcome> => outcome);
    expect(
      await handleRequest(
        request('getCaptchaData', { action: 'createAccount' }),
        env({ askCaptcha }),
      ),
    ).toEqual({ reply: { ok: false, error: { code, message } } });
  });

  it.each([
    ['no action', {}],
    ['another action', { action: 'signIn' }],
    ['an action in another case', { action: 'CreateAccount' }],
    ['an action that is not a string', { action: 1 }],
    ['a null action', { action: null }],
  ])('refuses getCaptchaData with %s, without asking', async (_label, params) => {
    const askCaptcha = jest.fn(async (): Promise<CaptchaOutcome> => 'passed');
    expect(await handleRequest(request('getCaptchaData', params), env({ askCaptcha }))).toEqual({
      reply: { ok: false, error: { code: 'invalid_params', message: 'Invalid params: action' } },
    });
    expect(askCaptcha).not.toHaveBeenCalled();
  });

  it('makes captcha tokens from random hex digits', () => {
    expect(randomHex(4)).toMatch(/^[0-9a-f]{8}$/);
    expect(randomHex(0)).toBe('');
    expect(captchaToken()).toMatch(/^sim-captcha-[0-9a-f]{32}$/);
    expect(captchaToken()).not.toBe(captchaToken());
  });

  it('remembers the navigation buttons the sheet asks for and answers {}', async () => {
    const setNavigationButtons = jest.fn();
    const record = jest.fn();
    const e = env({ setNavigationButtons, record });
    const all = [
      { back: true, close: true },
      { back: true, close: false },
      { back: false, close: true },
      { back: false, close: false },
    ];
    for (const buttons of all) {
      expect(await handleRequest(request('setNavigationButtons', buttons), e)).toEqual({
        reply: { ok: true, result: {} },
      });
    }
    expect(setNavigationButtons.mock.calls).toEqual(all.map((buttons) => [buttons]));
    // Nothing for the closed panel: the buttons belong to the sheet's current screen.
    expect(record).not.toHaveBeenCalled();
    // Only the two flags are kept.
    expect(navigationButtons({ back: true, close: false, extra: 1 })).toEqual({
      back: true,
      close: false,
    });
  });

  it.each([
    ['no params', {}],
    ['no close', { back: true }],
    ['no back', { close: false }],
    ['back as a string', { back: 'true', close: true }],
    ['close as a number', { back: true, close: 0 }],
    ['a null back', { back: null, close: true }],
  ])('refuses setNavigationButtons with %s, changing nothing', async (_label, params) => {
    const setNavigationButtons = jest.fn();
    expect(
      await handleRequest(request('setNavigationButtons', params), env({ setNavigationButtons })),
    ).toEqual({
      reply: {
        ok: false,
        error: { code: 'invalid_params', message: 'Invalid params: back, close' },
      },
    });
    expect(setNavigationButtons).not.toHaveBeenCalled();
    expect(navigationButtons(params)).toBeNull();
  });

  it('signs in with the account handed over, after recording its details', async () => {
    const order: string[] = [];
    const record = jest.fn(() => order.push('record'));
    const signInWith = jest.fn(() => order.push('signInWith'));
    const details = { dsid: '7', accountName: 'ana@example.com', token: 'tok-new' };
    expect(
      await handleRequest(request('handOverDetails', { details }), env({ record, signInWith })),
    ).toEqual({ reply: { ok: true, result: {} } });
    expect(record).toHaveBeenCalledWith({ kind: 'details', details });
    expect(signInWith).toHaveBeenCalledWith({ token: 'tok-new', accountName: 'ana@example.com' });
    expect(order).toEqual(['record', 'signInWith']);

    const tokenOnly = jest.fn();
    await handleRequest(
      request('handOverDetails', { details: { token: 'tok-2', accountName: 5 } }),
      env({ signInWith: tokenOnly }),
    );
    expect(tokenOnly).toHaveBeenCalledWith({ token: 'tok-2' });
  });

  it.each([
    ['no token', { accountName: 'ana@example.com' }],
    ['an empty token', { token: '' }],
    ['a token that is not a string', { token: 42 }],
  ])('only records details with %s', async (_label, details) => {
    const record = jest.fn();
    const signInWith = jest.fn();
    await handleRequest(request('handOverDetails', { details }), env({ record, signInWith }));
    expect(record).toHaveBeenCalledWith({ kind: 'details', details });
    expect(signInWith).not.toHaveBeenCalled();
    expect(handedOverAccount(details)).toBeNull();
  });

  it('only records the details when the setting is off', async () => {
    const record = jest.fn();
    const signInWith = jest.fn();
    const details = { token: 'tok-new' };
    expect(
      await handleRequest(
        request('handOverDetails', { details }),
        env({ record, signInWith, adoptsHandedOverAccount: () => false }),
      ),
    ).toEqual({ reply: { ok: true, result: {} } });
    expect(record).toHaveBeenCalledWith({ kind: 'details', details });
    expect(signInWith).not.toHaveBeenCalled();
  });

  it('records what the sheet hands over and closes after answering closeSheet', async () => {
    const record = jest.fn();
    const e = env({ record });
    await handleRequest(request('openUrl', { url: 'https://example.com/family' }), e);
    await handleRequest(request('handOverDetails', { details: { dsid: '7' } }), e);
    await handleRequest(request('notifyTermsAgreed', { agreed: true, termsVersionId: '42' }), e);
    await handleRequest(request('notifyPrivacyConsent', { choice: 'consented' }), e);
    expect(record.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'openUrl', url: 'https://example.com/family' },
      { kind: 'details', details: { dsid: '7' } },
      { kind: 'termsAgreed', agreed: true, termsVersionId: '42' },
      { kind: 'privacyConsent', choice: 'consented' },
    ]);
    expect(await handleRequest(request('closeSheet'), e)).toEqual({
      reply: { ok: true, result: {} },
      after: 'closeSheet',
    });
    expect(record).toHaveBeenLastCalledWith({ kind: 'closed', result: null });
  });

  it('records the close result: success, cancelled, or none', async () => {
    for (const [params, result] of [
      [{ result: 'success' }, 'success'],
      [{ result: 'cancelled' }, 'cancelled'],
      [{}, null],
      // postMessage keeps a key holding undefined; it is no result, as JSON would have it.
      [{ result: undefined }, null],
    ] as const) {
      const record = jest.fn();
      expect(await handleRequest(request('closeSheet', params), env({ record }))).toEqual({
        reply: { ok: true, result: {} },
        after: 'closeSheet',
      });
      expect(record.mock.calls).toEqual([[{ kind: 'closed', result }]]);
    }
  });

  it.each([
    ['an unknown result', { result: 'done' }],
    ['a result in another case', { result: 'Success' }],
    ['a result that is not a string', { result: 1 }],
    ['a null result', { result: null }],
    ['another key', { reason: 'x' }],
    ['another key beside the result', { result: 'success', extra: true }],
  ])('refuses closeSheet with %s, without closing or recording', async (_label, params) => {
    const record = jest.fn();
    const handled = await handleRequest(request('closeSheet', params), env({ record }));
    expect(handled).toEqual({
      reply: { ok: false, error: { code: 'invalid_params', message: 'Invalid params: result' } },
    });
    expect(record).not.toHaveBeenCalled();
  });
});

describe('the host keeps the sheet’s checkpoint and says when it is offline', () => {
  it('keeps, gives back and forgets the checkpoint; refuses a malformed or oversized one', async () => {
    const checkpoints = createCheckpointStore(sessionStorage);
    const e = env({ checkpoints });
    const save = (params: Record<string, unknown>) =>
      handleRequest(request('saveCheckpoint', params), e);
    const restore = async () => (await handleRequest(request('restoreCheckpoint'), e)).reply;
    expect(await restore()).toEqual({ ok: true, result: { version: 1, checkpoint: null } });
    expect((await save({ version: 1, checkpoint: '{"a":1}' })).reply).toEqual({
      ok: true,
      result: {},
    });
    expect(await restore()).toEqual({ ok: true, result: { version: 1, checkpoint: '{"a":1}' } });
    expect((await save({ version: '1', checkpoint: 'x' })).reply).toMatchObject({
      ok: false,
      error: { code: 'invalid_params' },
    });
    expect((await save({ version: 1, checkpoint: 'x'.repeat(16_385) })).reply).toMatchObject({
      ok: false,
      error: { code: 'too_large' },
    });
    await save({ version: 1, checkpoint: null });
    expect(await restore()).toEqual({ ok: true, result: { version: 1, checkpoint: null } });
    sessionStorage.setItem(CHECKPOINT_KEY, '{broken');
    expect(await restore()).toEqual({ ok: true, result: { version: 1, checkpoint: null } });
  });

  it('answers offline to httpRequest without sending it while the Offline switch is on', async () => {
    const fetchImpl = jest.fn();
    const handled = await handleRequest(
      request('httpRequest', { url: '/x', method: 'GET' }),
      env({ fetchImpl, offline: () => true }),
    );
    expect(handled.reply).toEqual({
      ok: false,
      error: { code: 'offline', message: 'The device is offline' },
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
