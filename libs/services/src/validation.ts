import type { ValidationResult } from './service-error';

export type MappedValidation = {
  /** field id -> message to show under that field */
  fieldErrors: Record<string, string>;
  /** messages for no field in particular, de-duplicated, in order */
  generalErrors: string[];
};

/**
 * Server validation results attach to their field when they name one (propertyName or field),
 * else they become general errors (spec §5). The localised message wins over the raw string.
 */
export function mapValidationResults(
  results: readonly ValidationResult[] | undefined,
): MappedValidation {
  const mapped: MappedValidation = { fieldErrors: {}, generalErrors: [] };
  for (const result of results ?? []) {
    const message = result.localizedMessage || result.errorString || result.error;
    if (!message) continue;
    const field = result.propertyName || result.field;
    if (field) mapped.fieldErrors[field] ??= message;
    else if (!mapped.generalErrors.includes(message)) mapped.generalErrors.push(message);
  }
  return mapped;
}
