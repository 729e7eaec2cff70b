import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACCOUNT_KINDS, KIND_CHECKED_CALLS, UNSUPPORTED_KIND_ERRORS } from '../account-kinds';
import { buildEmulator } from '../server';
import { type Harness, type Json, auth, sharedHarness, parse } from './helpers';

/** The contract, written out here (not read from the source): each unsupported kind's error key. */
const KIND_ERRORS = {
  volumePurchaseBuyer: 'Unauthorized',
  volumePurchaseManager: 'Unauthorized',
  volumeEducationShopper: 'Unauthorized',
  volumeEnterpriseShopper: 'Unauthorized',
  conversionRequired: 'IneligibleStorefront',
  managed: 'Unauthorized',
  specialEducation: 'Unauthorized',
  securityUpgradeRequired: 'IneligibleStorefront',
  lite: 'Unauthorized',
  dormant: 'NoAccountFound',
} as const;

type Kind = keyof typeof KIND_ERRORS;
const KINDS = Object.keys(KIND_ERRORS) as Kind[];

const MESSAGES: Record<string, string> = {
  NoAccountFound: 'No account was found.',
  IneligibleStorefront: "This account can't be used in this storefront.",
  Unauthorized: "This account can't use this feature.",
};

/** Exactly the envelope a marked account's checked call answers. */
function refusal(kind: Kind): Json {
  const errorKey = KIND_ERRORS[kind];
  return { status: -1, errorKey, errorMessageKey: errorKey, errorMessage: MESSAGES[errorKey] };
}

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

const ACCOUNT = 'kind@example.com';
const MSISDN = '15555550100';

