/** One-time codes for email, phone and channel SMS: one implementation, one set of limits. */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';
import {
  type CodeChannel,
  type CodeSession,
  LIMITS,
  type Store,
  type Verification,
  keepLast,
} from './store';

const CODE_RULES = {
  digits: 6,
  validityMs: 10 * 60_000,
  maxWrongTries: 5,
  maxSends: 5,
  sendWindowMs: 10 * 60_000,
  resendAfterMs: 30_000,
} as const;

type SendOutcome =
  | { kind: 'sent'; session: CodeSession }
  | { kind: 'limit' }
  | { kind: 'tooFrequent'; session: CodeSession }
  | { kind: 'invalidSession' };

export type VerifyOutcome =
  /** `again`: the session was already verified (the same session id with the right code again). */
  | { kind: 'ok'; session: CodeSession; again: boolean }
  | { kind: 'unknownSession' }
  | { kind: 'expired' }
  | { kind: 'failed'; triesLeft: number }
  | { kind: 'exceeded' };

interface SendRequest {
  channel: CodeChannel;
  target: string;
  alias: string;
  /** When given, it must name the live session of the target (channel SMS resends). */
  sessionId?: string | undefined;
  /**
   * What the send limit and the 30-second rule count by: the target (default), or the alias across
   * every target that shares it (channel SMS: the msisdn, whatever the product).
   */
  limitBy?: 'target' | 'alias';
}

interface VerifyRequest {
  channel: CodeChannel;
  /**
   * Finds the session by its id (clientToken, phoneId, sessionId) … A verified session accepts its
   * code again only when named by its id; found by target alone, it no longer takes a code.
   */
  id?: string | undefined;
  /** … or by its target; with both, they must agree. */
  target?: string | undefined;
  code: string;
}

export interface Codes {
  send(request: SendRequest): SendOutcome;
  verify(request: VerifyRequest): VerifyOutcome;
  /** The most recent session whose target or alias is `target` (control endpoint). */
  latest(channel: CodeChannel, target: string): CodeSession | undefined;
  /** The verification of a code of this channel for the target (or alias), optionally by id. */
  verification(channel: CodeChannel, target: string, id?: string): Verification | undefined;
}

export type CodeSentListener = (session: CodeSession) => void;

/** A random code, never `previous` (the code a resend or a new session of the target replaces). */
function newCode(previous?: string): string {
  for (;;) {
    const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
    if (code !== previous) return code;
  }
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createCodes(store: Store, clock: Clock, onSent?: CodeSentListener): Codes {
  const sessions = () => store.data.codes;

  const isLive = (s: CodeSession, now: number) =>
    !s.verified &&
    s.wrongTries < CODE_RULES.maxWrongTries &&
    now < s.issuedAt + CODE_RULES.validityMs;

  function send({
    channel,
    target,
    alias,
    sessionId,
    limitBy = 'target',
  }: SendRequest): SendOutcome {
    const now = clock.now();
    const existing = sessions().find((s) => s.channel === channel && s.target === target);
    const live = existing !== undefined && isLive(existing, now);
    if (sessionId !== undefined && (!live || existing.id !== sessionId)) {
      return { kind: 'invalidSession' };
    }
    // The sessions whose sends count together (one target, or every target of the alias).
    const counted = sessions().filter(
      (s) =>
        s.channel === channel && (limitBy === 'alias' ? s.alias === alias : s.target === target),
    );
    let recentCount = 0;
    let last: { at: number; session: CodeSession } | undefined;
    for (const s of counted) {
      s.sends = s.sends.filter((t) => now - t < CODE_RULES.sendWindowMs);
      recentCount += s.sends.length;
      const at = s.sends[s.sends.length - 1];
      if (at !== undefined && (!last || at >= last.at)) last = { at, session: s };
    }
    if (recentCount >= CODE_RULES.maxSends) return { kind: 'limit' };
    if (last && now - last.at < CODE_RULES.resendAfterMs) {
      return { kind: 'tooFrequent', session: last.session };
    }
    const recent = existing?.sends ?? [];
    const code = newCode(existing?.code);
    let session: CodeSession;
    if (existing && live) {
      session = existing;
      session.code = code;
      session.issuedAt = now;
      session.sends.push(now);
    } else {
      if (existing) sessions().splice(sessions().indexOf(existing), 1);
      session = {
        channel,
        target,
        alias,
        id: randomBytes(12).toString('hex'),
        code,
        issuedAt: now,
        startedAt: now,
        wrongTries: 0,
        verified: false,
        sends: [...recent, now],
      };
      sessions().push(session);
      keepLast(sessions(), LIMITS.codes);
    }
    onSent?.(session);
    return { kind: 'sent', session };
  }

  function verify({ channel, id, target, code }: VerifyRequest): VerifyOutcome {
    const now = clock.now();
    const session = sessions().find(
      (s) =>
        s.channel === channel &&
        (id === undefined || s.id === id) &&
        (target === undefined || s.target === target),
    );
    if (!session || (id === undefined && target === undefined)) return { kind: 'unknownSession' };
    // Single use: a verified session found without its id has no live code any more.
    if (session.verified && id === undefined) return { kind: 'unknownSession' };
    if (session.wrongTries >= CODE_RULES.maxWrongTries) return { kind: 'exceeded' };
    if (now >= session.issuedAt + CODE_RULES.validityMs) return { kind: 'expired' };
    if (!sameCode(code, session.code)) {
      session.wrongTries += 1;
      if (session.wrongTries >= CODE_RULES.maxWrongTries) return { kind: 'exceeded' };
      return { kind: 'failed', triesLeft: CODE_RULES.maxWrongTries - session.wrongTries };
    }
    const again = session.verified;
    if (!again) {
      session.verified = true;
      const verifications = store.data.verifications;
      verifications.push({
        channel,
        target: session.target,
        alias: session.alias,
        id: session.id,
        at: now,
      });
      keepLast(verifications, LIMITS.verifications);
    }
    return { kind: 'ok', session, again };
  }

  function latest(channel: CodeChannel, target: string): CodeSession | undefined {
    return sessions()
      .filter((s) => s.channel === channel && (s.target === target || s.alias === target))
      .reduce<CodeSession | undefined>(
        (a, s) => (!a || s.issuedAt >= a.issuedAt ? s : a),
        undefined,
      );
  }

  function verification(
    channel: CodeChannel,
    target: string,
    id?: string,
  ): Verification | undefined {
    return store.data.verifications.find(
      (v) =>
        v.channel === channel &&
        (v.target === target || v.alias === target) &&
        (id === undefined || v.id === id),
    );
  }

  return { send, verify, latest, verification };
}
