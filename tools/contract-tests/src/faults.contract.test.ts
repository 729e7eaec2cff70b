import {
  getExperimentConfig,
  getTerms,
  reportError,
  reportMetrics,
  ServiceError,
} from '@sheet/services';
import { SPAWN_TIMEOUT_MS, startEmulator, type RunningEmulator } from './emulator';

let emulator: RunningEmulator;
// A spawned emulator on a busy machine may take longer than jest's 5 s hook default
// (a project's testTimeout does not reach hooks when jest runs every project at once).
beforeAll(async () => {
  emulator = await startEmulator({ timeoutMs: 1500 });
}, SPAWN_TIMEOUT_MS);
afterAll(() => emulator?.stop());
afterEach(() => emulator.control('faults', { method: 'DELETE' }));

const fault = (spec: Record<string, unknown>) =>
  emulator.control('faults', { json: { call: 'termsGet', ...spec } });

describe('fault injection reaches the client as typed errors', () => {
  it('an HTTP status with an envelope', async () => {
    await fault({ httpStatus: 503 });
    await expect(getTerms(emulator.deps)).rejects.toBeInstanceOf(ServiceError);
    await expect(getTerms(emulator.deps)).resolves.toMatchObject({
      termsVersionId: expect.any(String),
    });
  });

  it('a body that is not JSON', async () => {
    await fault({ malformedBody: true });
    await expect(getTerms(emulator.deps)).rejects.toMatchObject({
      fields: { errorType: 'MalformedResponse' },
    });
  });

  it('a connection that never answers ends in a time-out, not a hang', async () => {
    await fault({ hang: true });
    await expect(getTerms(emulator.deps)).rejects.toMatchObject({
      fields: { errorType: 'Timeout' },
    });
  });

  it('status -1 with a given key, for the next N requests only', async () => {
    await fault({ errorKey: 'MZCommerce.NoAuthorization', count: 2 });
    await expect(getTerms(emulator.deps)).rejects.toMatchObject({
      fields: { errorKey: 'MZCommerce.NoAuthorization' },
    });
    await expect(getTerms(emulator.deps)).rejects.toMatchObject({
      fields: { errorKey: 'MZCommerce.NoAuthorization' },
    });
    await expect(getTerms(emulator.deps)).resolves.toBeDefined();
  });

  it('added latency still answers', async () => {
    await fault({ latencyMs: 300 });
    const started = Date.now();
    await expect(getTerms(emulator.deps)).resolves.toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});

describe('telemetry', () => {
  it('takes metrics without secrets, error reports without query strings, and serves experiments', async () => {
    await reportMetrics(emulator.deps, [{ eventType: 'page', page: 'Credentials', otp: '123456' }]);
    await reportError(emulator.deps, { message: 'Boom', url: 'http://127.0.0.1/x?token=abc' });
    const reports = (await emulator.control('reports')) as {
      metrics: unknown[];
      errors: unknown[];
    };
    expect(JSON.stringify(reports.metrics)).toContain('Credentials');
    expect(JSON.stringify(reports)).not.toMatch(/123456|token=abc/);
    await expect(getExperimentConfig(emulator.deps)).resolves.toEqual(expect.any(Array));
  });
});

describe('malformed requests over real HTTP', () => {
  const bodies = [
    '{',
    '[]',
    'null',
    '{"msisdn":123}',
    'a=1&&&=',
    '\u0000\u0001',
    'x'.repeat(20_000),
    '{"otp":{"$gt":""}}',
  ];
  const types = [
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/xml',
    '',
  ];

  it('answers 200 malformed requests with envelopes and stays up', async () => {
    const paths = Object.values(emulator.deps.bag.paths);
    let answered = 0;
    for (let i = 0; i < 200; i += 1) {
      const path = i % 10 === 0 ? `/no/such/${i}` : paths[i % paths.length]!;
      const response = await fetch(
        `${emulator.url}${path}?cc=${'Z'.repeat(i % 3 === 0 ? 5000 : 1)}`,
        {
          method: i % 4 === 0 ? 'GET' : 'POST',
          headers: types[i % types.length] ? { 'Content-Type': types[i % types.length]! } : {},
          body: i % 4 === 0 ? undefined : bodies[i % bodies.length],
        },
      );
      const envelope = (await response.json()) as { status?: unknown };
      expect(typeof envelope.status).toBe('number');
      answered += 1;
    }
    expect(answered).toBe(200);
    await expect(getTerms(emulator.deps)).resolves.toBeDefined();
  });
});
