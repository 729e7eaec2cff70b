import {
  checkTerms,
  describeError,
  getChannelOfferParams,
  getTerms,
  givePrivacyConsent,
  isPrivacyConsentRequired,
  linkCarrier,
  linkChannelSubscription,
  sendChannelSms,
  verifyChannelSms,
  withdrawPrivacyConsent,
} from '@sheet/services';
import { createSignedInAccount } from './accounts';
import { SPAWN_TIMEOUT_MS, startEmulator, type RunningEmulator } from './emulator';
import { failureOf } from './failure';

let emulator: RunningEmulator;
// A spawned emulator on a busy machine may take longer than jest's 5 s hook default
// (a project's testTimeout does not reach hooks when jest runs every project at once).
beforeAll(async () => {
  emulator = await startEmulator();
}, SPAWN_TIMEOUT_MS);
afterAll(() => emulator?.stop());

const offer = (adamId: string, productCode: string, storefront = 'usa') =>
  getChannelOfferParams(emulator.deps, { adamId, productCode, storefront, token: 'demo-token' });

describe('sign-in required', () => {
  beforeEach(() => emulator.signIn(undefined));

  it('carrier link asks for host authentication without a token, and links with one', async () => {
    const error = await failureOf(linkCarrier(emulator.deps, { guid: 'device-1' }));
    expect(error.fields.errorMessageKey).toBe('MZCommerce.NoAuthorization');
    expect(describeError(error).action).toBe('reauthenticate');
    await createSignedInAccount(emulator, 'carrier@example.com');
    await expect(linkCarrier(emulator.deps, { guid: 'device-1' })).resolves.toBeUndefined();
  });

  it('channel link answers an authentication error without a token', async () => {
    const plain = await offer('1007', 'PLAIN_OFFER');
    const error = await failureOf(linkChannelSubscription(emulator.deps, plain));
    expect(error.fields.errorType).toBe('Authentication');
    expect(describeError(error).action).toBe('reauthenticate');
  });

  it('terms check asks for sign-in without a token', async () => {
    const terms = await getTerms(emulator.deps);
    const error = await failureOf(checkTerms(emulator.deps, { accepted: terms.termsVersionId }));
    expect(error.fields.errorKey).toBe('MZFinance.TermsCheckLoginRequired');
  });
});

describe('channel offers (each branch of spec §4)', () => {
  beforeAll(() => createSignedInAccount(emulator, 'channel@example.com'));

  it('finds an offer only with its token', async () => {
    await expect(offer('1007', 'PLAIN_OFFER')).resolves.toMatchObject({
      productCode: 'PLAIN_OFFER',
      carrierName: expect.any(String),
    });
    const wrongToken = await failureOf(
      getChannelOfferParams(emulator.deps, {
        adamId: '1007',
        productCode: 'PLAIN_OFFER',
        storefront: 'usa',
        token: 'nope',
      }),
    );
    expect(describeError(wrongToken).i18nKey).toBe('linkExpired');
    const unknown = await failureOf(offer('9999', 'NOTHING'));
    expect(unknown.fields.errorKey).toBe('ChannelOfferNotFound');
  });

  it('SMS offer: verify the phone by SMS code, then linking succeeds', async () => {
    const sms = await offer('1001', 'SMS_OFFER');
    const first = await linkChannelSubscription(emulator.deps, sms);
    expect(first).toMatchObject({ action: 'verifyCarrierSms', msisdn: expect.any(String) });
    const msisdn = first.msisdn!;
    const { sessionId } = await sendChannelSms(emulator.deps, {
      msisdn,
      productCode: sms.productCode,
      carrier: sms.carrierId,
    });
    const otp = await emulator.latestCode('sms', msisdn);
    await expect(
      verifyChannelSms(emulator.deps, { msisdn, productCode: sms.productCode, otp, sessionId }),
    ).resolves.toMatchObject({ subCode: 1 });
    await expect(linkChannelSubscription(emulator.deps, sms)).resolves.toEqual(
      expect.not.objectContaining({ action: 'verifyCarrierSms' }),
    );
  });

  it('terms offer: a dialog with a terms page action until the terms are accepted', async () => {
    const termsOffer = await offer('1002', 'TERMS_OFFER');
    const first = await linkChannelSubscription(emulator.deps, termsOffer);
    expect(first.dialog?.buttons.map((button) => button.action)).toContain('termsPage');
    const terms = await getTerms(emulator.deps);
    await checkTerms(emulator.deps, { accepted: terms.termsVersionId });
    await expect(linkChannelSubscription(emulator.deps, termsOffer)).resolves.toMatchObject({
      dialog: undefined,
    });
  });

  it('other dialog, China, family and already-claimed offers', async () => {
    const dialog = await linkChannelSubscription(
      emulator.deps,
      await offer('1003', 'DIALOG_OFFER'),
    );
    expect(dialog.dialog?.buttons.every((button) => button.action !== 'termsPage')).toBe(true);
    await expect(
      linkChannelSubscription(emulator.deps, await offer('1004', 'CN_OFFER', 'chn')),
    ).resolves.toMatchObject({ showChinaSuccess: true });
    await expect(
      linkChannelSubscription(emulator.deps, await offer('1005', 'FAMILY_OFFER')),
    ).resolves.toMatchObject({
      isFamily: true,
      familySuccessUrl: expect.any(String),
    });
    const claimed = await failureOf(
      linkChannelSubscription(emulator.deps, await offer('1006', 'CLAIMED_OFFER')),
    );
    expect(describeError(claimed).i18nKey).toBe('bundleAlreadyClaimed');
  });
});

