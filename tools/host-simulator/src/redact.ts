/**
 * Redaction for the bridge log: nothing secret is ever shown, and nothing else is hidden. A key
 * naming a secret (isSecretKey) gets "•••" whatever its value; in strings, query parameters (in
 * URLs and form-encoded bodies) named `t` or naming a secret are redacted, and a string holding
 * JSON is redacted as JSON. Country, dial and product codes, error keys, bag paths and URLs
 * without secret parameters are shown as they are.
 */
export const MASK = '•••';

/**
 * Keys that name a secret (any case): passwords (`password`, `acAccountPassword`, `passwd`, `passcode`),
 * secrets (`secretCode`, `phoneSecretCode`, `clientSecret`), signatures (`signature`,
 * `xAppleActionSignature`) and authorization headers, wherever the word appears in the key.
 */
const SECRET_WORD = /password|passwd|passcode|secret|signature|authorization/i;
/** Tokens: `token` and any key ending in it (`clientToken`, `captchaToken`, `X-Auth-Token`). */
const TOKEN_KEY = /tokens?$/i;
/** One-time codes: a key named exactly `code`, and `otp` as a key or a word of one (`smsOtp`). */
const CODE_KEY = /^code$/i;
/** Query and form parameters that carry a secret whatever the key rules say (`?t=` is a token). */
const SECRET_PARAM = /^t$/i;

/** The words of a key, lower case: `phoneOTPCode` → phone, otp, code; `x-auth-token` → x, auth, token. */
function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Whether a key of an object (or a parameter name) names a secret. */
export function isSecretKey(key: string): boolean {
  const name = key.trim();
  return (
    SECRET_WORD.test(name) ||
    TOKEN_KEY.test(name) ||
    CODE_KEY.test(name) ||
    words(name).includes('otp')
  );
}

function isSecretParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // keep the raw name
  }
  decoded = decoded.trim();
  return SECRET_PARAM.test(decoded) || isSecretKey(decoded);
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
      copy[key] = isSecretKey(key) ? MASK : redact(item, seen);
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
