import { redactedJson } from './redact';

/** `host`: what the simulator did on its own, with no message on a wire (adopting an account). */
export type LogDirection =
  'sheet → host' | 'host → sheet' | 'host → emulator' | 'emulator → host' | 'host' | 'ignored';

export type LogEntry = {
  id: number;
  time: string;
  direction: LogDirection;
  name: string;
  /** redacted JSON: no password, secret, one-time code, token, signature or authorization ever reaches the page */
  json: string;
};

/** The log keeps the newest entries only. */
const LOG_LIMIT = 500;

let nextId = 0;

function clock(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

export function createLogEntry(
  direction: LogDirection,
  name: string,
  data: unknown,
  now = new Date(),
): LogEntry {
  nextId += 1;
  return { id: nextId, time: clock(now), direction, name, json: redactedJson(data) };
}

export function appendEntry(log: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  const next = [...log, entry];
  return next.length > LOG_LIMIT ? next.slice(next.length - LOG_LIMIT) : next;
}

export type Logger = (direction: LogDirection, name: string, data: unknown) => void;
