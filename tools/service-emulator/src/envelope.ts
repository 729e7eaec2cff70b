/** The answer envelope and the handlers that make every answer — errors and unknown paths too — one. */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const BODY_LIMIT = 16 * 1024;

export type Success<T extends object = object> = { status: 0 } & T;

export interface Failure {
  status: -1;
  errorKey?: string;
  errorMessageKey?: string;
  errorMessage: string;
  [extra: string]: unknown;
}

/** English text for the error keys the emulator answers. */
const MESSAGES: Record<string, string> = {
  Authentication: 'Sign in to continue.',
  'MZCommerce.NoAuthorization': 'Sign in to link your carrier account.',
  'MZFinance.TermsCheckLoginRequired': 'Sign in to accept the terms.',
  'MZCommerce.HardBundleAlreadyClaimed': 'This offer has already been claimed.',
  MEDIA_LINK_INVALID_SESSION: 'This link has expired.',
  ChannelOfferNotFound: 'This offer is not available.',
  ValidationFailed: 'Some of the information you entered is not valid.',
  EmailNotVerified: 'Verify your email address first.',
  PhoneNotVerified: 'Verify your phone number first.',
  CaptchaRequired: 'Complete the captcha to continue.',
  TermsVersionMismatch: 'The terms have changed. Read and accept the current terms.',
  UnsupportedStorefront: 'This country or region is not supported.',
  CodeNotFound: 'No code was sent to this target.',
  InvalidRequest: 'The request is not valid.',
  NotFound: 'No such call.',
  InternalError: 'Something went wrong.',
  InjectedFault: 'A fault was injected for this call.',
  EmailSendingAttemptExceedsLimitKey: 'Too many codes were sent. Try again later.',
  EmailVerificationFailedKey: 'The code is not correct.',
  EmailVerificationSessionExpiredKey: 'The code has expired. Send a new code.',
  EmailVerifyAttemptExceedsLimitKey: 'Too many wrong codes. Send a new code later.',
  PhoneSendingAttemptExceedsLimitKey: 'Too many codes were sent. Try again later.',
  PhoneSendingTooFrequentKey: 'Wait a moment before sending another code.',
  PhoneVerificationFailedKey: 'The code is not correct.',
  PhoneVerificationSessionExpiredKey: 'The code has expired. Send a new code.',
  PhoneVerifyAttemptExceedsLimitKey: 'Too many wrong codes. Send a new code later.',
  SmsSendingAttemptExceedsLimitKey: 'Too many codes were sent. Try again later.',
  SmsSendingTooFrequentKey: 'Wait a moment before sending another code.',
  SmsVerifyAttemptExceedsLimitKey: 'Too many wrong codes. Send a new code later.',
  SmsVerificationInvalidSessionKey: 'Your session has expired. Send a new code.',
  SmsVerificationSessionExpiredKey: 'Your session has expired. Send a new code.',
  SmsVerificationFailedKey: 'The code is not correct.',
  SendSmsInvalidSessionKey: 'Your session has expired. Send a new code.',
  // Unsupported account kinds (account-kinds.ts); NoAccountFound is also the control endpoint's.
  NoAccountFound: 'No account was found.',
  IneligibleStorefront: "This account can't be used in this storefront.",
  Unauthorized: "This account can't use this feature.",
};

export function ok<T extends object>(body: T): Success<T>;
export function ok(): Success;
export function ok(body: object = {}): Success {
  return { status: 0, ...body };
}

/** The English text for an error key: its own entry (never an `Object.prototype` member), else the key. */
function messageOf(errorKey: string): string {
  return Object.prototype.hasOwnProperty.call(MESSAGES, errorKey)
    ? (MESSAGES[errorKey] as string)
    : errorKey;
}

/** `{status:-1, errorKey, errorMessageKey, errorMessage}`; extra fields are added after. */
export function fail(errorKey: string, errorMessage?: string, extra: object = {}): Failure {
  return {
    status: -1,
    errorKey,
    errorMessageKey: errorKey,
    errorMessage: errorMessage ?? messageOf(errorKey),
    ...extra,
  };
}

/** A failure thrown from a handler; the error handler answers it with its HTTP status. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorKey: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** 400 InvalidRequest naming the field. */
export function invalid(field: string, problem: string): RequestError {
  return new RequestError(400, 'InvalidRequest', `Invalid field "${field}": ${problem}`);
}

/** 400 InvalidRequest naming the request header. */
export function invalidHeader(name: string, problem: string): RequestError {
  return new RequestError(400, 'InvalidRequest', `Invalid header "${name}": ${problem}`);
}

export function unsupportedStorefront(field: string, value: string): RequestError {
  return new RequestError(
    400,
    'UnsupportedStorefront',
    `Invalid field "${field}": unsupported storefront "${value.slice(0, 16)}"`,
  );
}

interface AjvIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** set when a field's name is what failed (`propertyNames`) */
  propertyName?: string;
}

interface ErrorLike {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: AjvIssue[];
  validationContext?: string;
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

function describeValidation(issues: AjvIssue[], context: string): string {
  const issue = issues[0] ?? {};
  const params = issue.params ?? {};
  // A field whose name failed (`propertyNames`) is named, cut short: the name may be long.
  const badName = issue.propertyName?.slice(0, 64);
  const fromParams = params.missingProperty ?? params.additionalProperty ?? badName;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field =
    typeof fromParams === 'string' ? (path ? `${path}.${fromParams}` : fromParams) : path;
  const message = issue.message ?? 'is not valid';
  const problem = badName === undefined ? message : `its name ${message}`;
  return field
    ? `Invalid field "${field}" in ${context}: ${problem}`
    : `Invalid ${context}: ${problem}`;
}

function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const e = asErrorLike(error);
  if (error instanceof RequestError) {
    return reply.code(error.statusCode).send(fail(error.errorKey, error.message));
  }
  if (Array.isArray(e.validation)) {
    return reply
      .code(400)
      .send(
        fail('InvalidRequest', describeValidation(e.validation, e.validationContext ?? 'request')),
      );
  }
  const status = e.statusCode ?? 500;
  if (status === 413) {
    return reply
      .code(413)
      .send(fail('InvalidRequest', `The request body is larger than ${BODY_LIMIT} bytes.`));
  }
  if (status === 415) {
    const type = String(request.headers['content-type'] ?? '').slice(0, 60);
    return reply.code(400).send(fail('InvalidRequest', `Unsupported Content-Type "${type}".`));
  }
  if (status >= 400 && status < 500) {
    return reply.code(400).send(fail('InvalidRequest', e.message ?? 'The request is not valid.'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail('InternalError'));
}

/** Error handler, not-found handler; call before registering routes. */
export function installEnvelopeHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => answerError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        fail(
          'NotFound',
          `No call answers ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}.`,
        ),
      ),
  );
}

/** `frameworkErrors`: bad URLs and the like, before routing. */
export function frameworkError(
  error: unknown,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message = asErrorLike(error).message ?? 'The request is not valid.';
  void reply.code(400).send(fail('InvalidRequest', message));
}

/** `clientErrorHandler`: requests Node's HTTP parser rejects still get an envelope. */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    fail(
      'InvalidRequest',
      tooLarge ? 'The request headers are too large.' : 'Malformed HTTP request.',
    ),
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
