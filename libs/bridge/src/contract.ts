/**
 * The host contract: every service the Android host (or the host simulator) gives the sheet, and
 * the wire messages that carry them. All messages are JSON-safe objects on one channel and one
 * protocol version:
 *
 * - sheet → host request:  `{ channel, version, kind: 'request', id, name, params }`
 * - host → sheet response: `{ channel, version, kind: 'response', id, ok: true, result }`
 *                       or `{ channel, version, kind: 'response', id, ok: false, error: { code, message } }`
 *   (`code` is `cancelled` when the person declines sign-in or dismisses a dialog)
 * - host → sheet event:    `{ channel, version, kind: 'event', name, params }` (see HostEvents)
 *
 * Every request is answered by id; the sheet validates each reply (see protocol.ts) and rejects,
 * never trusts, a malformed one.
 */
export const BRIDGE_PROTOCOL_VERSION = 1;
export const BRIDGE_CHANNEL = 'sheet-bridge';

export type HostDialogButton = { id: string; label: string };

/** How the flow ended when the sheet asks to be closed, so the host app can react (or not). */
const SHEET_CLOSE_RESULTS = ['success', 'cancelled'] as const;
export type SheetCloseResult = (typeof SHEET_CLOSE_RESULTS)[number];

export function isSheetCloseResult(value: unknown): value is SheetCloseResult {
  return typeof value === 'string' && (SHEET_CLOSE_RESULTS as readonly string[]).includes(value);
}

/**
 * Why the sheet asks the host to sign the person in: what they are about to do. The host says it
 * in its own words (a host that does not know a reason signs in without one).
 */
export const AUTHENTICATE_REASONS = [
  'privacyConsent',
  'linkCarrier',
  'linkChannelSubscription',
  'acceptTerms',
] as const;
export type AuthenticateReason = (typeof AUTHENTICATE_REASONS)[number];

export function isAuthenticateReason(value: unknown): value is AuthenticateReason {
  return typeof value === 'string' && (AUTHENTICATE_REASONS as readonly string[]).includes(value);
}

/**
 * A carrier bundle's status as the host keeps it (spec §3), told by the carrier-linking flow: after
 * a link the bundle is `eligible`; the others are the host's own states of a bundle.
 */
export const CARRIER_STATUSES = [
  'eligible',
  'disabled',
  'unlinked',
  'cancel',
  'needsManualVerification',
  'unknown',
] as const;
export type CarrierStatus = (typeof CARRIER_STATUSES)[number];

export function isCarrierStatus(value: unknown): value is CarrierStatus {
  return typeof value === 'string' && (CARRIER_STATUSES as readonly string[]).includes(value);
}

/** How the privacy (cross-border data) consent flow ended. */
export const PRIVACY_CONSENT_CHOICES = ['consented', 'dissented', 'notRequired'] as const;
export type PrivacyConsentChoice = (typeof PRIVACY_CONSENT_CHOICES)[number];

export function isPrivacyConsentChoice(value: unknown): value is PrivacyConsentChoice {
  return (
    typeof value === 'string' && (PRIVACY_CONSENT_CHOICES as readonly string[]).includes(value)
  );
}

/** The native buttons around the sheet: Back (hidden on a flow's first screen) and Close. */
export type NavigationButtons = { back: boolean; close: boolean };

