/**
 * Redaction for the bridge log: nothing secret is ever shown. A key matching SECRET_KEY gets
 * "•••" whatever its value; in strings, query parameters (in URLs and form-encoded bodies) named
 * t, token, code, otp or matching SECRET_KEY are redacted, and a string holding JSON is redacted
 * as JSON.
 */
export const MASK = '•••';
export const SECRET_KEY = /pass(word)?|secret|code|otp|token|signature|authorization/i;
const SECRET_PARAM = /^(t|token|code|otp)$/i;

function isSecretParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // keep the raw name
  }
  return SECRET_PARAM.test(decoded) || SECRET_KEY.test(decoded);
}

/** `name=value` pairs at the start of a string or after `?` / `&` / `#`. */
const PARAM = /(^|[?&#])([^=&?#\s"'<>]+)=([^&#\s"'<>]*)/g;

export function redactString(value: string): string {
  const trimmed = value.trim();
  if (
    (trimmed.startsWith('{') && trimmed.endsWith('}')) ||
    (trimmed.startsWith('[') && trimmed.endsWith(']'))
  ) {
    try {
      return JSON.stringify(redact(JSON.parse(trimmed)));
    } catch {
      // not JSON after all: fall through
    }
  }
  if (!value.includes('=')) return value;
  return value.replace(PARAM, (whole, lead: string, name: string) =>
    isSecretParam(name) ? `${lead}${name}=${MASK}` : whole,
  );
}

/** A deep copy of `value` with every secret masked; safe for any JSON-like value (and cycles). */
export function redact(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  let copy: unknown[] | Record<string, unknown>;
  if (Array.isArray(value)) copy = value.map((item) => redact(item, seen));
  else {
    copy = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = SECRET_KEY.test(key) ? MASK : redact(item, seen);
    }
  }
  // Only an object inside itself is a cycle; the same object twice side by side is not.
  seen.delete(value);
  return copy;
}

/** Redacted, indented JSON for the log. */
export function redactedJson(value: unknown): string {
  return JSON.stringify(redact(value), null, 2) ?? String(value);
}
