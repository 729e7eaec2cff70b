/**
 * Account kinds the linking flows do not support (volume purchase, managed, dormant, …). An account
 * is `supported` unless the control endpoint marks it; a marked account's signed-in linking calls
 * answer the error of its kind (HTTP 200) instead of their normal answer.
 */
import type { CallName } from './calls';
import { type Failure, fail } from './envelope';
import type { Account } from './store';

export const ACCOUNT_KINDS = [
  'supported',
  'volumePurchaseBuyer',
  'volumePurchaseManager',
  'volumeEducationShopper',
  'volumeEnterpriseShopper',
  'conversionRequired',
  'managed',
  'specialEducation',
  'securityUpgradeRequired',
  'lite',
  'dormant',
] as const;

export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type UnsupportedKind = Exclude<AccountKind, 'supported'>;

/**
 * The one table: which error key each unsupported kind answers. The English texts are the general
 * ones of `envelope.ts` (`NoAccountFound`: "No account was found.", `IneligibleStorefront`: "This
 * account can't be used in this storefront.", `Unauthorized`: "This account can't use this feature."),
 * so a fault injected with the same key answers the same envelope.
 */
export const UNSUPPORTED_KIND_ERRORS: Readonly<Record<UnsupportedKind, string>> = {
  volumePurchaseBuyer: 'Unauthorized',
  volumePurchaseManager: 'Unauthorized',
  volumeEducationShopper: 'Unauthorized',
  volumeEnterpriseShopper: 'Unauthorized',
  conversionRequired: 'IneligibleStorefront',
  managed: 'Unauthorized',
  specialEducation: 'Unauthorized',
  securityUpgradeRequired: 'IneligibleStorefront',
  lite: 'Unauthorized',
  dormant: 'NoAccountFound',
};

/** The signed-in linking calls that refuse an unsupported account. */
export const KIND_CHECKED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'linkCarrier',
  'channelLink',
  'channelSendSms',
  'channelVerifySms',
  'termsCheck',
  'privacyConsent',
  'privacyDissent',
]);

function isAccountKind(value: unknown): value is AccountKind {
  return typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value);
}

/** The account's kind: `supported` when unmarked (or an unknown value in a hand-edited file). */
function kindOf(account: Account): AccountKind {
  return isAccountKind(account.kind) ? account.kind : 'supported';
}

/** The envelope a call answers for this account instead of its normal answer, if any. */
export function unsupportedAccountFailure(call: string, account: Account): Failure | undefined {
  if (!KIND_CHECKED_CALLS.has(call as CallName)) return undefined;
  const kind = kindOf(account);
  return kind === 'supported' ? undefined : fail(UNSUPPORTED_KIND_ERRORS[kind]);
}
