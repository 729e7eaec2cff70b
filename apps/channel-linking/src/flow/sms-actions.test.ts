import {
  fakeSheet,
  networkError,
  servicesKey,
  type HostHandlers,
  SMS_OFFER,
} from '@sheet/test-support';
import { initialChannelState, useChannelStore } from './channel-store';
import { sendSmsCode, startSmsVerification, verifySmsCode } from './sms-actions';

const OFFER = SMS_OFFER;
const HAND_OFF = { offer: OFFER, storefront: 'usa' };
const MSISDN = '15555550100';
const state = () => useChannelStore.getState();
const HOST: HostHandlers = {
  expectSmsCode: async () => ({}),
  invalidateSubscriptionStatus: async () => ({}),
  authenticate: async () => ({ authenticated: true }),
};
const fail = (errorKey: string) => ({ status: -1, errorKey, errorMessageKey: errorKey });

beforeEach(() => useChannelStore.setState(initialChannelState()));

async function started(answers: Record<string, unknown>) {
  const sheet = fakeSheet(
    { channelSendSms: { status: 0, sessionId: 'session-1' }, ...answers },
    HOST,
  );
  await startSmsVerification(HAND_OFF, MSISDN);
  return sheet;
}

describe('sending the code', () => {
  it('sends msisdn, product code and carrier, keeps the session and tells the host', async () => {
    const sheet = await started({});
    expect(sheet.calls('channelSendSms').map((r) => r.json)).toEqual([
      { msisdn: MSISDN, productCode: 'SMS_OFFER', carrier: 'DEMO_TEL' },
    ]);
    expect(state().sms).toMatchObject({
      msisdn: MSISDN,
      sessionId: 'session-1',
      isVerifyingOtp: true,
      sentCount: 1,
    });
    expect(sheet.hostRequest).toHaveBeenCalledWith('expectSmsCode', { msisdn: MSISDN });
  });

  it('does not send again when the screen shows again for the same number', async () => {
    const sheet = await started({});
    await startSmsVerification(HAND_OFF, MSISDN);
    expect(sheet.calls('channelSendSms')).toHaveLength(1);
  });

  it('resends within the session', async () => {
    const sheet = await started({});
    await sendSmsCode(HAND_OFF);
    expect(sheet.calls('channelSendSms')[1]!.json).toMatchObject({ sessionId: 'session-1' });
    expect(state().sms.sentCount).toBe(2);
  });

  it.each([
    ['SmsSendingAttemptExceedsLimitKey', { locked: true }, 'maxAttemptsExceeded'],
    ['SendSmsInvalidSessionKey', { sessionId: undefined, newCodeDue: true }, 'sessionExpired'],
    ['SmsSendingTooFrequentKey', { sentCount: 2 }, 'sendingTooFrequent'],
  ])('%s: says so and does what it asks', async (key, change, i18nKey) => {
    await started({});
    fakeSheet({ channelSendSms: fail(key) }, HOST);
    await sendSmsCode(HAND_OFF);
    expect(state().sms).toMatchObject({ ...change, codeError: servicesKey(i18nKey) });
  });

  it('puts a network failure in the general errors', async () => {
    await started({});
    fakeSheet({ channelSendSms: networkError }, HOST);
    await sendSmsCode(HAND_OFF);
    expect(state().generalErrors).toEqual([servicesKey('networkError')]);
    // Nothing was sent: a new code may be asked for at once, with no countdown.
    expect(state().sms.newCodeDue).toBe(true);
  });
});

