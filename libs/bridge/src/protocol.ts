/**
 * Building and validating wire messages. Nothing a host sends is trusted: each message is checked
 * field by field, and each result against the request it answers.
 */
import {
  BRIDGE_CHANNEL,
  BRIDGE_PROTOCOL_VERSION,
  CHECKPOINT_MAX_CHARS,
  type HostEventMessage,
  type HostEventName,
  type HostEvents,
  type HostRequestMessage,
  type HostRequestName,
  type HostRequests,
  type HostResponseMessage,
  isHostRequestName,
} from './contract';
import { BridgeProtocolError } from './errors';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const envelope = { channel: BRIDGE_CHANNEL, version: BRIDGE_PROTOCOL_VERSION } as const;

export function requestMessage<N extends HostRequestName>(
  id: string,
  name: N,
  params: HostRequests[N]['params'],
): HostRequestMessage<N> {
  return { ...envelope, kind: 'request', id, name, params };
}

export function resultMessage(id: string, result: unknown): HostResponseMessage {
  return { ...envelope, kind: 'response', id, ok: true, result };
}

export function errorMessage(id: string, code: string, message: string): HostResponseMessage {
  return { ...envelope, kind: 'response', id, ok: false, error: { code, message } };
}

export function eventMessage<N extends HostEventName>(
  name: N,
  ...params: HostEvents[N] extends Record<string, never> ? [] : [HostEvents[N]]
): HostEventMessage<N> {
  return { ...envelope, kind: 'event', name, params: (params[0] ?? {}) as HostEvents[N] };
}

/** An SMS code as Android's SMS User Consent hands it over: 4 to 10 characters, one a digit. */
const SMS_CODE = /^(?=.*\d)[0-9A-Za-z]{4,10}$/;

/** Each event's params, checked and normalised, or why they do not fit. */
const EVENT_CHECKS: { [N in HostEventName]: (params: Json) => HostEvents[N] | string } = {
  back: () => ({}),
  close: () => ({}),
  smsCode: (p) => (typeof p.code === 'string' && SMS_CODE.test(p.code) ? { code: p.code } : 'code'),
  connectivity: (p) => (typeof p.online === 'boolean' ? { online: p.online } : 'online'),
};

const isHostEventName = (value: unknown): value is HostEventName =>
  typeof value === 'string' && Object.hasOwn(EVENT_CHECKS, value);

/** What an incoming host message turned out to be. */
export type Incoming =
  | { type: 'response'; message: HostResponseMessage }
  | { type: 'event'; name: HostEventName; params: HostEvents[HostEventName] }
  /** ours but malformed: the call with `id` (if any is open) is rejected */
  | { type: 'invalid'; id: string | undefined; reason: string }
  /** not for the bridge (another channel, an unknown event): ignored */
  | { type: 'ignored'; reason: string };

