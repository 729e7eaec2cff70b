import {
  CardBrand,
  CardKind,
  isCardBrand,
  isCardKind,
  isChinaCardNetworkKind,
  isPaymentChallengeResultCode,
  isPaymentType,
  isWalletType,
  PaymentChallengeResultCode,
  PaymentType,
  WalletType,
} from './payments';

describe('PaymentType', () => {
  it('holds the wire codes of spec section 3', () => {
    expect(Object.values(PaymentType).sort()).toEqual(
      [
        'CreditCard',
        'PayPal',
        'storeCredit',
        'applePayClassic',
        'CBXX',
        'APWC',
        'WCPY',
        'Ideal',
        'Bancontact',
        'Blik',
        'Eps',
        'UPI',
        'Kakao',
        'Momo',
        'GoPay',
        'Gcash',
        'Dana',
      ].sort(),
    );
  });

  it('names the four-letter codes', () => {
    expect(PaymentType.carrier).toBe('CBXX');
    expect(PaymentType.alipay).toBe('APWC');
    expect(PaymentType.weChat).toBe('WCPY');
  });

  it('recognises codes exactly as sent', () => {
    expect(isPaymentType('CBXX')).toBe(true);
    expect(isPaymentType('storeCredit')).toBe(true);
    expect(isPaymentType('carrier')).toBe(false);
    expect(isPaymentType('creditcard')).toBe(false);
  });
});

describe('CardBrand', () => {
  it('holds the brands of spec section 3', () => {
    expect(Object.values(CardBrand).sort()).toEqual(
      ['Amex', 'UPCC', 'Diners Club', 'Discover', 'LOTTE', 'Switch', 'MasterCard', 'Visa'].sort(),
    );
    expect(isCardBrand('Diners Club')).toBe(true);
    expect(isCardBrand('JCB')).toBe(false);
  });
});

describe('CardKind', () => {
  it('has the named kinds and the China card network codes 18 and 19', () => {
    expect(CardKind).toEqual({ credit: 'CREDIT', debit: 'DEBIT', chinaCredit: 18, chinaDebit: 19 });
    expect(isCardKind('DEBIT')).toBe(true);
    expect(isCardKind(18)).toBe(true);
    expect(isCardKind('18')).toBe(false);
    expect(isCardKind(20)).toBe(false);
  });

  it('tells China card network kinds from the named ones', () => {
    expect(isChinaCardNetworkKind(CardKind.chinaCredit)).toBe(true);
    expect(isChinaCardNetworkKind(CardKind.chinaDebit)).toBe(true);
    expect(isChinaCardNetworkKind(CardKind.credit)).toBe(false);
    expect(isChinaCardNetworkKind(CardKind.debit)).toBe(false);
  });
});

describe('WalletType', () => {
  it('holds the personal and family head-of-household wallets', () => {
    expect(WalletType.personal).toBe('PERSONAL_WALLET');
    expect(WalletType.familyMemberHeadOfHousehold).toBe('FAMILY_MEMBER_HOH_WALLET');
    expect(isWalletType('PERSONAL_WALLET')).toBe(true);
    expect(isWalletType('personal')).toBe(false);
  });
});

describe('PaymentChallengeResultCode', () => {
  it('holds the codes of spec section 4', () => {
    expect(PaymentChallengeResultCode.requiresThreeDSecure).toBe(9980);
    expect(PaymentChallengeResultCode.requiresExternalVerification).toBe(9990);
    expect(PaymentChallengeResultCode.requiresTokenConfirmation).toBe(9991);
  });

  it('recognises only those codes', () => {
    expect(isPaymentChallengeResultCode(9991)).toBe(true);
    expect(isPaymentChallengeResultCode(9981)).toBe(false);
    expect(isPaymentChallengeResultCode('9980')).toBe(false);
  });
});
