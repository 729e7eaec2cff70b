/**
 * What an answer means for a check: passed, or failed with the reason a host team can act on.
 * Pure, so each reason is tested without a host.
 */
import { BRIDGE_PROTOCOL_VERSION } from '../../../../libs/bridge/src/contract';
import { BRIDGE_ERROR_CODES } from '../../../../libs/bridge/src/error-codes';
import type { Answer } from './host-call';

export type Outcome = { pass: boolean; detail: string };

const passed = (detail: string): Outcome => ({ pass: true, detail });
const failed = (detail: string): Outcome => ({ pass: false, detail });

const HOST_CODES: ReadonlySet<string> = new Set(
  BRIDGE_ERROR_CODES.filter(({ from }) => from === 'host').map(({ code }) => code),
);

function timedOut(answer: Extract<Answer, { kind: 'timeout' }>): string {
  const [stray] = answer.strayIds;
  const wrongId =
    stray === undefined
      ? ''
      : `; an answer came with id ${stray}, which is no open request's: a host answers with the request's own id`;
  return `no answer within ${answer.timeoutMs} ms${wrongId}`;
}

/** Why the bridge refused an answer, with the protocol's version when that is what was wrong. */
function malformed(reason: string): string {
  const version = reason.startsWith('version')
    ? ` (the protocol is version ${BRIDGE_PROTOCOL_VERSION})`
    : '';
  return `the sheet's bridge refused the answer: ${reason}${version}`;
}

function refusal(answer: Extract<Answer, { kind: 'refused' }>): string {
  const unknown = HOST_CODES.has(answer.code) ? '' : ' (not a code of the contract)';
  return `refused with ${answer.code}${unknown}: ${answer.message}`;
}

/**
 * A call with good params: its result must come in time and fit (the bridge's checks, the schema's
 * and `check`'s); a refusal passes only with one of `accept` (the person's choice: `cancelled`).
 */
export function expectResult(
  answer: Answer,
  options: { accept?: readonly string[]; check?: (result: unknown) => string | null } = {},
): Outcome {
  switch (answer.kind) {
    case 'result': {
      if (answer.schemaProblem)
        return failed(`the answer does not fit the schema: ${answer.schemaProblem}`);
      const wrong = options.check?.(answer.result);
      return wrong ? failed(wrong) : passed(`answered in ${answer.ms} ms`);
    }
    case 'refused':
      if (!options.accept?.includes(answer.code)) return failed(refusal(answer));
      return answer.schemaProblem
        ? failed(`the refusal does not fit the schema: ${answer.schemaProblem}`)
        : passed(`refused with ${answer.code} in ${answer.ms} ms, as the person chose`);
    case 'timeout':
      return failed(timedOut(answer));
    case 'malformed':
      return failed(malformed(answer.reason));
    case 'broken':
      return failed(`the call failed in the page: ${answer.reason}`);
  }
}

/** A call the host must refuse with `code`, e.g. malformed params with `invalid_params`. */
export function expectRefusal(answer: Answer, code: string, what: string): Outcome {
  const must = `${what} must be refused with ${code}`;
  switch (answer.kind) {
    case 'refused':
      if (answer.code !== code) return failed(`${refusal(answer)}; ${must}`);
      return answer.schemaProblem
        ? failed(`the refusal does not fit the schema: ${answer.schemaProblem}`)
        : passed(`refused with ${code} in ${answer.ms} ms`);
    case 'result':
      return failed(`the host accepted ${what}; it must refuse it with ${code}`);
    case 'timeout':
      return failed(`${timedOut(answer)}; ${must}, not ignored`);
    case 'malformed':
      return failed(malformed(answer.reason));
    case 'broken':
      return failed(`the call failed in the page: ${answer.reason}`);
  }
}

/**
 * A request of a name no host knows: refused with `unknown_request`, or ignored (a time-out);
 * never answered as if it were done. Read from the raw answer: the sheet's bridge cannot check a
 * result of a call it does not know.
 */
export function expectUnknownRefusedOrIgnored(answer: Answer): Outcome {
  const answered = answer.raw
    .map(({ data }) => data as { kind?: unknown; ok?: unknown })
    .find((data) => typeof data === 'object' && data !== null && data.kind === 'response');
  if (answer.kind === 'timeout' && answer.strayIds.length === 0) {
    return passed(`ignored (no answer within ${answer.timeoutMs} ms), as the contract allows`);
  }
  if (answer.kind === 'refused')
    return expectRefusal(answer, 'unknown_request', 'an unknown request');
  if (answered?.ok === true) return failed('the host answered ok to a request it cannot know');
  return expectRefusal(answer, 'unknown_request', 'an unknown request');
}
