/** The bag (service address table), sign-in and the experiment configuration. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkPassword, issueToken } from '../accounts';
import { bagPaths, HOST_ROOTS, type HostName } from '../calls';
import type { Emulator } from '../context';
import { fail, ok } from '../envelope';
import { copyExperiment } from '../experiments';
import { object, str } from '../schemas';

const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** `http://<Host header>`, or localhost when the header is missing or not a host name. */
function origin(request: FastifyRequest): string {
  const header = request.headers.host;
  const host = typeof header === 'string' && HOST.test(header) ? header : 'localhost';
  return `${request.protocol}://${host}`;
}

const BAG_CACHE_CONTROL = 'max-age=0, stale-while-revalidate=86400';

/** `GET /bag.json`, at the server root only. */
export function registerBagRoute(app: FastifyInstance): void {
  app.get('/bag.json', { config: { call: 'bag' } }, async (request, reply) => {
    const base = origin(request);
    const hosts = Object.fromEntries(
      (Object.keys(HOST_ROOTS) as HostName[]).map((name) => [name, base + HOST_ROOTS[name]]),
    ) as Record<HostName, string>;
    const body = ok({ hosts, paths: bagPaths() });
    // The address table changes with a deploy, not per call: a sheet opened again uses the one it
    // has while the browser asks for a newer one in the background (used from the next open on).
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
    void reply.header('cache-control', BAG_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return body;
  });
}

interface SignInBody {
  accountName: string;
  password: string;
}

/** signIn and experimentConfig, under every host root. */
export function registerAuthRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock } = emulator;

  app.post<{ Body: SignInBody }>(
    '/auth/sign-in',
    {
      config: { call: 'signIn' },
      schema: {
        body: object({ accountName: str(), password: str(128) }, ['accountName', 'password']),
      },
    },
    async (request) => {
      const account = checkPassword(store, request.body.accountName, request.body.password);
      if (!account)
        return fail(
          'Authentication',
          'The email or phone number, or the password, is not correct.',
        );
      const token = issueToken(store, account.dsid, clock.now());
      await store.save();
      return ok({ token, dsid: account.dsid, accountName: account.accountName });
    },
  );

  app.get('/experiments.json', { config: { call: 'experimentConfig' } }, async () =>
    ok({ experiments: emulator.settings.experiments.map(copyExperiment) }),
  );
}
