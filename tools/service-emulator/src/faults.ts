/** Fault injection: the next N requests to a bag call get latency, an HTTP status, a bad body, no answer or an error key. */
import type { FaultTarget } from './calls';

export interface FaultSpec {
  call: FaultTarget;
  /** How many requests it applies to (default 1). */
  count?: number;
  latencyMs?: number;
  httpStatus?: number;
  malformedBody?: boolean;
  hang?: boolean;
  errorKey?: string;
}

export interface ActiveFault extends FaultSpec {
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
