/**
 * Fault injection: the next N requests to a bag call get latency, an HTTP status, a bad body, no
 * answer, an error key or a whole answer given as-is.
 */
import type { FaultTarget } from './calls';

export interface FaultSpec {
  call: FaultTarget;
  /** How many requests it applies to (default 1). */
  count?: number;
  latencyMs?: number;
  httpStatus?: number;
  malformedBody?: boolean;
  hang?: boolean;
  /** The connection is closed with no answer: to the browser, as a refused or reset connection. */
  drop?: boolean;
  errorKey?: string;
  /** Answered `{status: envelopeStatus}` (HTTP 200): spec §8's 401, 5002 and 6. */
  envelopeStatus?: EnvelopeFaultStatus;
  /** Answered as-is (HTTP `httpStatus` or 200): any JSON object, at most `MAX_ANSWER_BYTES` as JSON. */
  answer?: Record<string, unknown>;
}

/** The envelope statuses besides 0 and -1 that spec §8 names: authentication, unknown server error, cancelled. */
export const ENVELOPE_FAULT_STATUSES = [401, 5002, 6] as const;
type EnvelopeFaultStatus = (typeof ENVELOPE_FAULT_STATUSES)[number];

/** The largest `answer` a fault takes, in bytes of its JSON text. */
const MAX_ANSWER_BYTES = 4096;

/** Why a fault that passed the schema cannot be used (the field and the problem), if it cannot. */
export function faultProblem(spec: FaultSpec): { field: string; problem: string } | undefined {
  if (spec.envelopeStatus !== undefined) {
    const other = (['answer', 'errorKey', 'malformedBody', 'hang', 'drop'] as const).find(
      (key) => spec[key] !== undefined,
    );
    if (other) {
      return {
        field: 'envelopeStatus',
        problem: `cannot be combined with ${other} (each decides the answer)`,
      };
    }
  }
  if (spec.answer === undefined) return undefined;
  if (Buffer.byteLength(JSON.stringify(spec.answer)) > MAX_ANSWER_BYTES) {
    return { field: 'answer', problem: `must be at most ${MAX_ANSWER_BYTES} bytes as JSON` };
  }
  const other = (['errorKey', 'malformedBody', 'hang', 'drop'] as const).find(
    (key) => spec[key] !== undefined,
  );
  return other
    ? { field: 'answer', problem: `cannot be combined with ${other} (each decides the answer)` }
    : undefined;
}

interface ActiveFault extends FaultSpec {
  remaining: number;
}

export interface Faults {
  add(spec: FaultSpec): void;
  /** Takes one use of the oldest fault queued for `call`, if any. */
  take(call: FaultTarget): FaultSpec | undefined;
  list(): readonly ActiveFault[];
  clear(): void;
}

export function createFaults(): Faults {
  let queue: ActiveFault[] = [];
  return {
    add(spec) {
      queue.push({ ...spec, remaining: spec.count ?? 1 });
    },
    take(call) {
      const fault = queue.find((f) => f.call === call);
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining <= 0) queue = queue.filter((f) => f !== fault);
      const { remaining: _remaining, ...spec } = fault;
      return spec;
    },
    list: () => queue.map((f) => ({ ...f })),
    clear() {
      queue = [];
    },
  };
}
