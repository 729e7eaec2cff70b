import { STATUS_SUCCESS } from '@sheet/reference';
import { ServiceError, ServiceErrorKind, stripQuery, type ValidationResult } from './service-error';

/** What every service answers (spec §3): status -1 failure, 0 success, and its error words. */
export type Envelope = {
  status: number;
  errorMessage?: string;
  errorMessageKey?: string;
  errorKey?: string;
  errorType?: string;
  domain?: string;
  amsErrorCode?: string;
  details?: unknown;
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
 * The spec's helper: on any status but 0, throw a server error naming the call and its URL
 * without the query string (which may carry codes). -1 is the failure of spec §3; 401, 5002 and 6
 * are spec §8's authentication error, unknown server error and cancelled, which the catalogue
 * reads from the error's `status`.
 */
export function assertSuccess<T extends Envelope>(
  label: string,
  url: string,
  envelope: T,
  call?: string,
): T {
  if (envelope.status === STATUS_SUCCESS) return envelope;
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
    ...(typeof envelope.domain === 'string' ? { domain: envelope.domain } : {}),
    ...(envelope.amsErrorCode === undefined ? {} : { amsErrorCode: String(envelope.amsErrorCode) }),
    ...(envelope.details === undefined ? {} : { details: envelope.details }),
    errorMessageKey: envelope.errorMessageKey,
    errorMessage: envelope.errorMessage,
    validationErrors,
  });
}
