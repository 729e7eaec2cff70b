/**
 * The host side of the bridge: what the simulator answers to each request. UI (sign-in, dialogs,
 * the Security check, the navigation bar, the closed panel) is reached through the environment, so this module runs in jest as is.
 */
import {
  type CarrierStatus,
  CHECKPOINT_MAX_CHARS,
  CHECKPOINT_VERSION,
  type HostDialogButton,
  type HostError,
  type HostRequestMessage,
  isCarrierStatus,
  isPrivacyConsentChoice,
  type NavigationButtons,
  type PrivacyConsentChoice,
  type SheetCloseResult,
} from '@sheet/bridge';
import { shortHash } from '@sheet/reference';
import {
  closeResult,
  dialogRequest,
  handedOverAccount,
  isRecord,
  isStringMap,
  navigationButtons,
  type Params,
  termsNotice,
} from './host-params';

type HostReply = { ok: true; result: unknown } | { ok: false; error: HostError };

/** What the sheet handed over to the host; shown in the closed panel. */
export type HandedOver =
  | { kind: 'details'; details: Record<string, unknown> }
  /**
   * notifyTermsAgreed: how the terms flow ended, `agreed` with the terms version accepted (if the
   * sheet gave one), or not agreed when the person left without accepting.
   */
  | { kind: 'termsAgreed'; agreed: boolean; termsVersionId?: string }
  /** notifyPrivacyConsent: how the privacy consent flow ended */
  | { kind: 'privacyConsent'; choice: PrivacyConsentChoice }
  | { kind: 'openUrl'; url: string }
  /** setCarrierStatus: the carrier bundle's new status */
  | { kind: 'carrierStatus'; status: CarrierStatus }
  /** invalidateSubscriptionStatus: what the host knows of the subscriptions is stale */
  | { kind: 'subscriptionStatusInvalidated' }
  /** How the sheet said it ended when it asked to be closed; null when it did not say. */
  | { kind: 'closed'; result: SheetCloseResult | null };

export type DialogRequest = { title: string; message: string; buttons: HostDialogButton[] };

/** How the person ended the Security check (getCaptchaData): passed, failed, or dismissed it. */
export type CaptchaOutcome = 'passed' | 'failed' | 'cancelled';

/** The account the sheet handed over (`handOverDetails` with a `token`), for the host to sign in with. */
export type HandedOverAccount = { token: string; accountName?: string };

export type HostEnvironment = {
  signedIn(): boolean;
  /** the token from the emulator's sign-in, if any */
  token(): string | null;
  deviceId: string;
  /** the SIM's number (the SIM number setting); null when the device has none */
  phoneNumber(): string | null;
  fetchImpl: typeof fetch;
  /** Shows the Sign In dialog; true when the person signed in, false when they cancelled. */
  askSignIn(reason: string | undefined): Promise<boolean>;
  /** Shows the app's dialog; the chosen button id, or null when dismissed. */
  askDialog(request: DialogRequest): Promise<string | null>;
  record(event: HandedOver): void;
  /** Whether the host signs in with an account the sheet hands over (the setting). */
  adoptsHandedOverAccount(): boolean;
  /** Signs in with a handed-over account as a successful Sign In dialog does (no sheet reload). */
  signInWith(account: HandedOverAccount): void;
  /**
   * The sheet says a code is on its way by SMS to `msisdn` (expectSmsCode): the simulator keeps the
   * number for this sheet, so Deliver SMS can fetch that code and pass it on as the `smsCode` event.
   */
  expectSmsCode(msisdn: string): void;
  /**
   * Shows the Security check dialog (getCaptchaData), standing in for the host's own challenge; how
   * the person ended it.
   */
  askCaptcha(): Promise<CaptchaOutcome>;
  /** The native navigation buttons to show for the sheet's current screen (setNavigationButtons). */
  setNavigationButtons(buttons: NavigationButtons): void;
  /** The Offline switch: the device has no network, so the host's HTTP gets no answer. */
  offline(): boolean;
  /** Where the host keeps the sheet's checkpoint across a renderer's death (saveCheckpoint). */
  checkpoints: CheckpointStore;
};

/** The host's memory of one checkpoint: kept across a killed renderer, dropped on sign-out. */
export type CheckpointStore = {
  save(kept: { version: number; checkpoint: string } | null): void;
  restore(): { version: number; checkpoint: string } | null;
};

/** The reply to post, and what to do once it is posted (closeSheet hides the sheet after answering). */
export type Handled = { reply: HostReply; after?: 'closeSheet' };

const ok = (result: unknown): Handled => ({ reply: { ok: true, result } });
const fail = (code: string, message: string): Handled => ({
  reply: { ok: false, error: { code, message } },
});
const invalidParams = (what: string) => fail('invalid_params', `Invalid params: ${what}`);

/** `bytes` random bytes as hex digits (two per byte). */
export function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    crypto.getRandomValues(values);
  } else {
    for (let index = 0; index < bytes; index += 1) values[index] = Math.floor(Math.random() * 256);
  }
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A token for a passed Security check: `sim-captcha-` and 32 random hex digits. */
export function captchaToken(): string {
  return `sim-captcha-${randomHex(16)}`;
}