describe('channel SMS keys and limits', () => {
  const product = 'SMS_OFFER';
  const carrier = 'demo-carrier';
  let n = 0;
  const newMsisdn = () => `+1201555${String(1000 + (n += 1)).slice(-4)}`;
  const keyOf = async (promise: Promise<unknown>) =>
    (await failureOf(promise)).fields.errorMessageKey ?? (await failureOf(promise)).fields.errorKey;

  beforeAll(() => createSignedInAccount(emulator, 'sms-limits@example.com'));

  it('SmsVerificationFailedKey for a wrong code, SmsVerifyAttemptExceedsLimitKey after 5', async () => {
    const msisdn = newMsisdn();
    const { sessionId } = await sendChannelSms(emulator.deps, {
      msisdn,
      productCode: product,
      carrier,
    });
    const code = await emulator.latestCode('sms', msisdn);
    const wrong = code === '000000' ? '111111' : '000000';
    const keys: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      keys.push(
        (
          await failureOf(
            verifyChannelSms(emulator.deps, {
              msisdn,
              productCode: product,
              otp: wrong,
              sessionId,
            }),
          )
        ).fields.errorMessageKey,
      );
    }
    expect(keys.slice(0, 4)).toEqual(Array(4).fill('SmsVerificationFailedKey'));
    expect(keys[4]).toBe('SmsVerifyAttemptExceedsLimitKey');
    const afterLimit = await failureOf(
      verifyChannelSms(emulator.deps, { msisdn, productCode: product, otp: code, sessionId }),
    );
    expect(afterLimit.fields.errorMessageKey).toBe('SmsVerifyAttemptExceedsLimitKey');
    expect(describeError(afterLimit).i18nKey).toBe('maxAttemptsExceeded');
  });

  it('SmsSendingTooFrequentKey within 30 s, SmsSendingAttemptExceedsLimitKey after 5 sends in 10 minutes', async () => {
    const msisdn = newMsisdn();
    const { sessionId } = await sendChannelSms(emulator.deps, {
      msisdn,
      productCode: product,
      carrier,
    });
    expect(
      await keyOf(
        sendChannelSms(emulator.deps, { msisdn, productCode: product, carrier, sessionId }),
      ),
    ).toBe('SmsSendingTooFrequentKey');
    for (let send = 2; send <= 5; send += 1) {
      await emulator.advanceClock(31_000);
      await sendChannelSms(emulator.deps, { msisdn, productCode: product, carrier, sessionId });
    }
    await emulator.advanceClock(31_000);
    expect(
      await keyOf(
        sendChannelSms(emulator.deps, { msisdn, productCode: product, carrier, sessionId }),
      ),
    ).toBe('SmsSendingAttemptExceedsLimitKey');
  });

  it('SmsVerificationSessionExpiredKey after 10 minutes, SmsVerificationInvalidSessionKey and SendSmsInvalidSessionKey for unknown sessions', async () => {
    const msisdn = newMsisdn();
    const { sessionId } = await sendChannelSms(emulator.deps, {
      msisdn,
      productCode: product,
      carrier,
    });
    const otp = await emulator.latestCode('sms', msisdn);
    await emulator.advanceClock(10 * 60_000 + 1000);
    const expired = await failureOf(
      verifyChannelSms(emulator.deps, { msisdn, productCode: product, otp, sessionId }),
    );
    expect(expired.fields.errorMessageKey).toBe('SmsVerificationSessionExpiredKey');
    expect(describeError(expired).action).toBe('clearSession');
    expect(
      await keyOf(
        verifyChannelSms(emulator.deps, {
          msisdn,
          productCode: product,
          otp,
          sessionId: 'no-such-session',
        }),
      ),
    ).toBe('SmsVerificationInvalidSessionKey');
    expect(
      await keyOf(
        sendChannelSms(emulator.deps, {
          msisdn,
          productCode: product,
          carrier,
          sessionId: 'no-such-session',
        }),
      ),
    ).toBe('SendSmsInvalidSessionKey');
  });

  it('subCode 5 (contact support) and other subCodes from the carrier', async () => {
    for (const [msisdn, subCode] of [
      ['+12015550005', 5],
      ['+12015550002', 2],
    ] as const) {
      const { sessionId } = await sendChannelSms(emulator.deps, {
        msisdn,
        productCode: product,
        carrier,
      });
      const otp = await emulator.latestCode('sms', msisdn);
      await expect(
        verifyChannelSms(emulator.deps, { msisdn, productCode: product, otp, sessionId }),
      ).resolves.toMatchObject({ subCode });
    }
  });
});

