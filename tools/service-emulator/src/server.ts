/** Builds the emulator: a fastify app with every call under the five host roots, ready for `inject` or `listen`. */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { HOST_ROOTS } from './calls';
import { createClientLog } from './clients';
import { createClock } from './clock';
import { type CodeSentListener, createCodes } from './codes';
import type { Emulator, Mode } from './context';
import { BODY_LIMIT, clientError, frameworkError, installEnvelopeHandlers } from './envelope';
import { defaultExperiments } from './experiments';
import { createFaults } from './faults';
import { installCallHooks } from './hooks';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes, registerBagRoute } from './routes/bag';
import { registerCarrierRoutes } from './routes/carrier';
import { registerChannelRoutes } from './routes/channel';
import { registerCodeRoutes } from './routes/codes';
import { registerControlRoutes } from './routes/control';
import { registerCreateRoutes } from './routes/create';
import { registerPrivacyRoutes } from './routes/privacy';
import { registerReportControlRoutes, registerReportRoutes } from './routes/reports';
import { registerTermsRoutes } from './routes/terms';
import { openStore } from './store';

export interface EmulatorOptions {
  mode: Mode;
  /** The database file (dev and prod); ignored in test mode. Without one, data stays in memory. */
  dbFile?: string | null;
  /** Base time source (the control clock adds its offset); defaults to Date.now. */
  now?: () => number;
  /** Fastify logger options; off by default. */
  logger?: FastifyServerOptions['logger'];
}

/** How a sent code is logged in dev mode (never in prod or test mode). */
function codeLine(session: Parameters<CodeSentListener>[0]): string {
  const target =
    session.channel === 'sms'
      ? `${session.alias} (${session.target.slice(session.alias.length + 1)})`
      : session.target;
  return `${session.channel} code for ${target}: ${session.code}`;
}

export async function buildEmulator(options: EmulatorOptions): Promise<FastifyInstance> {
  const { mode } = options;
  const store = await openStore(mode === 'test' ? null : (options.dbFile ?? null));
  const clock = createClock(options.now);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    return503OnClosing: false,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  const onSent: CodeSentListener | undefined =
    mode === 'dev' ? (session) => app.log.info(codeLine(session)) : undefined;
  const emulator: Emulator = {
    mode,
    store,
    clock,
    codes: createCodes(store, clock, onSent),
    faults: createFaults(),
    settings: { captchaRequired: false, experiments: defaultExperiments() },
    clients: createClientLog(),
  };

  // JSON: an empty body is no body (the schema then decides); text/plain is not accepted.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body, done);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });

  installEnvelopeHandlers(app);
  installCallHooks(app, emulator);
  registerBagRoute(app);
  for (const prefix of Object.values(HOST_ROOTS)) {
    await app.register(
      async (scope) => {
        registerAuthRoutes(scope, emulator);
        registerAccountRoutes(scope, emulator);
        registerCreateRoutes(scope, emulator);
        registerCodeRoutes(scope, emulator);
        registerCarrierRoutes(scope, emulator);
        registerChannelRoutes(scope, emulator);
        registerTermsRoutes(scope, emulator);
        registerPrivacyRoutes(scope, emulator);
        registerReportRoutes(scope, emulator);
      },
      { prefix },
    );
  }
  if (mode !== 'prod') {
    await app.register(async (scope) => {
      registerControlRoutes(scope, emulator);
      registerReportControlRoutes(scope, emulator);
    });
  }
  app.addHook('onClose', async () => {
    await store.save();
  });
  return app;
}
