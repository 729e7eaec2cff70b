import { callService, type ServiceDeps } from '../call';
import { missingParametersError, stripQuery } from '../service-error';

export type MetricsEvent = Readonly<Record<string, string | number | boolean | null | undefined>>;

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

export type Experiment = {
  id: string;
  routes: string[];
  products: string[];
  storefronts: string[];
  variant: string;
};

export async function getExperimentConfig(
  deps: ServiceDeps,
  /** where the environment publishes it (a content delivery host); the bag's address otherwise */
  url?: string,
): Promise<Experiment[]> {
  const answer = await callService<{ experiments?: Experiment[] }>(deps, {
    label: 'Experiment config',
    bagKey: 'experimentConfig',
    method: 'GET',
    ...(url ? { url } : {}),
  });
  return answer.experiments ?? [];
}

/** Messages browsers and WebViews produce that say nothing about the product (spec §8). */
export const NOISE_MESSAGES: readonly RegExp[] = [
  /^Script error\.?$/,
  /ResizeObserver loop/,
  /^Network request failed$/,
  /^Load failed$/,
  /^AbortError/,
  /webkit\.messageHandlers/,
];

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
