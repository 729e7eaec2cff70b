import { STATUS_FAILURE } from '@sheet/reference';
import { ServiceError, ServiceErrorKind, stripQuery, type ValidationResult } from './service-error';

/** What every service answers (spec §3): status -1 failure, 0 success, and its error words. */
export type Envelope = {
  status: number;
  errorMessage?: string;
  errorMessageKey?: string;
  errorKey?: string;
  errorType?: string;
  validationResults?: ValidationResult[];
  errors?: ValidationResult[];
  [field: string]: unknown;
};

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as Envelope).status === 'number'
  );
}

/**
 * The spec's helper: on status -1, throw a server error naming the call and its URL without the
 * query string (which may carry codes).
 */
export function assertSuccess<T extends Envelope>(
  label: string,
  url: string,
  envelope: T,
  call?: string,
): T {
  if (envelope.status !== STATUS_FAILURE) return envelope;
  const validationErrors = envelope.validationResults ?? envelope.errors;
  throw new ServiceError(`${label} failed: ${stripQuery(url)}`, {
    kind: validationErrors?.length
      ? ServiceErrorKind.serverValidationError
      : ServiceErrorKind.serverError,
    call,
    url,
    status: envelope.status,
    body: envelope,
    errorKey: envelope.errorKey,
    errorType: envelope.errorType,
    errorMessageKey: envelope.errorMessageKey,
    errorMessage: envelope.errorMessage,
    validationErrors,
  });
}
