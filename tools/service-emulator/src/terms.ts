/** Terms and Conditions: one current version for every storefront, text by storefront. */
import type { Storefront } from './storefronts';

/** The version termsCheck accepts; any other id is stale (`TermsVersionMismatch`). */
export const CURRENT_TERMS_VERSION = '42';

export interface Terms {
  termsVersionId: string;
  title: string;
  text: string;
  marketingOptIn: Storefront['marketingOptIn'];
}

export function termsFor(storefront: Storefront, termsType = 'newTermsStatement'): Terms {
  const title =
    termsType === 'newTermsStatement'
      ? 'Apple Media Services Terms and Conditions have changed'
      : 'Apple Media Services Terms and Conditions';
  const text = [
    `These terms apply to your use of the media services in ${storefront.name}.`,
    'By tapping Agree you accept the Terms and Conditions and the Privacy Policy.',
    `Version ${CURRENT_TERMS_VERSION}.`,
  ].join('\n\n');
  return {
    termsVersionId: CURRENT_TERMS_VERSION,
    title,
    text,
    marketingOptIn: storefront.marketingOptIn,
  };
}
