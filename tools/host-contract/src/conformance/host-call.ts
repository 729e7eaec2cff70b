/**
 * One call to the host through the sheet's own bridge, and everything the page needs to judge it:
 * what the bridge made of the answer (a checked result, a refusal, a time-out, a malformed reply),
 * how long it took, and the raw messages that came meanwhile, held against the schema.
 */
import {
  BridgeCallError,
  BridgeTimeoutError,
  type HostBridge,
  type HostRequestName,
} from '@sheet/bridge';
import { schemaProblem } from './answer-schema';
import type { TappedMessage, WireTap } from './wire-tap';

export type Answer = { ms: number; raw: readonly TappedMessage[] } & (
  | { kind: 'result'; result: unknown; schemaProblem: string | null }
  | { kind: 'refused'; code: string; message: string; schemaProblem: string | null }
  /** no answer with the request's id in time; `strayIds`: ids of answers that came meanwhile */
  | { kind: 'timeout'; timeoutMs: number; strayIds: readonly string[] }
  /** the bridge refused the answer: another version or channel, a result that does not fit */
  | { kind: 'malformed'; reason: string }
  /** the call never reached the host, or something else went wrong in the page */
  | { kind: 'broken'; reason: string }
);

/** The bridge's own codes: the call failed in the sheet, the host said nothing. */
const SHEET_CODES = new Set(['send_failed', 'disposed']);

function isProtocolError(error: unknown): error is Error & { reason: string } {
  return error instanceof Error && error.name === 'BridgeProtocolError' && 'reason' in error;
}

const responseIds = (messages: readonly TappedMessage[]): string[] =>
  messages.flatMap(({ data }) => {
    const { kind, id } = (typeof data === 'object' && data !== null ? data : {}) as {
      kind?: unknown;
      id?: unknown;
    };
    return kind === 'response' ? [typeof id === 'string' ? id : JSON.stringify(id ?? null)] : [];
  });

type CallOptions = {
  /** the calls whose answers may come while this one is open (others run at once), for the schema */
  answersOf?: readonly string[];
};

export type HostCaller = (
  name: string,
  params: Record<string, unknown>,
  options?: CallOptions,
) => Promise<Answer>;

/** Calls the host as the sheet does; `name` and `params` may be wrong on purpose. */
export function createHostCaller(bridge: HostBridge, tap: WireTap): HostCaller {
  return async (name, params, options = {}) => {
    const mark = tap.mark();
    const started = performance.now();
    const finish = () => ({ ms: Math.round(performance.now() - started), raw: tap.since(mark) });
    const problem = (raw: readonly TappedMessage[]) =>
      raw
        .map(({ data }) => schemaProblem(data, options.answersOf ?? [name]))
        .find((found) => found !== null) ?? null;
    try {
      // Wrong names and params are the point of some checks: the bridge sends what it is given.
      const result: unknown = await bridge.request(name as HostRequestName, params as never);
      const done = finish();
      return { ...done, kind: 'result', result, schemaProblem: problem(done.raw) };
    } catch (error) {
      const done = finish();
      if (error instanceof BridgeTimeoutError) {
        const strayIds = responseIds(done.raw);
        return { ...done, kind: 'timeout', timeoutMs: error.timeoutMs, strayIds };
      }
      if (error instanceof BridgeCallError && !SHEET_CODES.has(error.code)) {
        const { code, message } = error;
        return { ...done, kind: 'refused', code, message, schemaProblem: problem(done.raw) };
      }
      if (isProtocolError(error)) return { ...done, kind: 'malformed', reason: error.reason };
      return {
        ...done,
        kind: 'broken',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  };
}
