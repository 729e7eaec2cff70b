/**
 * The control endpoint (test and dev modes): codes, faults, clock, captcha, reset, accounts and their
 * kinds, carrier and channel links, terms acceptances, privacy consents, the clients seen and the
 * experiment configuration. The reports and the web vitals' summary: reports.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_KINDS, type AccountKind } from '../account-kinds';
import { accountTypeOf, addAccount, findAccount, issueToken } from '../accounts';
import { CALL_NAMES } from '../calls';
import type { Emulator } from '../context';
import { fail, invalid, ok, unsupportedStorefront } from '../envelope';
import {
  copyExperiment,
  defaultExperiments,
  type Experiment,
  experimentsBodySchema,
} from '../experiments';
import { ENVELOPE_FAULT_STATUSES, type FaultSpec, faultProblem } from '../faults';
import { object, oneOf, str } from '../schemas';
import type { CodeChannel } from '../store';
import { findStorefront } from '../storefronts';
import { isEmail, isPhoneNumber, phoneDigits } from '../validation';

interface LatestQuery {
  channel: CodeChannel;
  target: string;
  productCode?: string;
}

interface AccountBody {
  accountName: string;
  password: string;
  firstName?: string;
  lastName?: string;
  birthday?: string;
  storefront?: string;
}

interface AccountKindBody {
  accountName: string;
  kind?: AccountKind;
}

const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum });

const faultSchema = object(
  {
    call: str(64, { enum: [...CALL_NAMES, 'bag'] }),
    count: int(1, 1000),
    latencyMs: int(0, 60_000),
    httpStatus: int(200, 599),
    malformedBody: { type: 'boolean' },
    hang: { type: 'boolean' },
    drop: { type: 'boolean' },
    errorKey: str(128, { minLength: 1 }),
    envelopeStatus: { type: 'integer', enum: [...ENVELOPE_FAULT_STATUSES] },
    // Any JSON object (not an array, not null); its size is checked after the schema (faultProblem).
    answer: { type: 'object' },
  },
  ['call'],
);

export function registerControlRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock, codes, faults, settings, clients } = emulator;

  app.get<{ Querystring: LatestQuery }>(
    '/__control/codes/latest',
    {
      schema: {
        querystring: object(
          { channel: oneOf(['email', 'phone', 'sms']), target: str(254), productCode: str(64) },
          ['channel', 'target'],
        ),
      },
    },
    async (request) => {
      const { channel, productCode } = request.query;
      const raw = request.query.target;
      const target = channel === 'email' ? raw.trim().toLowerCase() : phoneDigits(raw);
      const wanted = channel === 'sms' && productCode ? `${target}|${productCode}` : target;
      const session = codes.latest(channel, wanted);
      if (!session) return fail('CodeNotFound');
      return ok({ code: session.code, id: session.id, sentAt: session.issuedAt });
    },
  );

  app.get('/__control/faults', async () => ok({ faults: faults.list() }));

  app.post<{ Body: FaultSpec }>(
    '/__control/faults',
    { schema: { body: faultSchema } },
    async (request) => {
      const problem = faultProblem(request.body);
      if (problem) throw invalid(problem.field, problem.problem);
      faults.add(request.body);
      return ok({ faults: faults.list() });
    },
  );

  app.delete('/__control/faults', async () => {
    faults.clear();
    return ok();
  });

  app.get('/__control/clock', async () => ok({ now: clock.now(), offsetMs: clock.offset() }));

  app.post<{ Body: { advanceMs: number } }>(
    '/__control/clock',
    { schema: { body: object({ advanceMs: int(0, 10 * 365 * 24 * 3_600_000) }, ['advanceMs']) } },
    async (request) => {
      clock.advance(request.body.advanceMs);
      return ok({ now: clock.now(), offsetMs: clock.offset() });
    },
  );

  app.post<{ Body: { required: boolean } }>(
    '/__control/captcha',
    { schema: { body: object({ required: { type: 'boolean' } }, ['required']) } },
    async (request) => {
      settings.captchaRequired = request.body.required;
      return ok({ required: settings.captchaRequired });
    },
  );

  app.post('/__control/reset', async () => {
    await store.reset();
    faults.clear();
    clock.reset();
    settings.captchaRequired = false;
    settings.experiments = defaultExperiments();
    clients.clear();
    return ok();
  });

  app.get('/__control/carrier-links', async () => {
    const names = new Map(store.data.accounts.map((a) => [a.dsid, a.accountName]));
    // Oldest first; links made at the same time keep the order they were made in (a stable sort).
    const links = [...store.data.carrierLinks]
      .sort((a, b) => a.at - b.at)
      .map((link) => ({
        dsid: link.dsid,
        accountName: names.get(link.dsid) ?? null,
        guid: link.guid,
        at: link.at,
      }));
    return ok({ links });
  });

  app.get('/__control/channel-links', async () => {
    const names = new Map(store.data.accounts.map((a) => [a.dsid, a.accountName]));
    // Oldest first; links made at the same time keep the order they were made in (a stable sort).
    const links = [...store.data.channelLinks]
      .sort((a, b) => a.at - b.at)
      .map((link) => ({
        dsid: link.dsid,
        accountName: names.get(link.dsid) ?? null,
        productCode: link.productCode,
        offerId: link.offerId,
        at: link.at,
      }));
    return ok({ links });
  });

  app.get('/__control/terms-acceptances', async () => {
    const names = new Map(store.data.accounts.map((a) => [a.dsid, a.accountName]));
    // Oldest first (a stable sort: acceptances at the same time keep their order).
    const acceptances = [...store.data.termsAcceptances]
      .sort((a, b) => a.at - b.at)
      .map((t) => ({
        dsid: t.dsid,
        accountName: names.get(t.dsid) ?? null,
        termsVersionId: t.termsVersionId,
        marketing: t.marketing ?? null,
        ...(t.cc === undefined ? {} : { cc: t.cc }),
        at: t.at,
      }));
    return ok({ acceptances });
  });

  app.get('/__control/consents', async () => {
    const names = new Map(store.data.accounts.map((a) => [a.dsid, a.accountName]));
    // Oldest first (a stable sort); one record per account and storefront, its latest answer.
    const consents = [...store.data.consents]
      .sort((a, b) => a.at - b.at)
      .map((c) => ({
        dsid: c.dsid,
        accountName: names.get(c.dsid) ?? null,
        cc: c.cc,
        consented: c.consented,
        termsVersionId: c.termsVersionId ?? null,
        at: c.at,
      }));
    return ok({ consents });
  });

  app.post<{ Body: AccountBody }>(
    '/__control/accounts',
    {
      schema: {
        body: object(
          {
            accountName: str(254, { minLength: 1 }),
            password: str(128, { minLength: 1 }),
            firstName: str(64),
            lastName: str(64),
            birthday: str(10),
            storefront: str(16),
          },
          ['accountName', 'password'],
        ),
      },
    },
    async (request) => {
      const body = request.body;
      const type = accountTypeOf(body.accountName);
      if (type === 'email' ? !isEmail(body.accountName) : !isPhoneNumber(body.accountName)) {
        throw invalid('accountName', 'must be an email address or a phone number');
      }
      const storefront = findStorefront(body.storefront ?? 'USA');
      if (!storefront) throw unsupportedStorefront('storefront', body.storefront ?? '');
      if (findAccount(store, body.accountName))
        return fail(
          'AccountNameTaken',
          'An account with this email or phone number already exists.',
        );
      const now = clock.now();
      const account = addAccount(
        store,
        {
          accountName: body.accountName,
          accountType: type,
          password: body.password,
          firstName: body.firstName ?? 'Test',
          lastName: body.lastName ?? 'User',
          birthday: body.birthday ?? '1990-01-01',
          storefront: storefront.code,
          marketing: false,
          restrictedAccountType: null,
          phoneNumber: type === 'phone' ? phoneDigits(body.accountName) : null,
        },
        now,
      );
      const token = issueToken(store, account.dsid, now);
      await store.save();
      return ok({ dsid: account.dsid, accountName: account.accountName, token });
    },
  );

  app.post<{ Body: AccountKindBody }>(
    '/__control/accounts/kind',
    {
      schema: {
        body: object({ accountName: str(254, { minLength: 1 }), kind: oneOf(ACCOUNT_KINDS) }, [
          'accountName',
        ]),
      },
    },
    async (request) => {
      const account = findAccount(store, request.body.accountName);
      if (!account) return fail('NoAccountFound');
      const kind = request.body.kind ?? 'supported';
      account.kind = kind;
      await store.save();
      return ok({ accountName: account.accountName, kind });
    },
  );

  app.get('/__control/clients', async () => ok({ clients: clients.list() }));

  const experimentsAnswer = () => ok({ experiments: settings.experiments.map(copyExperiment) });

  app.post<{ Body: { experiments: Experiment[] } }>(
    '/__control/experiments',
    { schema: { body: experimentsBodySchema } },
    async (request) => {
      settings.experiments = request.body.experiments.map(copyExperiment);
      return experimentsAnswer();
    },
  );

  app.delete('/__control/experiments', async () => {
    settings.experiments = defaultExperiments();
    return experimentsAnswer();
  });
}
