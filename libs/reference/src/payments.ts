import { isValueOf } from './enum-guards';

/**
 * Payment type codes as the payment service sends them (spec section 3). Some methods travel as
 * four-letter codes rather than names (carrier billing CBXX, Alipay APWC, WeChat Pay WCPY), so the
 * keys carry the readable name and the values the wire code.
 */
export const PaymentType = {
  creditCard: 'CreditCard',
  payPal: 'PayPal',
  storeCredit: 'storeCredit',
  applePayClassic: 'applePayClassic',
  carrier: 'CBXX',
  alipay: 'APWC',
  weChat: 'WCPY',
  ideal: 'Ideal',
  bancontact: 'Bancontact',
  blik: 'Blik',
  eps: 'Eps',
  upi: 'UPI',
  kakao: 'Kakao',
  momo: 'Momo',
  goPay: 'GoPay',
  gcash: 'Gcash',
  dana: 'Dana',
} as const;

export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/**
 * The spec lists "and others" after these codes, so an unknown code is a payment type this table
 * does not know yet rather than an error; callers decide what to show for it.
 */
export const isPaymentType = /*#__PURE__*/ isValueOf(PaymentType);

/** Card brands as the payment service names them (UPCC is China UnionPay). */
export const CardBrand = {
  amex: 'Amex',
  unionPay: 'UPCC',
  dinersClub: 'Diners Club',
  discover: 'Discover',
  lotte: 'LOTTE',
  switch: 'Switch',
  masterCard: 'MasterCard',
  visa: 'Visa',
} as const;

export type CardBrand = (typeof CardBrand)[keyof typeof CardBrand];

export const isCardBrand = /*#__PURE__*/ isValueOf(CardBrand);

/**
 * Card kinds. Cards of the China card network come with numeric codes 18 and 19 instead of the
 * CREDIT/DEBIT names. The spec does not say which code is which; 18 is taken as credit and 19 as
 * debit, following the order the spec lists them in. Check against a real payload before relying
 * on the distinction.
 */
export const CardKind = {
  credit: 'CREDIT',
  debit: 'DEBIT',
  chinaCredit: 18,
  chinaDebit: 19,
} as const;

export type CardKind = (typeof CardKind)[keyof typeof CardKind];

export const isCardKind = /*#__PURE__*/ isValueOf(CardKind);

export type ChinaCardNetworkKind = typeof CardKind.chinaCredit | typeof CardKind.chinaDebit;

/** Whether a card kind is one of the China card network's numeric codes. */
export function isChinaCardNetworkKind(kind: CardKind): kind is ChinaCardNetworkKind {
  return kind === CardKind.chinaCredit || kind === CardKind.chinaDebit;
}

/** Whose wallet pays: the account's own, or a family member's paid by the head of household. */
export const WalletType = {
  personal: 'PERSONAL_WALLET',
  familyMemberHeadOfHousehold: 'FAMILY_MEMBER_HOH_WALLET',
} as const;

export type WalletType = (typeof WalletType)[keyof typeof WalletType];

export const isWalletType = /*#__PURE__*/ isValueOf(WalletType);

/**
 * Result codes of a payment challenge (spec section 4): each asks the client for one more step
 * before the payment can complete.
 */
export const PaymentChallengeResultCode = {
  requiresThreeDSecure: 9980,
  requiresExternalVerification: 9990,
  requiresTokenConfirmation: 9991,
} as const;

export type PaymentChallengeResultCode =
  (typeof PaymentChallengeResultCode)[keyof typeof PaymentChallengeResultCode];

export const isPaymentChallengeResultCode = /*#__PURE__*/ isValueOf(PaymentChallengeResultCode);
