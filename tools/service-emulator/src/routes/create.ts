/** Account creation (v2, and v3 for android-tv which also requires `guid`). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addAccount, findAccount, issueToken, normaliseAccountName } from '../accounts';
import type { Emulator } from '../context';
import { fail, ok } from '../envelope';
import { type PageShape } from '../fields';
import { resolvePage } from '../pages';
import { oneOf, str, stringMap } from '../schemas';
import type { AccountType } from '../store';
import {
  asFieldResult,
  type FieldResult,
  phoneDigits,
  validateCredentials,
  validateProfile,
} from '../validation';
import {
  credentialProperties,
  type FormBody,
  pageHintProperties,
  profileTextProperties,
} from './account';

interface CreateBody extends FormBody {
  acAccountName: string;
  acAccountPassword: string;
  accountType: AccountType;
  paymentMethodType?: 'none';
  phoneNumber?: string;
  phoneId?: string;
  phoneOfficeNumber?: string;
  captchaToken?: string;
}

const createProperties = {
  ...pageHintProperties,
  ...profileTextProperties,
  ...credentialProperties,
  accountType: oneOf(['email', 'phone']),
  paymentMethodType: oneOf(['none']),
  featureVersion: str(16),
  machineGUID: str(128),
  guid: str(128, { minLength: 1 }),
  xAppleActionSignature: str(4096),
  phoneNumber: str(32),
  phoneId: str(64),
  phoneSecretCode: str(16),
  deliveryMethod: str(16),
  phoneOfficeNumber: str(32),
  captchaToken: str(4096),
};

const required = ['acAccountName', 'acAccountPassword', 'accountType'];

/** A phone number field: 6–15 digits once brackets, hyphens, spaces and `+` are removed. */
function phoneField(id: string, value: string | undefined, out: FieldResult[]): void {
  if (value === undefined || value.trim() === '') {
    out.push({
      propertyName: id,
      errorString: 'FieldRequired',
      localizedMessage: 'Enter a phone number.',
    });
  } else if (!/^\+?\d{6,15}$/.test(value.replace(/[()\- ]/g, ''))) {
    out.push({
      propertyName: id,
      errorString: 'InvalidPhoneNumber',
      localizedMessage: 'Enter a valid phone number.',
    });
  }
}

export function registerCreateRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock, codes, settings } = emulator;

  /** Every rule of fields, credentials and phone numbers, in one list. */
  function validateAll(page: PageShape, body: CreateBody, storefrontKnown: boolean): FieldResult[] {
    const results = validateProfile(page, body, clock.now(), storefrontKnown);
    const credentials = validateCredentials(page, {
      accountName: body.acAccountName,
      password: body.acAccountPassword,
      accountType: body.accountType,
      isTaken: (name) => findAccount(store, name) !== undefined,
    });
    results.push(...credentials.map(asFieldResult));
    if (body.accountType === 'phone') phoneField('phoneNumber', body.phoneNumber, results);
    if (body.accountType === 'email' && page.storefront.code === 'CHN') {
      phoneField('phoneOfficeNumber', body.phoneOfficeNumber, results);
    }
    return results;
  }

  /** The full number (digits with country code) `phoneId` verified, when it is this account's number. */
  function verifiedPhone(body: CreateBody): string | undefined {
    if (!body.phoneId) return undefined;
    const numbers = [phoneDigits(body.acAccountName), phoneDigits(body.phoneNumber ?? '')];
    return numbers
      .filter((n) => n !== '')
      .map((n) => codes.verification('phone', n, body.phoneId))
      .find((v) => v !== undefined)?.target;
  }

  const handler = async (body: CreateBody) => {
    const pageUUID = body.pageUUID ?? randomUUID();
    const { page, storefrontKnown } = resolvePage(store, body);
    const errors = validateAll(page, body, storefrontKnown);
    if (errors.length > 0) return fail('ValidationFailed', undefined, { pageUUID, errors });
    const failure = (key: string) => fail(key, undefined, { pageUUID, errors: [] });
    if (settings.captchaRequired && !body.captchaToken) return failure('CaptchaRequired');
    const email = normaliseAccountName(body.acAccountName, 'email');
    if (body.accountType === 'email' && !codes.verification('email', email)) {
      return failure('EmailNotVerified');
    }
    const phone = body.accountType === 'phone' ? verifiedPhone(body) : undefined;
    if (body.accountType === 'phone' && !phone) return failure('PhoneNotVerified');

    const now = clock.now();
    const account = addAccount(
      store,
      {
        accountName: phone ? `+${phone}` : body.acAccountName,
        accountType: body.accountType,
        password: body.acAccountPassword,
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        birthday: body.birthday ?? '',
        storefront: page.storefront.code,
        marketing: body.marketing === '1',
        restrictedAccountType: page.restrictedAccountType,
        phoneNumber: phone ?? null,
      },
      now,
    );
    const token = issueToken(store, account.dsid, now);
    await store.save();
    return ok({
      pageUUID,
      errors: [],
      result: { details: { dsid: account.dsid, accountName: account.accountName, token } },
    });
  };

  app.post<{ Body: CreateBody }>(
    '/v2/account/create',
    {
      config: { call: 'createAccountV2' },
      schema: { body: stringMap(createProperties, required) },
    },
    async (request) => handler(request.body),
  );

  app.post<{ Body: CreateBody }>(
    '/v3/account/create',
    {
      config: { call: 'createAccountV3' },
      schema: { body: stringMap(createProperties, [...required, 'guid']) },
    },
    async (request) => handler(request.body),
  );
}