async function httpRequest(params: Params, env: HostEnvironment): Promise<Handled> {
  const { url, method, headers = {}, body } = params;
  if (typeof url !== 'string' || typeof method !== 'string') return invalidParams('url, method');
  if (!isStringMap(headers) || (body !== undefined && typeof body !== 'string')) {
    return invalidParams('headers, body');
  }
  // A phone without network: the native HTTP stack fails at once, the request never leaves.
  if (env.offline()) return fail('offline', 'The device is offline');
  const verb = method.toUpperCase();
  const sent: Record<string, string> = { ...headers };
  const token = env.token();
  if (env.signedIn() && token) {
    for (const name of Object.keys(sent))
      if (name.toLowerCase() === 'authorization') delete sent[name];
    sent.Authorization = `Bearer ${token}`;
  }
  try {
    const response = await env.fetchImpl(url, {
      method: verb,
      headers: sent,
      body: verb === 'GET' || verb === 'HEAD' ? undefined : body,
      // A host's HTTP client is not a browser: the browser's cache would hold a second request
      // for a URL while a first, given up on by the sheet, still waits for its answer.
      cache: 'no-store',
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      answerHeaders[name] = value;
    });
    return ok({ status: response.status, headers: answerHeaders, body: await response.text() });
  } catch (error) {
    return fail('network', error instanceof Error ? error.message : String(error));
  }
}

export async function handleRequest(
  request: HostRequestMessage,
  env: HostEnvironment,
): Promise<Handled> {
  const params: Params = isRecord(request.params) ? request.params : {};
  switch (request.name) {
    case 'authenticate': {
      if (env.signedIn()) return ok({ authenticated: true });
      const reason = typeof params.reason === 'string' ? params.reason : undefined;
      return (await env.askSignIn(reason))
        ? ok({ authenticated: true })
        : fail('cancelled', 'The person cancelled sign-in');
    }
    case 'showDialog': {
      const dialog = dialogRequest(params);
      if (!dialog) return invalidParams('title, message, buttons');
      const buttonId = await env.askDialog(dialog);
      return buttonId === null
        ? fail('cancelled', 'The person dismissed the dialog')
        : ok({ buttonId });
    }
    case 'httpRequest':
      return httpRequest(params, env);
    case 'getDeviceId':
      return ok({ deviceId: env.deviceId });
    case 'getPhoneNumber':
      return ok({ phoneNumber: env.phoneNumber() });
    case 'signPayload':
      if (typeof params.payload !== 'string') return invalidParams('payload');
      return ok({ signature: `sim-${shortHash(params.payload)}` });
    case 'openUrl':
      if (typeof params.url !== 'string') return invalidParams('url');
      env.record({ kind: 'openUrl', url: params.url });
      return ok({});
    case 'handOverDetails': {
      if (!isRecord(params.details)) return invalidParams('details');
      env.record({ kind: 'details', details: params.details });
      const account = handedOverAccount(params.details);
      if (account && env.adoptsHandedOverAccount()) env.signInWith(account);
      return ok({});
    }
    case 'notifyTermsAgreed': {
      const notice = termsNotice(params);
      if (!notice) return invalidParams('agreed, termsVersionId');
      env.record({ kind: 'termsAgreed', ...notice });
      return ok({});
    }
    case 'notifyPrivacyConsent':
      if (!isPrivacyConsentChoice(params.choice)) return invalidParams('choice');
      env.record({ kind: 'privacyConsent', choice: params.choice });
      return ok({});
    case 'expectSmsCode':
      if (typeof params.msisdn !== 'string') return invalidParams('msisdn');
      env.expectSmsCode(params.msisdn);
      return ok({});
    case 'getCaptchaData': {
      if (params.action !== 'createAccount') return invalidParams('action');
      const outcome = await env.askCaptcha();
      if (outcome === 'passed') return ok({ token: captchaToken() });
      return outcome === 'failed'
        ? fail('failed', 'The person failed the challenge')
        : fail('cancelled', 'The person dismissed the challenge');
    }
    case 'setNavigationButtons': {
      const buttons = navigationButtons(params);
      if (!buttons) return invalidParams('back, close');
      env.setNavigationButtons(buttons);
      return ok({});
    }
    case 'setCarrierStatus':
      if (!isCarrierStatus(params.status)) return invalidParams('status');
      env.record({ kind: 'carrierStatus', status: params.status });
      return ok({});
    case 'invalidateSubscriptionStatus':
      env.record({ kind: 'subscriptionStatusInvalidated' });
      return ok({});
    case 'saveCheckpoint': {
      const { version, checkpoint } = params;
      if (typeof version !== 'number' || (checkpoint !== null && typeof checkpoint !== 'string')) {
        return invalidParams('version, checkpoint');
      }
      if (typeof checkpoint === 'string' && checkpoint.length > CHECKPOINT_MAX_CHARS) {
        return fail('too_large', `A checkpoint holds at most ${CHECKPOINT_MAX_CHARS} characters`);
      }
      env.checkpoints.save(checkpoint === null ? null : { version, checkpoint });
      return ok({});
    }
    case 'restoreCheckpoint':
      return ok(env.checkpoints.restore() ?? { version: CHECKPOINT_VERSION, checkpoint: null });
    case 'closeSheet': {
      const result = closeResult(params);
      if (result === undefined) return invalidParams('result');
      env.record({ kind: 'closed', result });
      return { ...ok({}), after: 'closeSheet' };
    }
  }
}