export interface HostRequests {
  /** Host sign-in; waits for a person (interactive time-out). Declining answers code `cancelled`. */
  authenticate: { params: { reason?: AuthenticateReason }; result: { authenticated: boolean } };
  getDeviceId: { params: Record<string, never>; result: { deviceId: string } };
  getPhoneNumber: { params: Record<string, never>; result: { phoneNumber: string | null } };
  /** The host's native HTTP stack (it adds the signed-in person's credentials). */
  httpRequest: {
    params: { url: string; method: string; headers?: Record<string, string>; body?: string };
    result: { status: number; headers: Record<string, string>; body: string };
  };
  /** A native dialog; waits for a person (interactive time-out). Dismissing answers `cancelled`. */
  showDialog: {
    params: { title: string; message: string; buttons: HostDialogButton[] };
    result: { buttonId: string };
  };
  signPayload: { params: { payload: string }; result: { signature: string } };
  openUrl: { params: { url: string }; result: Record<string, never> };
  handOverDetails: { params: { details: Record<string, unknown> }; result: Record<string, never> };
  /**
   * The terms flow's ending: `agreed` true once the person accepted the updated terms (with the
   * version accepted), false when they left without accepting.
   */
  notifyTermsAgreed: {
    params: { agreed: boolean; termsVersionId?: string };
    result: Record<string, never>;
  };
  /** The privacy consent flow's ending: what the person chose, or that no consent was needed. */
  notifyPrivacyConsent: { params: { choice: PrivacyConsentChoice }; result: Record<string, never> };
  /**
   * A code is on its way by SMS to `msisdn`: the host may read it for the person (Android's SMS User
   * Consent) and pass it on with the `smsCode` event. WebView has no WebOTP, so this is the way.
   */
  expectSmsCode: { params: { msisdn: string }; result: Record<string, never> };
  /**
   * The host's own challenge (a captcha) for a call that needs one; resolves with its token. Waits
   * for a person. A failed challenge answers code `failed`, a dismissed one `cancelled`.
   */
  getCaptchaData: { params: { action: 'createAccount' }; result: { token: string } };
  /** Which native navigation buttons the host shows for this screen (presses come as events). */
  setNavigationButtons: { params: NavigationButtons; result: Record<string, never> };
  /** The carrier bundle's new status (after a link: `eligible`). */
  setCarrierStatus: { params: { status: CarrierStatus }; result: Record<string, never> };
  /** What the host knows of the person's subscriptions is stale: it asks again. */
  invalidateSubscriptionStatus: { params: Record<string, never>; result: Record<string, never> };
  /** `result` is optional: a sheet that does not say how it ended closes as before. */
  closeSheet: { params: { result?: SheetCloseResult }; result: Record<string, never> };
  /**
   * Keep where the person is, so a sheet whose renderer died (or that was closed and opened again
   * with the same launch) can offer to continue. `checkpoint` is opaque text of at most
   * CHECKPOINT_MAX_CHARS characters, never holding a password, code or token; null forgets it. The
   * host keeps one per launch in memory or private storage, and forgets it when the person signs out.
   */
  saveCheckpoint: {
    params: { version: number; checkpoint: string | null };
    result: Record<string, never>;
  };
  /** The checkpoint last saved and its version; `checkpoint` null when the host keeps none. */
  restoreCheckpoint: {
    params: Record<string, never>;
    result: { version: number; checkpoint: string | null };
  };
}

export type HostRequestName = keyof HostRequests;

/** Every request name, in the order of HostRequests (the simulator validates requests with it). */
const HOST_REQUEST_NAMES = [
  'authenticate',
  'getDeviceId',
  'getPhoneNumber',
  'httpRequest',
  'showDialog',
  'signPayload',
  'openUrl',
  'handOverDetails',
  'notifyTermsAgreed',
  'notifyPrivacyConsent',
  'expectSmsCode',
  'getCaptchaData',
  'setNavigationButtons',
  'setCarrierStatus',
  'invalidateSubscriptionStatus',
  'closeSheet',
  'saveCheckpoint',
  'restoreCheckpoint',
] as const satisfies readonly HostRequestName[];

/** Requests that wait for a person and so use the interactive time-out. */
export const INTERACTIVE_REQUESTS: readonly HostRequestName[] = [
  'authenticate',
  'showDialog',
  'getCaptchaData',
];

export function isHostRequestName(value: unknown): value is HostRequestName {
  return typeof value === 'string' && (HOST_REQUEST_NAMES as readonly string[]).includes(value);
}

