import type { Message } from '@sheet/i18n';

/** Client error kinds of spec section 8; screens map them to text through one catalogue. */
export const ServiceErrorKind = {
  serverError: 'SERVER_ERROR',
  serverValidationError: 'SERVER_VALIDATION_ERROR',
  localValidationError: 'LOCAL_VALIDATION_ERROR',
  localBirthdayValidationError: 'LOCAL_BIRTHDAY_VALIDATION_ERROR',
  missingDependencies: 'MISSING_DEPENDENCIES',
  missingParameters: 'MISSING_PARAMETERS',
  missingFromState: 'MISSING_FROM_STATE',
  unsupportedValue: 'UNSUPPORTED_VALUE',
} as const;

export type ServiceErrorKind = (typeof ServiceErrorKind)[keyof typeof ServiceErrorKind];

/** One server validation result, as the services send it (two spellings exist). */
export type ValidationResult = {
  propertyName?: string;
  field?: string;
  errorString?: string;
  error?: string;
  localizedMessage?: string;
};

type ServiceErrorFields = {
  kind: ServiceErrorKind;
  /** the bag name of the call that failed */
  call?: string;
  url?: string;
  status?: number;
  body?: unknown;
  domain?: string;
  errorType?: string;
  errorKey?: string;
  amsErrorCode?: string;
  details?: unknown;
  errorMessageKey?: string;
  errorMessage?: string;
  subCode?: number;
  validationErrors?: ValidationResult[];
  /** for LOCAL_VALIDATION_ERROR: what each failing field says, in the sheet's own words */
  fieldMessages?: Readonly<Record<string, Message>>;
};

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly fields: ServiceErrorFields;

  constructor(message: string, fields: ServiceErrorFields) {
    super(message);
    // The URL is kept without its query string: queries may carry codes or tokens.
    this.fields = { ...fields, url: fields.url && stripQuery(fields.url) };
  }

  get kind(): ServiceErrorKind {
    return this.fields.kind;
  }
}

/** A call that failed because the device is offline: it never reached a server. */
export const isOfflineError = (error: unknown): boolean =>
  error instanceof ServiceError && error.fields.errorType === 'Offline';

export function stripQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function missingParametersError(names: string[]): ServiceError {
  return new ServiceError(`Missing required parameters: ${names.join(', ')}`, {
    kind: ServiceErrorKind.missingParameters,
  });
}

/** A screen opened without what it needs from the screens before it (spec §8). */
export function missingFromStateError(names: string[]): ServiceError {
  return new ServiceError(`Missing from state: ${names.join(', ')}`, {
    kind: ServiceErrorKind.missingFromState,
  });
}

export function missingDependenciesError(names: string[]): ServiceError {
  return new ServiceError(`Missing dependencies: ${names.join(', ')}`, {
    kind: ServiceErrorKind.missingDependencies,
  });
}

/**
 * What the screen could tell by itself (spec §8's LOCAL_VALIDATION_ERROR): the form's own rules
 * refused these fields before anything was sent. The message names the fields, never a value.
 */
export function localValidationError(
  fieldMessages: Readonly<Record<string, Message>>,
): ServiceError {
  return new ServiceError(`Local validation failed: ${Object.keys(fieldMessages).join(', ')}`, {
    kind: ServiceErrorKind.localValidationError,
    fieldMessages,
  });
}
