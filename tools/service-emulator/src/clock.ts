/** The emulator's clock: a base time source plus an offset the control endpoint moves forward. */
export interface Clock {
  /** Milliseconds since the epoch, offset included. */
  now(): number;
  advance(ms: number): void;
  offset(): number;
  reset(): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => base() + offsetMs,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError('advanceMs must be a finite number >= 0');
      offsetMs += ms;
    },
    offset: () => offsetMs,
    reset() {
      offsetMs = 0;
    },
  };
}