type Envelope = { channel: typeof BRIDGE_CHANNEL; version: typeof BRIDGE_PROTOCOL_VERSION };

export type HostRequestMessage<Name extends HostRequestName = HostRequestName> = Envelope & {
  kind: 'request';
  id: string;
  name: Name;
  params: HostRequests[Name]['params'];
};

export type HostError = { code: string; message: string };

export type HostResponseMessage = Envelope & { kind: 'response'; id: string } & (
    { ok: true; result: unknown } | { ok: false; error: HostError }
  );

/** What the host tells the sheet unasked, each with its params. */
export interface HostEvents {
  /** the host's back button (and Android TV's back key) */
  back: Record<string, never>;
  /** a one-time code the host read from an SMS (4 to 10 characters, at least one digit) */
  smsCode: { code: string };
  /** the host's native Close button */
  close: Record<string, never>;
  /** the device's network came or went (Android's ConnectivityManager): `online` false when none */
  connectivity: { online: boolean };
}

export type HostEventName = keyof HostEvents;

export type HostEventMessage<N extends HostEventName = HostEventName> = Envelope & {
  kind: 'event';
  name: N;
  params: HostEvents[N];
};

/** How the shell's browser announcer is told what the host would have done. */
type AnnouncedHostEvent = {
  name:
    | 'closeSheet'
    | 'openUrl'
    | 'handOverDetails'
    | 'notifyTermsAgreed'
    | 'notifyPrivacyConsent'
    | 'setCarrierStatus'
    | 'invalidateSubscriptionStatus';
  /** openUrl: the URL; handOverDetails: the names handed over; closeSheet: its result, if given;
   * setCarrierStatus: the status */
  detail?: string;
};

export type BridgeKind = 'android' | 'simulator' | 'browser';

export interface HostBridge {
  readonly kind: BridgeKind;
  /** Sends one request; resolves with its validated result or rejects with a Bridge*Error. */
  request<N extends HostRequestName>(
    name: N,
    params: HostRequests[N]['params'],
  ): Promise<HostRequests[N]['result']>;
  /** the host's back button (and Android TV's back key); returns an unsubscribe */
  onBack(listener: () => void): () => void;
  /** any host event (see HostEvents); returns an unsubscribe */
  on<E extends HostEventName>(name: E, listener: (params: HostEvents[E]) => void): () => void;
  /** Stops listening and rejects calls still waiting (BridgeCallError code `disposed`). */
  dispose(): void;
}

export type BridgeOptions = {
  /** origins the simulator host may have; messages from any other origin or window are ignored */
  hostOrigins: readonly string[];
  /** default per-call time-out; calls that wait for a person (authenticate, showDialog) use interactiveTimeoutMs */
  timeoutMs?: number; // default 10_000
  interactiveTimeoutMs?: number; // default 600_000
  window?: Window; // default globalThis.window
  /** browser adapter: how to tell the person what the host would have done (the shell passes a localised announcer) */
  announce?: (event: AnnouncedHostEvent) => void;
  /** browser adapter: the fetch used for httpRequest (default window.fetch) */
  fetchImpl?: typeof fetch;
};

/** The object the Android host injects as `window.SheetHost` before the page loads. */
export type AndroidHostObject = { postMessage(json: string): void };

/** The object the Android adapter installs as `window.SheetBridge`; the host calls `receive`. */
export type AndroidSheetBridgeObject = { receive(json: string): void };

export const DEFAULT_TIMEOUT_MS = 10_000;

/** The version of the checkpoint's content; a checkpoint of another version is ignored. */
export const CHECKPOINT_VERSION = 1;
/** The longest checkpoint the sheet saves (characters of its text); a host may refuse longer ones. */
export const CHECKPOINT_MAX_CHARS = 16_384;
export const DEFAULT_INTERACTIVE_TIMEOUT_MS = 600_000;
