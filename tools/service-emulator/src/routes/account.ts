/** Create-account page calls: fields, options, field validation and credential validation. */
import type { FastifyInstance } from 'fastify';
import { findAccount } from '../accounts';
import type { Emulator } from '../context';
import { fail, ok, unsupportedStorefront } from '../envelope';
import {
  buildFields,
  CONTEXTS,
  type CreateContext,
  RESTRICTED_ACCOUNT_TYPES,
  type RestrictedAccountType,
} from '../fields';
import { issuePage, resolvePage } from '../pages';
import { flag, object, oneOf, str, stringMap, typedText } from '../schemas';
import { findStorefront, legalLinks, storefrontSummaries } from '../storefronts';
import { validateCredentials, validateProfile } from '../validation';

interface FieldsQuery {
  context: CreateContext;
  addressOfficialCountryCode?: string;
  restrictedAccountType?: RestrictedAccountType;
  simpleCarrierBundling?: '1' | '0';
  isVideoEverywhere?: '1' | '0';
}

/** The hints a validate or create form may carry to choose its page (besides pageUUID). */
export const pageHintProperties = {
  pageUUID: str(64),
  addressOfficialCountryCode: str(16),
  context: oneOf(CONTEXTS),
  restrictedAccountType: oneOf(RESTRICTED_ACCOUNT_TYPES),
};

/**
 * The values a person types: taken up to the body limit so that a value over its field's limit
 * (FIELD_MAX_LENGTH) answers a `TooLong` validation result, not InvalidRequest.
 */
export const credentialProperties = {
  acAccountName: typedText,
  acAccountPassword: typedText,
};
export const profileTextProperties = {
  firstName: typedText,
  lastName: typedText,
  birthday: typedText,
};

export type FormBody = Record<string, string | undefined> & {
  pageUUID?: string;
  addressOfficialCountryCode?: string;
  context?: CreateContext;
  restrictedAccountType?: RestrictedAccountType;
};

interface CredentialsBody extends FormBody {
  acAccountName: string;
  acAccountPassword: string;
  accountType?: 'email' | 'phone';
}

export function registerAccountRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock, settings } = emulator;

  app.get<{ Querystring: FieldsQuery }>(
    '/account/create/fields',
    {
      config: { call: 'createAccountFields' },
      schema: {
        querystring: object(
          {
            context: oneOf(CONTEXTS),
            addressOfficialCountryCode: str(16),
            restrictedAccountType: oneOf(RESTRICTED_ACCOUNT_TYPES),
            simpleCarrierBundling: flag,
            isVideoEverywhere: flag,
          },
          ['context'],
        ),
      },
    },
    async (request) => {
      const { context, restrictedAccountType } = request.query;
      const code = request.query.addressOfficialCountryCode ?? 'USA';
      const storefront = findStorefront(code);
      if (!storefront) throw unsupportedStorefront('addressOfficialCountryCode', code);
      const page = { storefront, context, restrictedAccountType: restrictedAccountType ?? null };
      const pageUUID = issuePage(store, page, clock.now());
      await store.save();
      return ok({
        storefront: storefront.code,
        pageUUID,
        captchaRequired: settings.captchaRequired,
        fields: buildFields(page),
        links: legalLinks(storefront),
      });
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    '/account/create/options',
    { config: { call: 'createAccountOptions' }, schema: { querystring: stringMap() } },
    async (request) =>
      ok({
        storefronts: storefrontSummaries(),
        restrictedAccountTypes: [...RESTRICTED_ACCOUNT_TYPES],
        contactTypes: ['email', 'phone'],
        query: Object.fromEntries(Object.entries(request.query)),
      }),
  );

  app.post<{ Body: FormBody }>(
    '/account/create/validate',
    {
      config: { call: 'validateFields' },
      schema: {
        body: stringMap({
          ...pageHintProperties,
          ...profileTextProperties,
          // Ignored by validateFields, but a long one must not make the call InvalidRequest.
          ...credentialProperties,
        }),
      },
    },
    async (request) => {
      const { page, storefrontKnown } = resolvePage(store, request.body);
      const results = validateProfile(page, request.body, clock.now(), storefrontKnown);
      return results.length === 0
        ? ok()
        : fail('ValidationFailed', undefined, { validationResults: results });
    },
  );

  app.post<{ Body: CredentialsBody }>(
    '/account/create/validate-credentials',
    {
      config: { call: 'validateCredentials' },
      schema: {
        body: object(
          {
            ...pageHintProperties,
            ...credentialProperties,
            accountType: oneOf(['email', 'phone']),
          },
          ['acAccountName', 'acAccountPassword'],
        ),
      },
    },
    async (request) => {
      const { page } = resolvePage(store, request.body);
      const results = validateCredentials(page, {
        accountName: request.body.acAccountName,
        password: request.body.acAccountPassword,
        accountType: request.body.accountType,
        isTaken: (name) => findAccount(store, name) !== undefined,
      });
      return results.length === 0
        ? ok()
        : fail('ValidationFailed', undefined, { validationResults: results });
    },
  );
}
