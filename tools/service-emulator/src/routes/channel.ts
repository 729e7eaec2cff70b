/** Channel (carrier offer) linking: offer parameters, link, and the carrier SMS code. */
import type { FastifyInstance } from 'fastify';
import type { Emulator } from '../context';
import { fail, invalid, ok } from '../envelope';
import { EXPIRED_LINK_ANSWER, findOffer, linkAnswer, offerByLinkParams } from '../offers';
import { object, str } from '../schemas';
import { keepLast, LIMITS } from '../store';
import { isPhoneNumber, phoneDigits } from '../validation';

interface OfferQuery {
  a: string;
  p: string;
  c: string;
  t?: string;
}

interface LinkBody {
  linkParams: string;
  productCode: string;
}

interface SendBody {
  msisdn: string;
  productCode: string;
  carrier: string;
  sessionId?: string;
}

interface VerifyBody {
  msisdn: string;
  productCode: string;
  otp: string;
  sessionId?: string;
}

const productCode = str(64, { minLength: 1 });
const sessionId = str(64);

function msisdnOf(value: string): string {
  if (!isPhoneNumber(value)) throw invalid('msisdn', 'must be a phone number of 8 to 15 digits');
  return phoneDigits(value);
}

export function registerChannelRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock, codes } = emulator;

  app.get<{ Querystring: OfferQuery }>(
    '/channel/offer',
    {
      config: { call: 'channelOfferParams' },
      schema: {
        querystring: object({ a: str(32), p: str(64), c: str(16), t: str(256) }, ['a', 'p', 'c']),
      },
    },
    async (request) => {
      const { a, p, c, t } = request.query;
      const offer = findOffer(a, p, c);
      if (!offer) return fail('ChannelOfferNotFound');
      if (t !== offer.token) return fail('MEDIA_LINK_INVALID_SESSION');
      // The expired offer's link token is known but its link has expired: the same answer.
      if (offer.kind === 'expired') return { ...EXPIRED_LINK_ANSWER };
      const { carrierId, carrierName, productName, linkParams, isFamily } = offer;
      return ok({
        offer: {
          carrierId,
          carrierName,
          productCode: offer.productCode,
          productName,
          linkParams,
          isFamily,
        },
      });
    },
  );

  app.post<{ Body: LinkBody }>(
    '/channel/link',
    {
      config: { call: 'channelLink' },
      schema: {
        body: object({ linkParams: str(512), productCode }, ['linkParams', 'productCode']),
      },
    },
    async (request) => {
      const account = request.account;
      if (!account) return fail('Authentication', undefined, { errorType: 'Authentication' });
      const offer = offerByLinkParams(request.body.linkParams, request.body.productCode);
      if (!offer) return fail('ChannelOfferNotFound');
      const { answer, linked } = linkAnswer(offer, account, store.data);
      if (linked) {
        const links = store.data.channelLinks;
        if (!links.some((l) => l.dsid === account.dsid && l.productCode === offer.productCode)) {
          links.push({
            dsid: account.dsid,
            productCode: offer.productCode,
            offerId: offer.adamId,
            at: clock.now(),
          });
          keepLast(links, LIMITS.verifications);
          await store.save();
        }
      }
      return answer;
    },
  );

  app.post<{ Body: SendBody }>(
    '/channel/sms/send',
    {
      config: { call: 'channelSendSms' },
      schema: {
        body: object(
          { msisdn: str(32), productCode, carrier: str(64, { minLength: 1 }), sessionId },
          ['msisdn', 'productCode', 'carrier'],
        ),
      },
    },
    async (request) => {
      const msisdn = msisdnOf(request.body.msisdn);
      const outcome = codes.send({
        channel: 'sms',
        target: `${msisdn}|${request.body.productCode}`,
        alias: msisdn,
        sessionId: request.body.sessionId,
        // 5 sends in 10 minutes and 30 s between sends are per number, whatever the product.
        limitBy: 'alias',
      });
      await store.save();
      switch (outcome.kind) {
        case 'sent':
          return ok({ sessionId: outcome.session.id });
        case 'invalidSession':
          return fail('SendSmsInvalidSessionKey');
        case 'tooFrequent':
          return fail('SmsSendingTooFrequentKey');
        default:
          return fail('SmsSendingAttemptExceedsLimitKey');
      }
    },
  );

  app.post<{ Body: VerifyBody }>(
    '/channel/sms/verify',
    {
      config: { call: 'channelVerifySms' },
      schema: {
        body: object({ msisdn: str(32), productCode, otp: str(16), sessionId }, [
          'msisdn',
          'productCode',
          'otp',
        ]),
      },
    },
    async (request) => {
      const account = request.account;
      if (!account) return fail('Authentication', undefined, { errorType: 'Authentication' });
      const msisdn = msisdnOf(request.body.msisdn);
      const { productCode: product, otp } = request.body;
      const outcome = codes.verify({
        channel: 'sms',
        id: request.body.sessionId,
        target: `${msisdn}|${product}`,
        code: otp,
      });
      await store.save();
      switch (outcome.kind) {
        case 'unknownSession':
          return fail('SmsVerificationInvalidSessionKey');
        case 'expired':
          return fail('SmsVerificationSessionExpiredKey');
        case 'failed':
          return fail('SmsVerificationFailedKey');
        case 'exceeded':
          return fail('SmsVerifyAttemptExceedsLimitKey');
      }
      const sessionId = outcome.session.id;
      if (msisdn.endsWith('0005')) return ok({ subCode: 5, sessionId });
      if (msisdn.endsWith('0002')) return ok({ subCode: 2, sessionId });
      // The same session verified again (same id, same code) answers success again, once recorded.
      if (outcome.again) return ok({ subCode: 1, sessionId });
      const verified = store.data.smsVerified;
      verified.push({ msisdn, productCode: product, dsid: account.dsid, at: clock.now() });
      keepLast(verified, LIMITS.verifications);
      await store.save();
      return ok({ subCode: 1, sessionId });
    },
  );
}
