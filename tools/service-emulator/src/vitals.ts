/**
 * Web vitals from the field (docs/benchmark.md, "Figures from the field"): the sheet sends one
 * `vitals` metrics event for each screen it leaves, kept with the other metrics events, and the
 * control endpoint summarises them per screen as the 75th percentile, the figure field data is
 * read by. A vitals event is held to a strict schema: ids and bounded numbers only, so nothing a
 * person typed can ride along in it.
 */
import { CLIENT_PLATFORMS, CLIENT_VERSION_PATTERN, MAX_CLIENT_VERSION_LENGTH } from './clients';
import { oneOf, str } from './schemas';

const VITALS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
type Vital = (typeof VITALS)[number];

export const DEVICES = ['phone', 'tv'] as const;

/** The longest time a vital may report (ms): a page that took longer measured nothing useful. */
export const MAX_VITAL_MS = 600_000;
/** Layout shift is a score; real pages stay far below this. */
export const MAX_CLS = 100;

const milliseconds = { type: 'integer', minimum: 0, maximum: MAX_VITAL_MS };

const VITALS_EVENT_PROPERTIES = {
  eventType: { type: 'string', const: 'vitals' },
  /** The screen's page id (`Credentials`). */
  page: str(64, { minLength: 1, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
  /** The screen's path, never its query (it may carry tokens). */
  pagePath: str(256, { minLength: 1, pattern: '^/[A-Za-z0-9/._~%-]*$' }),
  remote: str(64, { minLength: 1, pattern: '^[a-z][a-z0-9_]*$' }),
  storefront: str(3, { pattern: '^[A-Z]{3}$' }),
  device: oneOf(DEVICES),
  clientVersion: str(MAX_CLIENT_VERSION_LENGTH, { pattern: CLIENT_VERSION_PATTERN }),
  clientPlatform: oneOf(CLIENT_PLATFORMS),
  lcp: milliseconds,
  inp: milliseconds,
  ttfb: milliseconds,
  cls: { type: 'number', minimum: 0, maximum: MAX_CLS },
  /** When the sheet recorded it (ms since the epoch, the device's clock). */
  timestamp: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
};

/**
 * One `vitals` event: unknown fields are refused (400 naming the event), not dropped, so a client
 * that starts sending something else finds out in its tests.
 */
const vitalsEventSchema = {
  type: 'object',
  properties: VITALS_EVENT_PROPERTIES,
  propertyNames: { enum: Object.keys(VITALS_EVENT_PROPERTIES) },
  required: ['eventType', 'page', 'pagePath', 'device'],
  // One vital at least: an event with none says nothing.
  anyOf: VITALS.map((vital) => ({ required: [vital] })),
};

/**
 * Any metrics event: any fields (at most 64), the client ones following the X-Client-* header
 * rules; an event whose `eventType` is `vitals` follows the vitals schema.
 */
export const metricsEventSchema = {
  type: 'object',
  maxProperties: 64,
  properties: {
    clientVersion: str(MAX_CLIENT_VERSION_LENGTH, { pattern: CLIENT_VERSION_PATTERN }),
    clientPlatform: oneOf(CLIENT_PLATFORMS),
  },
  if: { properties: { eventType: { const: 'vitals' } }, required: ['eventType'] },
  then: vitalsEventSchema,
};

type VitalsEvent = { page: string; device?: string; storefront?: string } & Partial<
  Record<Vital, number>
>;

interface VitalSummary {
  p75: number;
  samples: number;
}

export type ScreenVitals = { page: string; events: number } & Partial<Record<Vital, VitalSummary>>;

export interface VitalsFilter {
  device?: string;
  storefront?: string;
}

/**
 * The 75th percentile by the nearest-rank method: the smallest value at least 75% of the samples
 * are at or below (one sample: itself). Undefined for no samples.
 */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

function isVitalsEvent(body: unknown): body is VitalsEvent {
  if (typeof body !== 'object' || body === null) return false;
  const event = body as Record<string, unknown>;
  return event.eventType === 'vitals' && typeof event.page === 'string';
}

/**
 * Per screen (page id, in the order first received): how many vitals events, and for each vital
 * reported at least once its p75 and sample count (a vital no event carried is left out: INP
 * comes only with an interaction, LCP and TTFB only with the screen a page opened on).
 */
export function summariseVitals(
  bodies: readonly unknown[],
  filter: VitalsFilter = {},
): ScreenVitals[] {
  const byPage = new Map<string, { events: number; values: Record<Vital, number[]> }>();
  for (const event of bodies.filter(isVitalsEvent)) {
    if (filter.device && event.device !== filter.device) continue;
    if (filter.storefront && event.storefront !== filter.storefront) continue;
    let screen = byPage.get(event.page);
    if (!screen) {
      screen = { events: 0, values: { lcp: [], inp: [], cls: [], ttfb: [] } };
      byPage.set(event.page, screen);
    }
    screen.events += 1;
    for (const vital of VITALS) {
      const value = event[vital];
      if (typeof value === 'number') screen.values[vital].push(value);
    }
  }
  return [...byPage].map(([page, { events, values }]) => {
    const summary: ScreenVitals = { page, events };
    for (const vital of VITALS) {
      const p = p75(values[vital]);
      if (p !== undefined) summary[vital] = { p75: p, samples: values[vital].length };
    }
    return summary;
  });
}