describe('terms and privacy consent', () => {
  it('terms marketing opt-in follows the storefront; a stale version is refused', async () => {
    await expect(getTerms(emulator.deps, { cc: 'USA' })).resolves.toMatchObject({
      marketingOptIn: true,
      termsVersionId: expect.any(String),
    });
    await expect(getTerms(emulator.deps, { cc: 'KOR' })).resolves.toMatchObject({
      marketingOptIn: false,
    });
    await createSignedInAccount(emulator, 'terms@example.com');
    const stale = await failureOf(checkTerms(emulator.deps, { accepted: 'stale-version' }));
    expect(stale.fields.errorKey).toBe('TermsVersionMismatch');
  });

  it('consent is required in China until given, and again after dissent', async () => {
    emulator.signIn(undefined);
    await expect(isPrivacyConsentRequired(emulator.deps, { cc: 'USA' })).resolves.toBe(false);
    await expect(isPrivacyConsentRequired(emulator.deps, { cc: 'CHN' })).resolves.toBe(true);
    const unsigned = await failureOf(givePrivacyConsent(emulator.deps, { cc: 'CHN' }));
    expect(describeError(unsigned).action).toBe('reauthenticate');
    await createSignedInAccount(emulator, 'consent@example.com');
    await givePrivacyConsent(emulator.deps, { cc: 'CHN' });
    await expect(isPrivacyConsentRequired(emulator.deps, { cc: 'CHN' })).resolves.toBe(false);
    await withdrawPrivacyConsent(emulator.deps, { cc: 'CHN' });
    await expect(isPrivacyConsentRequired(emulator.deps, { cc: 'CHN' })).resolves.toBe(true);
  });
});
