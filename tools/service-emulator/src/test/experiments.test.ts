import { MAX_EXPERIMENT_LIST, MAX_EXPERIMENTS } from '../experiments';
import { buildEmulator } from '../server';
import { type Harness, type Json, harness, sharedHarness, parse } from './helpers';

let h: Harness;
const emulator = sharedHarness();
beforeEach(async () => {
  h = await emulator();
});

/** The default configuration, written out here (not read from the source). */
const DEFAULT = [
  {
    id: 'create-account-single-page',
    routes: ['/account/create/personal'],
    products: ['music', 'tv'],
    storefronts: ['USA', 'CAN'],
    variant: 'B',
  },
  {
    id: 'channel-sms-autofill',
    routes: ['/channel/sms'],
    products: ['SMS_OFFER'],
    storefronts: ['USA'],
    variant: 'control',
  },
  {
    id: 'personal-subtitle',
    routes: ['/account/create/personal'],
    products: ['music', 'tv'],
    storefronts: ['USA', 'GBR', 'CAN'],
    variant: 'short',
  },
];

const KEYS = ['id', 'routes', 'products', 'storefronts', 'variant'];

const CUSTOM = [
  {
    id: 'terms-layout',
    routes: ['/terms', '/privacy/consent'],
    products: ['music'],
    storefronts: ['KOR'],
    variant: 'compact',
  },
  { id: 'no-lists', routes: [], products: [], storefronts: [], variant: 'A' },
];

const experiment = (fields: Partial<Json> = {}): Json => ({
  id: 'e',
  routes: ['/r'],
  products: ['p'],
  storefronts: ['USA'],
  variant: 'v',
  ...fields,
});

const current = async () => (await h.get('/experiments.json')).experiments;
const set = (body: unknown) =>
  h.app.inject({ method: 'POST', url: '/__control/experiments', payload: body as object });

describe('GET /experiments.json', () => {
  it('answers the default configuration, personal-subtitle included, in its key order', async () => {
    const res = await h.get('/experiments.json');
    expect(res).toEqual({ status: 0, experiments: DEFAULT });
    for (const e of res.experiments as Json[]) expect(Object.keys(e)).toEqual(KEYS);
    expect(await h.get('/shared-business/experiments.json')).toEqual(res);
  });
});

