/** The demo channel offers and what linking each one answers. */
import { CURRENT_TERMS_VERSION } from './terms';
import type { Account, Data } from './store';

/** The link token every demo offer accepts, except the expired one. */
const DEMO_TOKEN = 'demo-token';

/** The only token the expired offer (1008) accepts; its offer parameters still answer the link expired. */
const EXPIRED_TOKEN = 'expired-token';

/** The msisdn the SMS offer asks to verify for accounts without a phone number. */
const DEMO_MSISDN = '15555550100';

type OfferKind = 'sms' | 'terms' | 'dialog' | 'china' | 'family' | 'claimed' | 'plain' | 'expired';

export interface DemoOffer {
  adamId: string;
  productCode: string;
  /** Storefront as the offer link spells it (lower case). */
  storefront: string;
  kind: OfferKind;
  /** The link token (`t`) the offer accepts. */
  token: string;
  carrierId: string;
  carrierName: string;
  /** The product as a person calls it (for display). */
  productName: string;
  linkParams: string;
  isFamily: boolean;
}

function offer(
  adamId: string,
  productCode: string,
  storefront: string,
  kind: OfferKind,
  plan: string,
): DemoOffer {
  const china = storefront === 'chn';
  const carrierName = china ? 'China Demo Mobile' : 'Demo Tel';
  return {
    adamId,
    productCode,
    storefront,
    kind,
    token: kind === 'expired' ? EXPIRED_TOKEN : DEMO_TOKEN,
    carrierId: china ? 'CN_DEMO_MOBILE' : 'DEMO_TEL',
    carrierName,
    productName: `${carrierName} ${plan}`,
    linkParams: `offer=${adamId}&product=${productCode}&carrier=${china ? 'CN_DEMO_MOBILE' : 'DEMO_TEL'}`,
    isFamily: kind === 'family',
  };
}

const OFFERS: readonly DemoOffer[] = [
  offer('1001', 'SMS_OFFER', 'usa', 'sms', 'Music Plan'),
  offer('1002', 'TERMS_OFFER', 'usa', 'terms', 'TV Plan'),
  offer('1003', 'DIALOG_OFFER', 'usa', 'dialog', 'Arcade Plan'),
  offer('1004', 'CN_OFFER', 'chn', 'china', 'Music Plan'),
  offer('1005', 'FAMILY_OFFER', 'usa', 'family', 'Family Music Plan'),
  offer('1006', 'CLAIMED_OFFER', 'usa', 'claimed', 'Premium Plan'),
  offer('1007', 'PLAIN_OFFER', 'usa', 'plain', 'Entertainment Plan'),
  offer('1008', 'EXPIRED_OFFER', 'usa', 'expired', 'Trial Plan'),
];

/** What the offer-params call answers for an offer whose link has expired, whatever the token. */
export const EXPIRED_LINK_ANSWER = {
  status: -1,
  errorKey: 'MEDIA_LINK_INVALID_SESSION',
  errorMessageKey: 'MEDIA_LINK_INVALID_SESSION',
  errorMessage: 'This link has expired.',
} as const;

/** The offer of a channel link (`a`, `p`, `c`; storefront in any letter case). */
export function findOffer(
  adamId: string,
  productCode: string,
  storefront: string,
): DemoOffer | undefined {
  const sf = storefront.toLowerCase();
  return OFFERS.find(
    (o) => o.adamId === adamId && o.productCode === productCode && o.storefront === sf,
  );
}

export function offerByLinkParams(linkParams: string, productCode: string): DemoOffer | undefined {
  return OFFERS.find((o) => o.linkParams === linkParams && o.productCode === productCode);
}

function msisdnOf(account: Account): string {
  return account.phoneNumber ?? DEMO_MSISDN;
}

/** The answer to linking `offer` for `account`, and whether the link is now made. */
export function linkAnswer(
  offer: DemoOffer,
  account: Account,
  data: Data,
): { answer: Record<string, unknown>; linked: boolean } {
  switch (offer.kind) {
    case 'sms': {
      const msisdn = msisdnOf(account);
      const verified = data.smsVerified.some(
        (v) => v.msisdn === msisdn && v.productCode === offer.productCode,
      );
      return verified
        ? { answer: { status: 0 }, linked: true }
        : { answer: { status: 0, action: 'verifyCarrierSms', msisdn }, linked: false };
    }
    case 'terms': {
      const accepted = data.termsAcceptances.some(
        (t) => t.dsid === account.dsid && t.termsVersionId === CURRENT_TERMS_VERSION,
      );
      if (accepted) return { answer: { status: 0 }, linked: true };
      const dialog = {
        title: 'Accept the Terms and Conditions',
        message: `To link your ${offer.carrierName} subscription, read and accept the latest Terms and Conditions.`,
        buttons: [
          { label: 'Read Terms', action: 'termsPage' },
          { label: 'Not Now', action: 'close' },
        ],
      };
      return { answer: { status: 0, dialog }, linked: false };
    }
    case 'dialog': {
      const dialog = {
        title: 'Offer Not Available',
        message: `This ${offer.carrierName} offer is not available for your account.`,
        buttons: [{ label: 'OK', action: 'close' }],
      };
      return { answer: { status: 0, dialog }, linked: false };
    }
    case 'china':
      return { answer: { status: 0, showChinaSuccess: true }, linked: true };
    case 'family':
      return {
        answer: {
          status: 0,
          isFamily: true,
          familySuccessUrl: `https://www.apple.com/family-sharing/?productCode=${offer.productCode}`,
        },
        linked: true,
      };
    case 'claimed':
      return {
        answer: {
          status: -1,
          errorKey: 'MZCommerce.HardBundleAlreadyClaimed',
          errorMessageKey: 'MZCommerce.HardBundleAlreadyClaimed',
          errorMessage: 'This offer has already been claimed.',
        },
        linked: false,
      };
    case 'expired':
      return { answer: { ...EXPIRED_LINK_ANSWER }, linked: false };
    default:
      return { answer: { status: 0 }, linked: true };
  }
}
