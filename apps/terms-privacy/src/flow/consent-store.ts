import { create } from 'zustand';
import type { StoppableState } from '@sheet/flow-kit';

/**
 * The privacy consent flow: `checking` while the service says whether consent is needed (with
 * queryConsent=true), `asking` while the person reads and chooses, `unsupported` for a storefront
 * where this consent does not apply. `stopped` is set when the account cannot give it (its kind
 * says which, and only Close is left); `generalErrors` are what the question shows above Agree.
 */
type ConsentStatus = 'checking' | 'asking' | 'unsupported';

export type ConsentState = StoppableState & { status: ConsentStatus };

export const initialConsentState = (): ConsentState => ({
  status: 'asking',
  waiting: false,
  generalErrors: [],
  stopped: undefined,
});

export const usePrivacyConsentStore = create<ConsentState>(initialConsentState);
