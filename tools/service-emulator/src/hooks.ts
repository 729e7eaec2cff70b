/**
 * Per-call hooks: the client headers, injected faults, bearer sign-in, unsupported account kinds and
 * the body encoding each call expects.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unsupportedAccountFailure } from './account-kinds';
import { accountByToken, bearerToken } from './accounts';
import { CALLS, type CallSpec, callMessage, isCallName } from './calls';
import { CLIENT_PLATFORM_HEADER, CLIENT_VERSION_HEADER, clientHeaders } from './clients';
import type { Emulator } from './context';
import { fail, RequestError } from './envelope';
import type { FaultSpec } from './faults';
import { languageOf, localizeAnswer } from './messages';

/** A truncated JSON document: what a proxy cutting the connection short leaves. */
export const MALFORMED_BODY = '{"status":0,"truncated';

function callSpec(request: FastifyRequest): CallSpec | undefined {
  const call = request.routeOptions.config.call;
  return call !== undefined && isCallName(call) ? CALLS[call] : undefined;
}

/**
 * Applies a fault; true when it answered (or deliberately never will). An `answer` is sent as-is
 * (HTTP `httpStatus` or 200), so any field, subCode included, can be forced. An injected `errorKey` answers
 * the envelope a real answer with that key has: `errorMessageKey` equal to `errorKey`, and the call's
 * own `errorMessage` for it when it has one (else the general text, else the key).
 */
async function applyFault(fault: FaultSpec, reply: FastifyReply): Promise<boolean> {
  if (fault.latencyMs) await sleep(fault.latencyMs, undefined, { ref: false });
  if (fault.hang) {
    reply.hijack();
    return true;
  }
  if (fault.drop) {
    reply.hijack();
    reply.raw.socket?.destroy();
    return true;
  }
  if (fault.malformedBody) {
    void reply
      .code(fault.httpStatus ?? 200)
      .type('application/json; charset=utf-8')
      .send(MALFORMED_BODY);
    return true;
  }
  if (fault.envelopeStatus !== undefined) {
    void reply.code(fault.httpStatus ?? 200).send({ status: fault.envelopeStatus });
    return true;
  }
  if (fault.answer !== undefined) {
    void reply.code(fault.httpStatus ?? 200).send(fault.answer);
    return true;
  }
  if (fault.httpStatus !== undefined || fault.errorKey !== undefined) {
    const status = fault.httpStatus ?? 200;
    const key = fault.errorKey ?? 'InjectedFault';
    const message = fault.errorKey
      ? callMessage(fault.call, fault.errorKey)
      : `A fault was injected for this call (HTTP ${status}).`;
    void reply.code(status).send(fail(key, message));
    return true;
  }
  return false;
}

/** Headers on every answer: answers are never cached, and any web origin may call (bearer tokens, no cookies). */
const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'access-control-allow-origin': '*',
  'access-control-allow-headers': `Authorization, Content-Type, ${CLIENT_VERSION_HEADER}, ${CLIENT_PLATFORM_HEADER}`,
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-max-age': '600',
  // Lets the sheet's resource timing (and so the benchmark) see what each call cost.
  'timing-allow-origin': '*',
};

export function installCallHooks(app: FastifyInstance, emulator: Emulator): void {
  app.decorateRequest('account', null);

  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(COMMON_HEADERS);
  });

  // Every answer in the language the sheet asked for (its words for the person, messages.ts).
  app.addHook('preSerialization', async (request, _reply, payload) =>
    localizeAnswer(payload, languageOf(request.headers['accept-language'])),
  );

  // CORS preflight for any path: an envelope, like every other answer.
  app.options('/*', async () => ({ status: 0 }));

  app.addHook('onRequest', async (request, reply) => {
    const call = request.routeOptions.config.call;
    if (call === undefined) return;
    // The client headers come first: a bad one is answered 400 (and not recorded) whatever else is
    // queued; a good one is recorded even when a fault or sign-in then answers.
    const client = clientHeaders(request.headers);
    emulator.clients.record(call, client, emulator.clock.now());
    const fault = emulator.faults.take(call);
    if (fault && (await applyFault(fault, reply))) return reply;

    const spec = callSpec(request);
    if (!spec || spec.auth === 'none') return;
    const token = bearerToken(request.headers.authorization);
    request.account = (token && accountByToken(emulator.store, token)) || null;
    if (request.account) {
      // An account of a kind the linking flows do not support: its error, before the body checks.
      const refused = unsupportedAccountFailure(call, request.account);
      return refused ? reply.code(200).send(refused) : undefined;
    }
    if (spec.auth !== 'required') return;
    const failure = spec.authFailure ?? { errorKey: 'Authentication' };
    const extra = failure.errorType ? { errorType: failure.errorType } : {};
    return reply.code(200).send(fail(failure.errorKey, callMessage(call, failure.errorKey), extra));
  });

  app.addHook('preValidation', async (request) => {
    const spec = callSpec(request);
    if (!spec || (spec.body !== 'json' && spec.body !== 'form')) return;
    const expected =
      spec.body === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    if (request.mediaType !== expected) {
      throw new RequestError(400, 'InvalidRequest', `This call takes a ${expected} body.`);
    }
  });
}
