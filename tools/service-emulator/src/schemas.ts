/** JSON-schema building blocks; every route validates its querystring and body with ajv. */
import { BODY_LIMIT } from './envelope';

/** Default longest string any field takes; longer is InvalidRequest. */
export const MAX_STRING = 256;

export interface StringSchema {
  type: 'string';
  maxLength: number;
  minLength?: number;
  pattern?: string;
  enum?: readonly string[];
  default?: string;
}

export function str(
  maxLength: number = MAX_STRING,
  extra: Partial<StringSchema> = {},
): StringSchema {
  return { type: 'string', maxLength, ...extra };
}

/**
 * A value a person types into the create-account form (account name, password, names, birthday).
 * The schema takes it up to the body limit; its length and format are validation results
 * (`TooLong`, …), not InvalidRequest, so the sheet can show them on the field.
 */
export const typedText = str(BODY_LIMIT);

/** A form boolean: `1` or `0`. */
export const flag = str(1, { enum: ['1', '0'] });

export function oneOf(values: readonly string[]): StringSchema {
  return str(64, { enum: values });
}

/** An object with known properties; unknown ones are dropped (ajv `removeAdditional`). */
export function object(
  properties: Record<string, object>,
  required: readonly string[] = [],
): object {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** An object of any string fields (form field ids → values), bounded in count and size. */
export function stringMap(
  properties: Record<string, object> = {},
  required: readonly string[] = [],
): object {
  return {
    type: 'object',
    properties,
    required,
    maxProperties: 64,
    propertyNames: { maxLength: 64 },
    additionalProperties: str(),
  };
}
