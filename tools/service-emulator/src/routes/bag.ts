/** The bag (service address table), sign-in and the experiment configuration. */
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

/** `GET /bag.json`, at the server root only. */
export function registerBagRoute(app: FastifyInstance): void {
  app.get('/bag.json', { config: { call: 'bag' } }, async (request) => {
    const base = origin(request);
    const hosts = Object.fromEntries(
      (Object.keys(HOST_ROOTS) as HostName[]).map((name) => [name, base + HOST_ROOTS[name]]),
    ) as Record<HostName, string>;
    return ok({ hosts, paths: bagPaths() });
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
      if (!account) return fail('Authentication', 'The account name or password is not correct.');
      const token = issueToken(store, account.dsid, clock.now());
      await store.save();
      return ok({ token, dsid: account.dsid, accountName: account.accountName });
    },
  );

  app.get('/experiments.json', { config: { call: 'experimentConfig' } }, async () =>
    ok({ experiments: emulator.settings.experiments.map(copyExperiment) }),
  );
}
