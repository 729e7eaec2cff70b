/**
 * Builds a type guard for the values of a constant enumeration object. Server responses and query
 * parameters arrive as plain strings or numbers; the guard narrows them without a cast, so an
 * unexpected value is handled at the edge instead of travelling through the app typed as valid.
 */
export function isValueOf<Enumeration extends Readonly<Record<string, string | number>>>(
  enumeration: Enumeration,
): (value: unknown) => value is Enumeration[keyof Enumeration] {
  const values: ReadonlySet<unknown> = new Set<unknown>(Object.values(enumeration));
  return (value: unknown): value is Enumeration[keyof Enumeration] => values.has(value);
}
