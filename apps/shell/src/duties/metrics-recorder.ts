import type { MetricsEvent } from '@sheet/services';

export type MetricsRecorder = {
  /** false: the host preloads the sheet, or there are no services to report to */
  enabled: boolean;
  record: (event: MetricsEvent) => void;
  /** sends what is queued now and waits for it */
  flush: () => Promise<void>;
  /** sends what is queued without waiting: the page is going away */
  flushOnExit: () => void;
  /**
   * Runs `task` at the start of every flush, so what it records goes out with it (a screen's web
   * vitals when the sheet closes or the page is hidden); returns how to stop.
   */
  beforeFlush: (task: () => void) => () => void;
  pending: () => number;
};

const METRICS_DEBOUNCE_MS = 100;

/**
 * Batches metrics events: a burst of records goes out as one report 100 ms after the last of them
 * (spec §9), and whatever is queued goes out when the sheet closes or the page is hidden, so no
 * event is lost. A disabled recorder (the host preloading the sheet) records nothing.
 */
export function createMetricsRecorder(options: {
  send: (events: MetricsEvent[]) => Promise<void>;
  enabled: boolean;
  debounceMs?: number;
}): MetricsRecorder {
  let queue: MetricsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounceMs = options.debounceMs ?? METRICS_DEBOUNCE_MS;
  const flushTasks = new Set<() => void>();

  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    return events;
  };
  // A flush takes what its tasks record too (not a debounced send: a screen still showing).
  const takeAll = () => {
    for (const task of flushTasks) task();
    return take();
  };
  // A failed report is dropped, not retried: metrics never get in the way of the person.
  const send = (events: MetricsEvent[]) =>
    events.length === 0 ? Promise.resolve() : options.send(events).catch(() => undefined);

  return {
    enabled: options.enabled,
    record(event) {
      if (!options.enabled) return;
      queue.push({ ...event, timestamp: Date.now() });
      clearTimeout(timer);
      timer = setTimeout(() => void send(take()), debounceMs);
    },
    flush: () => send(takeAll()),
    flushOnExit: () => void send(takeAll()),
    beforeFlush(task) {
      flushTasks.add(task);
      return () => void flushTasks.delete(task);
    },
    pending: () => queue.length,
  };
}