export function parseIncoming(data: unknown): Incoming {
  if (!isRecord(data) || data.channel !== BRIDGE_CHANNEL) {
    return { type: 'ignored', reason: 'not a bridge message' };
  }
  const id = typeof data.id === 'string' && data.id !== '' ? data.id : undefined;
  const invalid = (reason: string): Incoming => ({ type: 'invalid', id, reason });
  if (data.version !== BRIDGE_PROTOCOL_VERSION) return invalid(`version ${String(data.version)}`);
  if (data.kind === 'event') {
    if (!isHostEventName(data.name)) {
      return { type: 'ignored', reason: `unknown event ${String(data.name)}` };
    }
    const params = isRecord(data.params) ? data.params : {};
    const checked = EVENT_CHECKS[data.name](params);
    return typeof checked === 'string'
      ? { type: 'ignored', reason: `event ${data.name}: invalid ${checked}` }
      : { type: 'event', name: data.name, params: checked };
  }
  if (data.kind !== 'response') return invalid(`kind ${String(data.kind)}`);
  if (id === undefined) return invalid('response without an id');
  const base = { ...envelope, kind: 'response', id } as const;
  if (data.ok === true)
    return { type: 'response', message: { ...base, ok: true, result: data.result } };
  if (data.ok !== false) return invalid('ok is not a boolean');
  const error = data.error;
  if (!isRecord(error) || typeof error.code !== 'string' || error.code === '') {
    return invalid('error without a code');
  }
  if (error.message !== undefined && typeof error.message !== 'string') {
    return invalid('error message is not a string');
  }
  const message = error.message ?? error.code;
  return {
    type: 'response',
    message: { ...base, ok: false, error: { code: error.code, message } },
  };
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

type Checks = {
  [N in HostRequestName]: (
    result: Json,
    params: HostRequests[N]['params'],
  ) => HostRequests[N]['result'] | string;
};

/** Each check returns the normalised result (only the known fields), or why it does not fit. */
const RESULT_CHECKS: Checks = {
  authenticate: (r) =>
    typeof r.authenticated === 'boolean' ? { authenticated: r.authenticated } : 'authenticated',
  getDeviceId: (r) =>
    typeof r.deviceId === 'string' && r.deviceId !== '' ? { deviceId: r.deviceId } : 'deviceId',
  getPhoneNumber: (r) =>
    typeof r.phoneNumber === 'string' || r.phoneNumber === null
      ? { phoneNumber: r.phoneNumber }
      : 'phoneNumber',
  httpRequest: (r) => {
    if (typeof r.status !== 'number' || !Number.isInteger(r.status)) return 'status';
    if (typeof r.body !== 'string') return 'body';
    if (!isStringMap(r.headers)) return 'headers';
    return { status: r.status, headers: { ...r.headers }, body: r.body };
  },
  showDialog: (r, params) =>
    typeof r.buttonId === 'string' && params.buttons.some((button) => button.id === r.buttonId)
      ? { buttonId: r.buttonId }
      : 'buttonId',
  signPayload: (r) =>
    typeof r.signature === 'string' && r.signature !== ''
      ? { signature: r.signature }
      : 'signature',
  openUrl: () => ({}),
  handOverDetails: () => ({}),
  notifyTermsAgreed: () => ({}),
  notifyPrivacyConsent: () => ({}),
  expectSmsCode: () => ({}),
  getCaptchaData: (r) =>
    typeof r.token === 'string' && r.token !== '' ? { token: r.token } : 'token',
  setNavigationButtons: () => ({}),
  setCarrierStatus: () => ({}),
  invalidateSubscriptionStatus: () => ({}),
  closeSheet: () => ({}),
  saveCheckpoint: () => ({}),
  restoreCheckpoint: (r) => {
    if (typeof r.version !== 'number' || !Number.isInteger(r.version)) return 'version';
    const { checkpoint } = r;
    if (checkpoint === null) return { version: r.version, checkpoint: null };
    return typeof checkpoint === 'string' && checkpoint.length <= CHECKPOINT_MAX_CHARS
      ? { version: r.version, checkpoint }
      : 'checkpoint';
  },
};

/** Validates a successful result for its request; throws BridgeProtocolError when it does not fit. */
export function checkResult<N extends HostRequestName>(
  name: N,
  params: HostRequests[N]['params'],
  result: unknown,
): HostRequests[N]['result'] {
  // Requests without a result may be answered with no result at all.
  const value = result === undefined || result === null ? {} : result;
  if (!isRecord(value)) throw new BridgeProtocolError(name, 'result is not an object');
  const checked = RESULT_CHECKS[name](value, params);
  if (typeof checked === 'string') throw new BridgeProtocolError(name, `invalid ${checked}`);
  return checked;
}

/** Host side: a request from the sheet, or null when the message is not a well-formed request. */
export function parseRequestMessage(data: unknown): HostRequestMessage | null {
  if (!isRecord(data) || data.channel !== BRIDGE_CHANNEL) return null;
  if (data.version !== BRIDGE_PROTOCOL_VERSION || data.kind !== 'request') return null;
  if (typeof data.id !== 'string' || data.id === '' || !isHostRequestName(data.name)) return null;
  const params = data.params === undefined ? {} : data.params;
  if (!isRecord(params)) return null;
  return {
    ...envelope,
    kind: 'request',
    id: data.id,
    name: data.name,
    params,
  } as HostRequestMessage;
}
