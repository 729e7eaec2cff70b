/**
 * Metrics and error reports from the client; the newest 500 of each are kept. Metrics events
 * include the screens' web vitals (vitals.ts). What was received, and the vitals' summary, are read
 * on the control endpoint (test and dev modes: `registerReportControlRoutes`).
 */
import type { FastifyInstance } from 'fastify';
import type { Emulator } from '../context';
import { ok } from '../envelope';
import { object, oneOf, str } from '../schemas';
import { keepLast, LIMITS } from '../store';
import { DEVICES, metricsEventSchema, summariseVitals, type VitalsFilter } from '../vitals';

interface MetricsBody {
  events: Record<string, unknown>[];
}

interface ErrorBody {
  message: string;
  kind?: string;
  url?: string;
  stack?: string;
}

const MAX_EVENTS = 100;

export function registerReportRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock } = emulator;

  app.post<{ Body: MetricsBody }>(
    '/metrics',
    {
      config: { call: 'metricsReport' },
      schema: {
        body: {
          type: 'object',
          properties: {
            events: {
              type: 'array',
              maxItems: MAX_EVENTS,
              // Any fields, but the client ones and a vitals event follow their rules (vitals.ts).
              items: metricsEventSchema,
            },
          },
          required: ['events'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const receivedAt = clock.now();
      const metrics = store.data.metrics;
      for (const event of request.body.events) metrics.push({ receivedAt, body: event });
      keepLast(metrics, LIMITS.reports);
      await store.save();
      return ok({ accepted: request.body.events.length });
    },
  );

  app.post<{ Body: ErrorBody }>(
    '/errors',
    {
      config: { call: 'errorReport' },
      schema: {
        body: object(
          { message: str(2000, { minLength: 1 }), kind: str(64), url: str(2048), stack: str(8000) },
          ['message'],
        ),
      },
    },
    async (request) => {
      store.data.errors.push({ receivedAt: clock.now(), body: { ...request.body } });
      keepLast(store.data.errors, LIMITS.reports);
      await store.save();
      return ok();
    },
  );
}

/** `GET /__control/reports` and `GET /__control/vitals` (test and dev modes). */
export function registerReportControlRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store } = emulator;
  app.get('/__control/reports', async () =>
    ok({
      metrics: store.data.metrics.map((r) => r.body),
      errors: store.data.errors.map((r) => r.body),
    }),
  );
  // Per screen, the p75 of each web vital the sheet reported (vitals.ts); optionally one device
  // kind or storefront only.
  app.get<{ Querystring: VitalsFilter }>(
    '/__control/vitals',
    { schema: { querystring: object({ device: oneOf(DEVICES), storefront: str(3) }) } },
    async (request) => {
      const bodies = store.data.metrics.map((record) => record.body);
      return ok({ screens: summariseVitals(bodies, request.query) });
    },
  );
}
