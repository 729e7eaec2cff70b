// The reports a screen sends once it is up (metrics, errors): in the later calls' chunk, so
// they never ride on a first screen (`on-demand.ts`).
import { callService, type ServiceDeps } from '../call';
import { missingParametersError, stripQuery } from '../service-error';
import { NOISE_MESSAGES, type MetricsEvent } from './telemetry';

// Keys whose values may be secrets: they never leave the device in a metrics event.
const SECRET_KEY = /pass(word)?|secret|code|otp|token|pin/i;

function withoutSecrets(event: MetricsEvent): MetricsEvent {
  return Object.fromEntries(Object.entries(event).filter(([key]) => !SECRET_KEY.test(key)));
}

export async function reportMetrics(
  deps: ServiceDeps,
  events: readonly MetricsEvent[],
): Promise<void> {
  if (events.length === 0) throw missingParametersError(['events']);
  await callService(deps, {
    label: 'Metrics report',
    bagKey: 'metricsReport',
    method: 'POST',
    json: { events: events.map(withoutSecrets) },
  });
}

type ErrorReport = { message: string; kind?: string; url?: string; stack?: string };

/** Sends an error report unless it is known noise; URLs lose their query (codes, tokens). */
export async function reportError(deps: ServiceDeps, report: ErrorReport): Promise<boolean> {
  if (NOISE_MESSAGES.some((noise) => noise.test(report.message))) return false;
  const clean: ErrorReport = {
    message: report.message.replace(/https?:\/\/[^\s?#]+[?#]\S*/g, (url) => stripQuery(url)),
    kind: report.kind,
    url: report.url && stripQuery(report.url),
    stack: report.stack?.replace(/\?[^\s:)]*/g, ''),
  };
  await callService(deps, {
    label: 'Error report',
    bagKey: 'errorReport',
    method: 'POST',
    json: clean,
  });
  return true;
}