describe('a call refused for want of sign-in', () => {
  const signInRefusal = { status: -1, errorKey: 'Authentication', errorType: 'Authentication' };
  const onceRefused = (answer: unknown) => {
    let calls = 0;
    return () => (++calls === 1 ? signInRefusal : answer);
  };

  it('asks the host to sign in, then sends again', async () => {
    const sheet = fakeSheet(
      { channelSendSms: onceRefused({ status: 0, sessionId: 'session-2' }) },
      HOST,
    );
    await startSmsVerification(HAND_OFF, MSISDN);
    expect(sheet.hostRequest).toHaveBeenCalledWith('authenticate', {
      reason: 'linkChannelSubscription',
    });
    expect(state().sms.sessionId).toBe('session-2');
    expect(state().generalErrors).toEqual([]);
  });

  it('declined, the refusal stays on screen and nothing is retried', async () => {
    const sheet = fakeSheet(
      { channelSendSms: onceRefused({ status: 0, sessionId: 'session-2' }) },
      { ...HOST, authenticate: async () => ({ authenticated: false }) },
    );
    await startSmsVerification(HAND_OFF, MSISDN);
    expect(sheet.transport).toHaveBeenCalledTimes(1);
    expect(state().generalErrors).toHaveLength(1);
  });
});

describe('verifying the code', () => {
  it('sends the code with the session; subCode 1 links the offer and follows it', async () => {
    const sheet = await started({
      channelVerifySms: { status: 0, subCode: 1, sessionId: 'session-1' },
      channelLink: { status: 0 },
    });
    await expect(verifySmsCode(HAND_OFF, '482913')).resolves.toEqual({
      refused: false,
      outcome: { kind: 'closed' },
    });
    expect(sheet.calls('channelVerifySms').map((r) => r.json)).toEqual([
      { msisdn: MSISDN, productCode: 'SMS_OFFER', otp: '482913', sessionId: 'session-1' },
    ]);
    expect(sheet.calls('channelLink')).toHaveLength(1);
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it.each([
    [5, 'contactSupport'],
    [2, 'verificationFailed'],
    [0, 'verificationFailed'],
  ])('subCode %s says the carrier’s words with its name', async (subCode, i18nKey) => {
    const sheet = await started({ channelVerifySms: { status: 0, subCode } });
    const { refused } = await verifySmsCode(HAND_OFF, '482913');
    expect(refused).toBe(true);
    expect(state().sms.codeError).toEqual({
      ns: 'services',
      i18nKey,
      params: { carrierName: 'Demo Tel' },
    });
    expect(sheet.calls('channelLink')).toHaveLength(0);
  });

  it('a negative subCode is a general error', async () => {
    await started({ channelVerifySms: { status: 0, subCode: -3 } });
    await verifySmsCode(HAND_OFF, '482913');
    expect(state().generalErrors).toEqual([servicesKey('generalError')]);
  });

  it('a wrong code is said under the code and cleared by the screen', async () => {
    await started({ channelVerifySms: fail('SmsVerificationFailedKey') });
    await expect(verifySmsCode(HAND_OFF, '000000')).resolves.toMatchObject({ refused: true });
    expect(state().sms.codeError).toEqual(servicesKey('wrongCode'));
    expect(state().sms.locked).toBe(false);
  });

  it.each(['SmsVerificationInvalidSessionKey', 'SmsVerificationSessionExpiredKey'])(
    '%s forgets the session and offers a new code at once',
    async (key) => {
      await started({ channelVerifySms: fail(key) });
      await verifySmsCode(HAND_OFF, '482913');
      expect(state().sms).toMatchObject({
        sessionId: undefined,
        newCodeDue: true,
        codeError: servicesKey('sessionExpired'),
      });
    },
  );

  it('too many tries lock the code', async () => {
    await started({ channelVerifySms: fail('SmsVerifyAttemptExceedsLimitKey') });
    await verifySmsCode(HAND_OFF, '482913');
    expect(state().sms).toMatchObject({
      locked: true,
      codeError: servicesKey('maxAttemptsExceeded'),
    });
  });

  it('checks one code at a time', async () => {
    const sheet = await started({ channelVerifySms: { status: 0, subCode: 2 } });
    await Promise.all([verifySmsCode(HAND_OFF, '111111'), verifySmsCode(HAND_OFF, '111111')]);
    expect(sheet.calls('channelVerifySms')).toHaveLength(1);
  });
});
