import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildEmulator } from '../server';
import { coalesceWrites } from '../store';
import { type Json, parse } from './helpers';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'service-emulator-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  token?: string,
): Promise<Json> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return parse(await app.inject({ method: 'POST', url, payload, headers }));
}

describe('persistence', () => {
  it('keeps accounts, tokens, consents and terms across a restart (dev mode, JSON file)', async () => {
    const dbFile = path.join(dir, 'nested', 'emulator.json');
    const first = await buildEmulator({ mode: 'dev', dbFile });
    const made = await post(first, '/__control/accounts', {
      accountName: 'keep@example.com',
      password: 'Passw0rd',
    });
    const token = made.token as string;
    const consent = await first.inject({
      method: 'POST',
      url: '/privacy/consent',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'cc=CHN',
    });
    expect(parse(consent)).toEqual({ status: 0 });
    await first.close();

    const stored = readFileSync(dbFile, 'utf8');
    expect(JSON.parse(stored)).toMatchObject({
      version: 1,
      accounts: [expect.objectContaining({ accountName: 'keep@example.com' })],
    });
    expect(stored).not.toContain('Passw0rd');

    const second = await buildEmulator({ mode: 'dev', dbFile });
    expect(
      await post(second, '/auth/sign-in', {
        accountName: 'keep@example.com',
        password: 'Passw0rd',
      }),
    ).toMatchObject({
      status: 0,
      dsid: made.dsid,
    });
    expect(await post(second, '/carrier/link', { guid: 'g' }, token)).toEqual({ status: 0 });
    const required = await second.inject({
      url: '/privacy/consent/required?cc=CHN',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(parse(required).isPiplAppleTermsConsentRequired).toBe(false);
    await second.close();
  });

  it('test mode ignores the database file and starts empty', async () => {
    const dbFile = path.join(dir, 'emulator.json');
    const dev = await buildEmulator({ mode: 'dev', dbFile });
    await post(dev, '/__control/accounts', { accountName: 'a@example.com', password: 'Passw0rd' });
    await dev.close();
    const test = await buildEmulator({ mode: 'test', dbFile });
    expect(
      await post(test, '/auth/sign-in', { accountName: 'a@example.com', password: 'Passw0rd' }),
    ).toMatchObject({ status: -1 });
    await test.close();
  });

  it('refuses a database file that is not its own', async () => {
    const dbFile = path.join(dir, 'bad.json');
    writeFileSync(dbFile, '[1,2,3]');
    await expect(buildEmulator({ mode: 'dev', dbFile })).rejects.toThrow(
      /not an emulator database/,
    );
    writeFileSync(dbFile, '{"accounts": 5}');
    await expect(buildEmulator({ mode: 'dev', dbFile })).rejects.toThrow(/accounts/);
  });
});

describe('logging', () => {
  function capture(): { stream: Writable; text: () => string } {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    return { stream, text: () => chunks.join('') };
  }

  async function run(mode: 'dev' | 'prod' | 'test'): Promise<{ log: string; code?: string }> {
    const { stream, text } = capture();
    const app = await buildEmulator({ mode, logger: { level: 'info', stream } });
    await app.inject({ url: '/account/email/code?email=log@example.com' });
    await post(app, '/auth/sign-in', {
      accountName: 'log@example.com',
      password: 'S3cretPassword',
    });
    await app.inject({
      method: 'POST',
      url: '/account/create/validate-credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'acAccountName=log%40example.com&acAccountPassword=S3cretPassword',
    });
    const code =
      mode === 'prod'
        ? undefined
        : (parse(
            await app.inject({
              url: '/__control/codes/latest?channel=email&target=log@example.com',
            }),
          ).code as string);
    await app.close();
    return { log: text(), code };
  }

  it('dev mode logs each code sent, never a password', async () => {
    const { log, code } = await run('dev');
    expect(log).toContain(`email code for log@example.com: ${code}`);
    expect(log).not.toContain('S3cretPassword');
  });

  it('prod and test modes never log codes', async () => {
    for (const mode of ['prod', 'test'] as const) {
      const { log } = await run(mode);
      expect(log).not.toMatch(/code for/);
      expect(log).not.toContain('S3cretPassword');
    }
  });
});

describe('coalesceWrites', () => {
  it('runs one write for the saves made while a write runs, each save after its data', async () => {
    const written: number[] = [];
    let data = 0;
    let finish: () => void = () => undefined;
    const save = coalesceWrites(async () => {
      written.push(data);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    data = 1;
    const first = save();
    await Promise.resolve();
    await Promise.resolve();
    expect(written).toEqual([1]);
    data = 2;
    const second = save();
    data = 3;
    const third = save();
    expect(third).toBe(second);
    finish();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual([1, 3]);
    finish();
    await Promise.all([second, third]);
  });

  it('writes again after a failed write', async () => {
    let calls = 0;
    const save = coalesceWrites(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
    });
    await expect(save()).rejects.toThrow('disk full');
    await expect(save()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

it('leaves the gap it is given between two writes', async () => {
  const starts: number[] = [];
  const save = coalesceWrites(async () => {
    starts.push(Date.now());
  }, 40);
  await save();
  await save();
  expect(starts).toHaveLength(2);
  expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(35);
});
