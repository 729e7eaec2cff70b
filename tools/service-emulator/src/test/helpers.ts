/** Test helpers: an emulator in test mode driven through `inject`. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmulator, type EmulatorOptions } from '../server';

export type Json = Record<string, unknown>;

export interface Harness {
  app: FastifyInstance;
  get(url: string, token?: string): Promise<Json>;
  form(url: string, body: Record<string, string>, token?: string): Promise<Json>;
  json(url: string, body: unknown, token?: string): Promise<Json>;
  control(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<Json>;
  /** The last code sent to a target (control endpoint). */
  code(channel: 'email' | 'phone' | 'sms', target: string): Promise<string>;
  advance(ms: number): Promise<void>;
  /** An account made through the control endpoint; returns its token. */
  account(accountName?: string): Promise<{ token: string; dsid: string }>;
}

export function auth(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function parse(res: LightMyRequestResponse): Json {
  return JSON.parse(res.body) as Json;
}

export async function harness(options: Partial<EmulatorOptions> = {}): Promise<Harness> {
  const app = await buildEmulator({ mode: 'test', ...options });
  const send = async (res: Promise<LightMyRequestResponse>) => parse(await res);
  const h: Harness = {
    app,
    get: (url, token) => send(app.inject({ method: 'GET', url, headers: auth(token) })),
    form: (url, body, token) =>
      send(
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(token) },
          payload: new URLSearchParams(body).toString(),
        }),
      ),
    json: (url, body, token) =>
      send(app.inject({ method: 'POST', url, headers: auth(token), payload: body as object })),
    control: (method, url, body) =>
      send(
        app.inject(body === undefined ? { method, url } : { method, url, payload: body as object }),
      ),
    async code(channel, target) {
      const res = await h.control(
        'GET',
        `/__control/codes/latest?channel=${channel}&target=${encodeURIComponent(target)}`,
      );
      if (res.status !== 0) throw new Error(`no ${channel} code for ${target}`);
      return res.code as string;
    },
    async advance(ms) {
      await h.control('POST', '/__control/clock', { advanceMs: ms });
    },
    async account(accountName = 'user@example.com') {
      const res = await h.control('POST', '/__control/accounts', {
        accountName,
        password: 'Passw0rd',
      });
      return { token: res.token as string, dsid: res.dsid as string };
    },
  };
  return h;
}

/** A code that is not `code` (same length). */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/**
 * One emulator for a whole test file, reset before each test as the end-to-end tests reset theirs
 * (`POST /__control/reset`: accounts, codes, faults, clock, settings, clients): building one costs
 * about 170 ms, which for some 500 tests was most of the unit tests' time. Call the returned
 * function in `beforeEach`. A test that closes the emulator gets a new one for the next test.
 */
export function sharedHarness(options: Partial<EmulatorOptions> = {}): () => Promise<Harness> {
  let shared: Harness | undefined;
  afterAll(async () => {
    await shared?.app.close();
  });
  return async () => {
    if (shared) {
      await shared.control('POST', '/__control/reset');
      return shared;
    }
    const built = await harness(options);
    built.app.addHook('onClose', async () => {
      if (shared === built) shared = undefined;
    });
    shared = built;
    return built;
  };
}
