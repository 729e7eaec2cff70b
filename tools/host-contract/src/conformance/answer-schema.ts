/**
 * Holds a host's raw answers against docs/host-contract.schema.json: what the schema tells a host
 * team beyond the sheet's own checks (a field too many, a refusal without a message, a code that is
 * not the contract's).
 */
import validators from '../../../../docs/host-contract.schema.json?validators';

type RawAnswer = { kind?: unknown; ok?: unknown; name?: unknown };

/**
 * Why `data`, a response from the host, fits none of the answers `names` may get; null when it fits
 * one (or is not a response at all: events are the bridge's business).
 */
export function schemaProblem(data: unknown, names: readonly string[]): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as RawAnswer;
  if (raw.kind !== 'response') return null;
  const definitions = raw.ok === false ? ['response.error'] : names.map((n) => `response.${n}`);
  const known = definitions.filter((definition) => validators[definition]);
  if (known.length === 0) return null;
  let first: string | null = null;
  for (const definition of known) {
    const validate = validators[definition]!;
    if (validate(data)) return null;
    const [error] = validate.errors ?? [];
    // Ajv names the field that is too many, or missing, in its params.
    const { additionalProperty, missingProperty } = error?.params ?? {};
    const field = [additionalProperty, missingProperty].find((name) => typeof name === 'string');
    const what = `${error?.message ?? 'does not fit'}${field ? `: ${field}` : ''}`;
    first ??= `${error?.instancePath || 'the answer'} ${what} (${definition})`;
  }
  return first;
}
