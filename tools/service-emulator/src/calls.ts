/** The bag: every named call, its method, path, body encoding and sign-in rule. One source for routes and bag. */

type BodyKind = 'none' | 'query' | 'form' | 'json';
type AuthRule = 'none' | 'optional' | 'required';

/** What a call answers (HTTP 200) when it needs sign-in and the bearer token is missing or unknown. */
export interface AuthFailure {
  readonly errorKey: string;
  readonly errorType?: string;
}

export interface CallSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body: BodyKind;
  readonly auth: AuthRule;
  readonly authFailure?: AuthFailure;
  /**
   * English text for error keys this call words its own way (the same key can mean something else
   * on another call). Used by the call's own answers and by faults injected with that key.
   */
  readonly messages?: Readonly<Record<string, string>>;
}

const noAuthorization: AuthFailure = { errorKey: 'MZCommerce.NoAuthorization' };
/** Channel calls and privacy consent / dissent: `errorType` tells the sheet it is a sign-in failure. */
const authentication: AuthFailure = { errorKey: 'Authentication', errorType: 'Authentication' };
const termsLogin: AuthFailure = { errorKey: 'MZFinance.TermsCheckLoginRequired' };

/** Carrier linking: the carrier bundle (device) `guid` is already linked to another account. */
export const HARD_BUNDLE_ALREADY_CLAIMED = 'MZCommerce.HardBundleAlreadyClaimed';

const linkCarrierMessages: Readonly<Record<string, string>> = {
  [HARD_BUNDLE_ALREADY_CLAIMED]: 'This carrier bundle is already linked to another account.',
};

function call(
  method: CallSpec['method'],
  path: string,
  body: BodyKind,
  authFailure?: AuthFailure,
  auth: AuthRule = authFailure ? 'required' : 'none',
): CallSpec {
  return authFailure ? { method, path, body, auth, authFailure } : { method, path, body, auth };
}

export const CALLS = {
  createAccountFields: call('GET', '/account/create/fields', 'query'),
  createAccountOptions: call('GET', '/account/create/options', 'query'),
  validateFields: call('POST', '/account/create/validate', 'form'),
  validateCredentials: call('POST', '/account/create/validate-credentials', 'form'),
  createAccountV2: call('POST', '/v2/account/create', 'form'),
  createAccountV3: call('POST', '/v3/account/create', 'form'),
  linkCarrier: {
    ...call('POST', '/carrier/link', 'json', noAuthorization),
    messages: linkCarrierMessages,
  },
  channelOfferParams: call('GET', '/channel/offer', 'query'),
  channelLink: call('POST', '/channel/link', 'json', authentication),
  channelSendSms: call('POST', '/channel/sms/send', 'json', authentication),
  channelVerifySms: call('POST', '/channel/sms/verify', 'json', authentication),
  termsGet: call('GET', '/terms', 'query'),
  termsCheck: call('POST', '/terms/check', 'form', termsLogin),
  emailCodeGenerate: call('GET', '/account/email/code', 'query'),
  emailCodeValidate: call('POST', '/account/email/code/validate', 'form'),
  phoneCodeGenerate: call('POST', '/account/phone/code', 'form'),
  phoneCodeValidate: call('POST', '/account/phone/code/validate', 'form'),
  privacyConsentRequired: call('GET', '/privacy/consent/required', 'query', undefined, 'optional'),
  privacyConsent: call('POST', '/privacy/consent', 'form', authentication),
  privacyDissent: call('POST', '/privacy/dissent', 'form', authentication),
  metricsReport: call('POST', '/metrics', 'json'),
  errorReport: call('POST', '/errors', 'json'),
  experimentConfig: call('GET', '/experiments.json', 'none'),
  signIn: call('POST', '/auth/sign-in', 'json'),
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

/** `bag` is not a bag entry but a fault target too: `GET /bag.json`. */
export type FaultTarget = CallName | 'bag';

export const CALL_NAMES = Object.keys(CALLS) as CallName[];

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(CALLS, name);
}

/** The call's own text for `errorKey` (see `CallSpec.messages`); undefined: the general text. */
export function callMessage(call: string, errorKey: string): string | undefined {
  if (!isCallName(call)) return undefined;
  const messages: CallSpec['messages'] = CALLS[call].messages;
  return messages && Object.prototype.hasOwnProperty.call(messages, errorKey)
    ? messages[errorKey]
    : undefined;
}

/** The five provider host roots; `hosts` key in the bag → path prefix. */
export const HOST_ROOTS = {
  default: '',
  business: '/business',
  education: '/education',
  sharedBusiness: '/shared-business',
  sharedEducation: '/shared-education',
} as const;

export type HostName = keyof typeof HOST_ROOTS;

export function bagPaths(): Record<CallName, string> {
  return Object.fromEntries(CALL_NAMES.map((name) => [name, CALLS[name].path])) as Record<
    CallName,
    string
  >;
}