function post(
  app: FastifyInstance,
  url: string,
  encoding: 'json' | 'form',
  body: Record<string, string>,
  token?: string,
): Promise<LightMyRequestResponse> {
  return encoding === 'json'
    ? app.inject({ method: 'POST', url, headers: auth(token), payload: body })
    : app.inject({
        method: 'POST',
        url,
        headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
}

const setKind = (body: Json) => h.control('POST', '/__control/accounts/kind', body);

interface CheckedCall {
  path: string;
  encoding: 'json' | 'form';
  /** Run while the account is still supported (an offer's linkParams, an SMS code to verify). */
  prepare?: (token: string) => Promise<Record<string, string>>;
  body: (prepared: Record<string, string>) => Record<string, string>;
  /** The normal answer for a supported account. */
  normal: (prepared: Record<string, string>) => Json;
  /** What the call stores, read back through the control endpoint (or a call that shows it). */
  recorded: (token: string) => Promise<unknown>;
}

const smsBody = { msisdn: MSISDN, productCode: 'SMS_OFFER' };

const CHECKED: Record<string, CheckedCall> = {
  linkCarrier: {
    path: '/carrier/link',
    encoding: 'json',
    body: () => ({ guid: 'device-1' }),
    normal: () => ({ status: 0 }),
    recorded: async () => (await h.control('GET', '/__control/carrier-links')).links,
  },
  channelLink: {
    path: '/channel/link',
    encoding: 'json',
    async prepare() {
      const { offer } = (await h.get('/channel/offer?a=1007&p=PLAIN_OFFER&c=usa&t=demo-token')) as {
        offer: Json;
      };
      return { linkParams: offer.linkParams as string };
    },
    body: ({ linkParams }) => ({ linkParams: linkParams ?? '', productCode: 'PLAIN_OFFER' }),
    normal: () => ({ status: 0 }),
    recorded: async () => (await h.control('GET', '/__control/channel-links')).links,
  },
  channelSendSms: {
    path: '/channel/sms/send',
    encoding: 'json',
    body: () => ({ ...smsBody, carrier: 'DEMO_TEL' }),
    normal: () => ({ status: 0, sessionId: expect.any(String) as unknown }),
    recorded: () =>
      h.control(
        'GET',
        `/__control/codes/latest?channel=sms&target=${MSISDN}&productCode=SMS_OFFER`,
      ),
  },
  channelVerifySms: {
    path: '/channel/sms/verify',
    encoding: 'json',
    async prepare(token) {
      const sent = await h.json('/channel/sms/send', { ...smsBody, carrier: 'DEMO_TEL' }, token);
      expect(sent).toMatchObject({ status: 0 });
      return { sessionId: sent.sessionId as string, otp: await h.code('sms', MSISDN) };
    },
    body: ({ sessionId, otp }) => ({ ...smsBody, otp: otp ?? '', sessionId: sessionId ?? '' }),
    normal: ({ sessionId }) => ({ status: 0, subCode: 1, sessionId }),
    // Until the msisdn is verified the SMS offer asks for verification; once verified it links.
    async recorded(token) {
      const { offer } = (await h.get('/channel/offer?a=1001&p=SMS_OFFER&c=usa&t=demo-token')) as {
        offer: Json;
      };
      return h.json(
        '/channel/link',
        { linkParams: offer.linkParams, productCode: 'SMS_OFFER' },
        token,
      );
    },
  },
  termsCheck: {
    path: '/terms/check',
    encoding: 'form',
    body: () => ({ accepted: '42', marketing: '1' }),
    normal: () => ({ status: 0 }),
    recorded: async () => (await h.control('GET', '/__control/terms-acceptances')).acceptances,
  },
  privacyConsent: {
    path: '/privacy/consent',
    encoding: 'form',
    body: () => ({ cc: 'CHN' }),
    normal: () => ({ status: 0 }),
    recorded: async () => (await h.control('GET', '/__control/consents')).consents,
  },
  privacyDissent: {
    path: '/privacy/dissent',
    encoding: 'form',
    body: () => ({ cc: 'CHN' }),
    normal: () => ({ status: 0 }),
    recorded: async () => (await h.control('GET', '/__control/consents')).consents,
  },
};

const CHECKED_NAMES = Object.keys(CHECKED);

function checked(name: string): CheckedCall {
  const spec = CHECKED[name];
  if (!spec) throw new Error(`no checked call ${name}`);
  return spec;
}

async function call(name: string, token: string, prepared: Record<string, string>) {
  const spec = checked(name);
  return post(h.app, spec.path, spec.encoding, spec.body(prepared), token);
}

describe('the kinds and the calls they apply to', () => {
  it('maps each unsupported kind to its error key; `supported` plus the ten kinds are known', () => {
    expect(UNSUPPORTED_KIND_ERRORS).toEqual(KIND_ERRORS);
    expect([...ACCOUNT_KINDS]).toEqual(['supported', ...KINDS]);
  });

  it('checks exactly the seven signed-in linking calls', () => {
    expect([...KIND_CHECKED_CALLS].sort()).toEqual([...CHECKED_NAMES].sort());
    expect(CHECKED_NAMES).toHaveLength(7);
  });
});

describe('POST /__control/accounts/kind', () => {
  it('marks an account by its name as the calls compare it and answers the stored name', async () => {
    await h.account(ACCOUNT);
    expect(await setKind({ accountName: 'Kind@Example.COM', kind: 'dormant' })).toEqual({
      status: 0,
      accountName: ACCOUNT,
      kind: 'dormant',
    });
    await h.control('POST', '/__control/accounts', {
      accountName: '+12015550177',
      password: 'Passw0rd',
    });
    // A phone account found by its national number.
    expect(await setKind({ accountName: '2015550177', kind: 'lite' })).toEqual({
      status: 0,
      accountName: '+12015550177',
      kind: 'lite',
    });
  });

  it.each(KINDS)('takes %s', async (kind) => {
    await h.account(ACCOUNT);
    expect(await setKind({ accountName: ACCOUNT, kind })).toEqual({
      status: 0,
      accountName: ACCOUNT,
      kind,
    });
  });

  it('`supported` or no kind clears the mark', async () => {
    await h.account(ACCOUNT);
    await setKind({ accountName: ACCOUNT, kind: 'managed' });
    expect(await setKind({ accountName: ACCOUNT, kind: 'supported' })).toEqual({
      status: 0,
      accountName: ACCOUNT,
      kind: 'supported',
    });
    await setKind({ accountName: ACCOUNT, kind: 'managed' });
    expect(await setKind({ accountName: ACCOUNT })).toEqual({
      status: 0,
      accountName: ACCOUNT,
      kind: 'supported',
    });
  });

  it('an unknown account answers NoAccountFound (HTTP 200) and marks nothing', async () => {
    const { token } = await h.account(ACCOUNT);
    const res = await h.app.inject({
      method: 'POST',
      url: '/__control/accounts/kind',
      payload: { accountName: 'nobody@example.com', kind: 'dormant' },
    });
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual({
      status: -1,
      errorKey: 'NoAccountFound',
      errorMessageKey: 'NoAccountFound',
      errorMessage: 'No account was found.',
    });
    expect(await h.json('/carrier/link', { guid: 'device-1' }, token)).toEqual({ status: 0 });
  });

  it('after reset the account is gone: NoAccountFound', async () => {
    await h.account(ACCOUNT);
    await h.control('POST', '/__control/reset');
    expect(await setKind({ accountName: ACCOUNT, kind: 'dormant' })).toMatchObject({
      status: -1,
      errorKey: 'NoAccountFound',
    });
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', { accountName: ACCOUNT, kind: 'vip' }, 'kind'],
    ['a kind in another letter case', { accountName: ACCOUNT, kind: 'Dormant' }, 'kind'],
    ['an empty kind', { accountName: ACCOUNT, kind: '' }, 'kind'],
    ['a null kind', { accountName: ACCOUNT, kind: null }, 'kind'],
    ['a kind that is not a string', { accountName: ACCOUNT, kind: 3 }, 'kind'],
    ['no accountName', { kind: 'dormant' }, 'accountName'],
    ['an empty accountName', { accountName: '', kind: 'dormant' }, 'accountName'],
    [
      'an accountName over 254 characters',
      { accountName: `${'a'.repeat(250)}@x.yz` },
      'accountName',
    ],
  ])('%s is 400 InvalidRequest naming the field; nothing changes', async (_, body, field) => {
    const { token } = await h.account(ACCOUNT);
    await setKind({ accountName: ACCOUNT, kind: 'lite' });
    const res = await h.app.inject({
      method: 'POST',
      url: '/__control/accounts/kind',
      payload: body as object,
    });
    expect(res.statusCode).toBe(400);
    const answer = parse(res);
    expect(answer).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    expect(answer.errorMessage).toContain(`"${field}"`);
    // Still the kind set before.
    expect(await h.json('/carrier/link', { guid: 'device-1' }, token)).toEqual(refusal('lite'));
  });
});

describe('a marked account on the checked calls', () => {
  const cases = KINDS.flatMap((kind) => CHECKED_NAMES.map((name) => [kind, name] as const));

  it.each(cases)('%s: %s answers its error (HTTP 200) and stores nothing', async (kind, name) => {
    const spec = checked(name);
    const { token } = await h.account(ACCOUNT);
    const prepared = (await spec.prepare?.(token)) ?? {};
    const before = await spec.recorded(token);
    await setKind({ accountName: ACCOUNT, kind });

    const res = await call(name, token, prepared);
    expect(res.statusCode).toBe(200);
    const body = parse(res);
    expect(body).toEqual(refusal(kind));
    expect(Object.keys(body)).toEqual(['status', 'errorKey', 'errorMessageKey', 'errorMessage']);

    await setKind({ accountName: ACCOUNT });
    expect(await spec.recorded(token)).toEqual(before);
  });

  it.each(CHECKED_NAMES)('%s: refused before the body is read', async (name) => {
    const spec = checked(name);
    const { token } = await h.account(ACCOUNT);
    const garbage = (t: string) =>
      h.app.inject({
        method: 'POST',
        url: spec.path,
        headers: { ...auth(t), 'content-type': 'application/json' },
        payload: 'not a body',
      });
    expect((await garbage(token)).statusCode).toBe(400);
    await setKind({ accountName: ACCOUNT, kind: 'conversionRequired' });
    const res = await garbage(token);
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual(refusal('conversionRequired'));
  });

  it('refuses every token of the account (a new sign-in too) under every host root', async () => {
    await h.account(ACCOUNT);
    await setKind({ accountName: ACCOUNT, kind: 'securityUpgradeRequired' });
    const signIn = await h.json('/auth/sign-in', { accountName: ACCOUNT, password: 'Passw0rd' });
    expect(signIn).toMatchObject({ status: 0, token: expect.any(String) });
    for (const root of ['', '/business', '/education', '/shared-business', '/shared-education']) {
      expect(
        await h.json(`${root}/carrier/link`, { guid: 'device-1' }, signIn.token as string),
      ).toEqual(refusal('securityUpgradeRequired'));
    }
  });

  it('marks one account only: another account links normally', async () => {
    await h.account(ACCOUNT);
    const other = await h.account('other@example.com');
    await setKind({ accountName: ACCOUNT, kind: 'dormant' });
    expect(await h.json('/carrier/link', { guid: 'device-2' }, other.token)).toEqual({ status: 0 });
  });

  it('without a valid token the sign-in failure answers as before', async () => {
    await h.account(ACCOUNT);
    await setKind({ accountName: ACCOUNT, kind: 'dormant' });
    expect(await h.json('/carrier/link', { guid: 'device-1' })).toMatchObject({
      errorKey: 'MZCommerce.NoAuthorization',
    });
    expect(await h.form('/terms/check', { accepted: '42' }, 'unknown-token')).toMatchObject({
      errorKey: 'MZFinance.TermsCheckLoginRequired',
    });
  });

  it('an injected fault still comes first', async () => {
    const { token } = await h.account(ACCOUNT);
    await setKind({ accountName: ACCOUNT, kind: 'dormant' });
    await h.control('POST', '/__control/faults', { call: 'linkCarrier', errorKey: 'Forced' });
    expect(await h.json('/carrier/link', { guid: 'device-1' }, token)).toMatchObject({
      errorKey: 'Forced',
    });
    expect(await h.json('/carrier/link', { guid: 'device-1' }, token)).toEqual(refusal('dormant'));
  });
});

describe('a supported account on the checked calls', () => {
  const clears: readonly (readonly [string, (() => Promise<unknown>) | null])[] = [
    ['never marked', null],
    [
      'marked, then set to supported',
      async () => {
        await setKind({ accountName: ACCOUNT, kind: 'dormant' });
        await setKind({ accountName: ACCOUNT, kind: 'supported' });
      },
    ],
    [
      'marked, then cleared without a kind',
      async () => {
        await setKind({ accountName: ACCOUNT, kind: 'volumePurchaseManager' });
        await setKind({ accountName: ACCOUNT });
      },
    ],
  ];
  const cases = clears.flatMap(([how, clear]) =>
    CHECKED_NAMES.map((name) => [name, how, clear] as const),
  );

  it.each(cases)('%s answers normally (%s)', async (name, _how, clear) => {
    const spec = checked(name);
    const { token } = await h.account(ACCOUNT);
    const prepared = (await spec.prepare?.(token)) ?? {};
    await clear?.();
    const res = await call(name, token, prepared);
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual(spec.normal(prepared));
  });
});

describe('calls that are not checked', () => {
  const base = {
    addressOfficialCountryCode: 'USA',
    firstName: 'Ann',
    lastName: 'Lee',
    birthday: '1990-04-01',
    agreedToTerms: '1',
    marketing: '1',
    accountType: 'email',
    context: 'create',
    paymentMethodType: 'none',
    featureVersion: '10',
    machineGUID: 'machine-1',
    xAppleActionSignature: 'sig',
    acAccountName: 'ann@example.com',
    acAccountPassword: 'Str0ngPass',
  };

  it('answer a marked account (its token sent) as before', async () => {
    const { token } = await h.account(ACCOUNT);
    await setKind({ accountName: ACCOUNT, kind: 'dormant' });

    const fields = await h.get('/account/create/fields?context=create', token);
    expect(fields).toMatchObject({ status: 0, storefront: 'USA', pageUUID: expect.any(String) });
    expect(await h.get('/terms?cc=USA', token)).toMatchObject({
      status: 0,
      terms: { termsVersionId: '42' },
    });
    expect(await h.get('/privacy/consent/required?cc=CHN', token)).toEqual({
      status: 0,
      isPiplAppleTermsConsentRequired: true,
    });
    expect(
      await h.get('/channel/offer?a=1007&p=PLAIN_OFFER&c=usa&t=demo-token', token),
    ).toMatchObject({ status: 0, offer: { productCode: 'PLAIN_OFFER' } });
    expect(await h.get('/experiments.json', token)).toMatchObject({ status: 0 });
    expect(await h.json('/metrics', { events: [{ name: 'pageView' }] }, token)).toEqual({
      status: 0,
      accepted: 1,
    });
    expect(await h.json('/auth/sign-in', { accountName: ACCOUNT, password: 'Passw0rd' })).toEqual({
      status: 0,
      token: expect.any(String),
      dsid: expect.any(String),
      accountName: ACCOUNT,
    });

    // Creating an account: codes, validation and create itself; the new account is supported.
    const sent = await h.get('/account/email/code?email=ann@example.com', token);
    expect(sent).toMatchObject({ status: 0, result: true });
    const code = await h.code('email', 'ann@example.com');
    expect(
      await h.form(
        '/account/email/code/validate',
        { email: 'ann@example.com', secretCode: code, clientToken: sent.clientToken as string },
        token,
      ),
    ).toEqual({ status: 0 });
    expect(
      await h.form(
        '/account/create/validate-credentials',
        { acAccountName: 'ann@example.com', acAccountPassword: 'Str0ngPass' },
        token,
      ),
    ).toEqual({ status: 0 });
    const created = await h.form(
      '/v2/account/create',
      { ...base, pageUUID: fields.pageUUID as string },
      token,
    );
    expect(created).toMatchObject({ status: 0, errors: [] });
    const details = (created.result as { details: Json }).details;
    expect(await h.json('/carrier/link', { guid: 'device-9' }, details.token as string)).toEqual({
      status: 0,
    });
    // The marked account is still refused.
    expect(await h.json('/carrier/link', { guid: 'device-1' }, token)).toEqual(refusal('dormant'));
  });
});

describe('persistence of the kind', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'service-emulator-kinds-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const control = async (app: FastifyInstance, url: string, payload: object) =>
    parse(await app.inject({ method: 'POST', url, payload }));
  const link = async (app: FastifyInstance, token: string) =>
    parse(await post(app, '/carrier/link', 'json', { guid: 'device-1' }, token));

  it('keeps the kind in the database file across a restart (dev mode); clearing is kept too', async () => {
    const dbFile = path.join(dir, 'emulator.json');
    const first = await buildEmulator({ mode: 'dev', dbFile });
    const made = await control(first, '/__control/accounts', {
      accountName: ACCOUNT,
      password: 'Passw0rd',
    });
    const token = made.token as string;
    await control(first, '/__control/accounts/kind', { accountName: ACCOUNT, kind: 'managed' });
    await first.close();

    const stored = JSON.parse(readFileSync(dbFile, 'utf8')) as { accounts: Json[] };
    expect(stored.accounts).toEqual([
      expect.objectContaining({ accountName: ACCOUNT, kind: 'managed' }),
    ]);

    const second = await buildEmulator({ mode: 'dev', dbFile });
    expect(await link(second, token)).toEqual(refusal('managed'));
    expect(
      await control(second, '/__control/accounts/kind', {
        accountName: ACCOUNT,
        kind: 'supported',
      }),
    ).toEqual({ status: 0, accountName: ACCOUNT, kind: 'supported' });
    await second.close();

    const third = await buildEmulator({ mode: 'dev', dbFile });
    expect(await link(third, token)).toEqual({ status: 0 });
    await third.close();
  });

  it('a hand-edited file: a known kind applies, an unknown value counts as supported', async () => {
    const dbFile = path.join(dir, 'emulator.json');
    const first = await buildEmulator({ mode: 'dev', dbFile });
    const a = await control(first, '/__control/accounts', {
      accountName: 'a@example.com',
      password: 'Passw0rd',
    });
    const b = await control(first, '/__control/accounts', {
      accountName: 'b@example.com',
      password: 'Passw0rd',
    });
    await first.close();

    const data = JSON.parse(readFileSync(dbFile, 'utf8')) as { accounts: Json[] };
    for (const account of data.accounts) {
      account.kind = account.accountName === 'a@example.com' ? 'dormant' : 'not-a-kind';
    }
    writeFileSync(dbFile, JSON.stringify(data));

    const second = await buildEmulator({ mode: 'dev', dbFile });
    expect(await link(second, a.token as string)).toEqual(refusal('dormant'));
    expect(
      parse(await post(second, '/carrier/link', 'json', { guid: 'device-2' }, b.token as string)),
    ).toEqual({ status: 0 });
    await second.close();
  });
});
