/** Email and phone verification codes (account creation). */
import type { FastifyInstance } from 'fastify';
import { normaliseAccountName } from '../accounts';
import type { VerifyOutcome } from '../codes';
import type { Emulator } from '../context';
import { fail, invalid, ok, unsupportedStorefront } from '../envelope';
import { object, str } from '../schemas';
import { findStorefront } from '../storefronts';
import { FIELD_MAX_LENGTH } from '../fields';
import { hasInvisibleFormatting, isEmail, phoneDigits } from '../validation';

interface EmailQuery {
  email: string;
}

interface EmailValidateBody {
  email: string;
  secretCode: string;
  clientToken: string;
}

interface PhoneBody {
  countryDialCode?: string;
  phoneNumber: string;
  countryIso3Code?: string;
  featureVersion?: string;
}

interface PhoneValidateBody {
  phoneId: string;
  phoneSecretCode: string;
  deliveryMethod?: string;
  featureVersion?: string;
}

const code = str(16);

/** The verify answer of a code check, by the channel's key prefix (`Email`, `Phone`). */
function verifyAnswer(outcome: VerifyOutcome, prefix: 'Email' | 'Phone') {
  switch (outcome.kind) {
    case 'ok':
      return ok();
    case 'failed':
      return fail(`${prefix}VerificationFailedKey`);
    case 'exceeded':
      return fail(`${prefix}VerifyAttemptExceedsLimitKey`);
    default:
      return fail(`${prefix}VerificationSessionExpiredKey`);
  }
}

/** Full international digits and national digits of a phone number. */
function splitPhone(dialCode: string, number: string): { full: string; national: string } {
  const dial = phoneDigits(dialCode);
  const digits = phoneDigits(number);
  if (number.trim().startsWith('+')) {
    return { full: digits, national: digits.startsWith(dial) ? digits.slice(dial.length) : digits };
  }
  return { full: dial + digits, national: digits };
}

export function registerCodeRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, codes } = emulator;

  app.get<{ Querystring: EmailQuery }>(
    '/account/email/code',
    {
      config: { call: 'emailCodeGenerate' },
      schema: {
        querystring: object({ email: str(FIELD_MAX_LENGTH.acAccountName) }, ['email']),
      },
    },
    async (request) => {
      if (hasInvisibleFormatting(request.query.email)) {
        throw invalid('email', 'must not contain invisible formatting characters');
      }
      if (!isEmail(request.query.email.trim())) throw invalid('email', 'must be an email address');
      const email = normaliseAccountName(request.query.email, 'email');
      const outcome = codes.send({ channel: 'email', target: email, alias: email });
      await store.save();
      if (outcome.kind === 'sent') return ok({ result: true, clientToken: outcome.session.id });
      if (outcome.kind === 'tooFrequent') {
        return ok({ result: false, clientToken: outcome.session.id });
      }
      return fail('EmailSendingAttemptExceedsLimitKey');
    },
  );

  app.post<{ Body: EmailValidateBody }>(
    '/account/email/code/validate',
    {
      config: { call: 'emailCodeValidate' },
      schema: {
        body: object(
          { email: str(FIELD_MAX_LENGTH.acAccountName), secretCode: code, clientToken: str(64) },
          ['email', 'secretCode', 'clientToken'],
        ),
      },
    },
    async (request) => {
      const { email, secretCode, clientToken } = request.body;
      const outcome = codes.verify({
        channel: 'email',
        id: clientToken,
        target: normaliseAccountName(email, 'email'),
        code: secretCode,
      });
      await store.save();
      return verifyAnswer(outcome, 'Email');
    },
  );

  app.post<{ Body: PhoneBody }>(
    '/account/phone/code',
    {
      config: { call: 'phoneCodeGenerate' },
      schema: {
        body: object(
          {
            countryDialCode: str(5, { pattern: '^\\+?[0-9]{1,4}$' }),
            phoneNumber: str(32),
            countryIso3Code: str(16),
            featureVersion: str(16),
          },
          ['phoneNumber'],
        ),
      },
    },
    async (request) => {
      const { phoneNumber, countryIso3Code } = request.body;
      const storefront =
        countryIso3Code === undefined ? undefined : findStorefront(countryIso3Code);
      if (countryIso3Code !== undefined && !storefront) {
        throw unsupportedStorefront('countryIso3Code', countryIso3Code);
      }
      const countryDialCode = request.body.countryDialCode ?? storefront?.dialCode ?? '1';
      if (hasInvisibleFormatting(phoneNumber)) {
        throw invalid('phoneNumber', 'must not contain invisible formatting characters');
      }
      if (!/^\+?[\d()\- ]+$/.test(phoneNumber.trim()))
        throw invalid('phoneNumber', 'must be a phone number');
      const { full, national } = splitPhone(countryDialCode, phoneNumber);
      if (full.length < 8 || full.length > 15 || national.length < 4) {
        throw invalid('phoneNumber', 'must have 8 to 15 digits with the country code');
      }
      if (national.endsWith('0000')) {
        return { status: -1, errorMessage: 'This phone number can’t receive messages.' };
      }
      const outcome = codes.send({ channel: 'phone', target: full, alias: national });
      await store.save();
      if (outcome.kind === 'sent') return ok({ phoneId: outcome.session.id });
      if (outcome.kind === 'tooFrequent') return fail('PhoneSendingTooFrequentKey');
      return fail('PhoneSendingAttemptExceedsLimitKey');
    },
  );

  app.post<{ Body: PhoneValidateBody }>(
    '/account/phone/code/validate',
    {
      config: { call: 'phoneCodeValidate' },
      schema: {
        body: object(
          {
            phoneId: str(64),
            phoneSecretCode: code,
            deliveryMethod: str(16),
            featureVersion: str(16),
          },
          ['phoneId', 'phoneSecretCode'],
        ),
      },
    },
    async (request) => {
      const { phoneId, phoneSecretCode } = request.body;
      const outcome = codes.verify({ channel: 'phone', id: phoneId, code: phoneSecretCode });
      await store.save();
      return verifyAnswer(outcome, 'Phone');
    },
  );
}