describe('POST /__control/experiments', () => {
  it('replaces what the call answers, under every host root, and answers the new list', async () => {
    const res = await set({ experiments: CUSTOM });
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual({ status: 0, experiments: CUSTOM });
    expect(await current()).toEqual(CUSTOM);
    expect((await h.get('/education/experiments.json')).experiments).toEqual(CUSTOM);
  });

  it('replaces rather than merges; an empty list answers no experiments', async () => {
    await set({ experiments: CUSTOM });
    const only = [experiment({ id: 'only' })];
    await set({ experiments: only });
    expect(await current()).toEqual(only);
    expect(parse(await set({ experiments: [] }))).toEqual({ status: 0, experiments: [] });
    expect(await current()).toEqual([]);
  });

  it('drops unknown fields and keeps the answer key order whatever order was sent', async () => {
    const sent = {
      variant: 'v2',
      storefronts: ['GBR'],
      extra: 'dropped',
      products: ['tv'],
      routes: ['/a'],
      id: 'reordered',
    };
    const res = parse(await set({ experiments: [sent], also: true }));
    const expected = {
      id: 'reordered',
      routes: ['/a'],
      products: ['tv'],
      storefronts: ['GBR'],
      variant: 'v2',
    };
    expect(res).toEqual({ status: 0, experiments: [expected] });
    const answered = (await current()) as Json[];
    expect(answered).toEqual([expected]);
    expect(Object.keys(answered[0] ?? {})).toEqual(KEYS);
  });

  it(`takes ${MAX_EXPERIMENTS} experiments with 64-character ids and variants`, async () => {
    const most = Array.from({ length: MAX_EXPERIMENTS }, (_, i) =>
      experiment({ id: `${i}`.padEnd(64, 'x'), variant: 'v'.repeat(64) }),
    );
    const res = await set({ experiments: most });
    expect(res.statusCode).toBe(200);
    expect(await current()).toEqual(most);
  });

  it(`takes ${MAX_EXPERIMENT_LIST} entries in each list`, async () => {
    const longest = Array.from({ length: MAX_EXPERIMENT_LIST }, (_, i) => `/route/${i}`);
    const full = [experiment({ routes: longest, products: longest, storefronts: longest })];
    const res = await set({ experiments: full });
    expect(res.statusCode).toBe(200);
    expect(await current()).toEqual(full);
  });

  it('a body over 16 KB is 413 InvalidRequest whatever the schema allows', async () => {
    const longest = Array.from({ length: MAX_EXPERIMENT_LIST }, (_, i) => `/route/${i}`);
    const big = Array.from({ length: MAX_EXPERIMENTS }, () =>
      experiment({ routes: longest, products: longest, storefronts: longest }),
    );
    const res = await set({ experiments: big });
    expect(res.statusCode).toBe(413);
    expect(parse(res)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    expect(await current()).toEqual(DEFAULT);
  });

  const list = (n: number) => Array.from({ length: n }, (_, i) => `x${i}`);
  const invalid: [string, unknown, string][] = [
    [
      `more than ${MAX_EXPERIMENTS} experiments`,
      { experiments: Array.from({ length: MAX_EXPERIMENTS + 1 }, () => experiment()) },
      'experiments',
    ],
    ...KEYS.map((key): [string, unknown, string] => {
      const e = experiment();
      delete e[key];
      return [`an experiment without ${key}`, { experiments: [e] }, `experiments.0.${key}`];
    }),
    ['an empty id', { experiments: [experiment({ id: '' })] }, 'experiments.0.id'],
    ['an empty variant', { experiments: [experiment({ variant: '' })] }, 'experiments.0.variant'],
    [
      'a 65-character id',
      { experiments: [experiment({ id: 'i'.repeat(65) })] },
      'experiments.0.id',
    ],
    [
      'a 65-character variant',
      { experiments: [experiment({ variant: 'v'.repeat(65) })] },
      'experiments.0.variant',
    ],
    [
      `more than ${MAX_EXPERIMENT_LIST} routes`,
      { experiments: [experiment({ routes: list(MAX_EXPERIMENT_LIST + 1) })] },
      'experiments.0.routes',
    ],
    [
      `more than ${MAX_EXPERIMENT_LIST} storefronts`,
      { experiments: [experiment({ storefronts: list(MAX_EXPERIMENT_LIST + 1) })] },
      'experiments.0.storefronts',
    ],
    [
      'a list that is a string',
      { experiments: [experiment({ products: 'music' })] },
      'experiments.0.products',
    ],
    [
      'a list entry that is a number',
      { experiments: [experiment({ routes: [5] })] },
      'experiments.0.routes.0',
    ],
    [
      'a list entry over 256 characters',
      { experiments: [experiment({ routes: ['r'.repeat(257)] })] },
      'experiments.0.routes.0',
    ],
    ['an id that is a number', { experiments: [experiment({ id: 7 })] }, 'experiments.0.id'],
    ['an experiment that is null', { experiments: [null] }, 'experiments.0'],
    [
      'a bad second experiment',
      { experiments: [experiment(), experiment({ id: '' })] },
      'experiments.1.id',
    ],
    ['no experiments field', {}, 'experiments'],
    ['experiments not a list', { experiments: experiment() }, 'experiments'],
  ];

  it.each(invalid)(
    '%s is 400 InvalidRequest naming the field; the configuration stays',
    async (_, body, field) => {
      await set({ experiments: CUSTOM });
      const res = await set(body);
      expect(res.statusCode).toBe(400);
      const answer = parse(res);
      expect(Object.keys(answer)).toEqual([
        'status',
        'errorKey',
        'errorMessageKey',
        'errorMessage',
      ]);
      expect(answer).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
      expect(answer.errorMessage).toContain(`Invalid field "${field}"`);
      expect(await current()).toEqual(CUSTOM);
    },
  );

  it('no body, or a body that is not JSON, is 400 InvalidRequest', async () => {
    const none = await h.app.inject({ method: 'POST', url: '/__control/experiments' });
    expect(none.statusCode).toBe(400);
    expect(parse(none)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    const garbage = await h.app.inject({
      method: 'POST',
      url: '/__control/experiments',
      headers: { 'content-type': 'application/json' },
      payload: '{"experiments": [',
    });
    expect(garbage.statusCode).toBe(400);
    expect(parse(garbage)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    expect(await current()).toEqual(DEFAULT);
  });
});

describe('restoring the default', () => {
  it('DELETE /__control/experiments restores it and answers it', async () => {
    await set({ experiments: CUSTOM });
    const res = await h.app.inject({ method: 'DELETE', url: '/__control/experiments' });
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toEqual({ status: 0, experiments: DEFAULT });
    expect(await current()).toEqual(DEFAULT);
  });

  it('POST /__control/reset restores it', async () => {
    await set({ experiments: [] });
    expect(await current()).toEqual([]);
    expect(await h.control('POST', '/__control/reset')).toEqual({ status: 0 });
    expect(await current()).toEqual(DEFAULT);
  });

  it('each emulator has its own configuration', async () => {
    await set({ experiments: CUSTOM });
    const other = await harness();
    expect((await other.get('/experiments.json')).experiments).toEqual(DEFAULT);
    await other.app.close();
    expect(await current()).toEqual(CUSTOM);
  });
});

describe('prod mode', () => {
  it('has no control endpoint: the default configuration only', async () => {
    const app = await buildEmulator({ mode: 'prod' });
    const res = await app.inject({
      method: 'POST',
      url: '/__control/experiments',
      payload: { experiments: [] },
    });
    expect(res.statusCode).toBe(404);
    expect(parse(await app.inject({ url: '/experiments.json' }))).toEqual({
      status: 0,
      experiments: DEFAULT,
    });
    await app.close();
  });
});
