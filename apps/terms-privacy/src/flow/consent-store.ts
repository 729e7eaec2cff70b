import { create } from 'zustand';
import type { ErrorMessage } from '@sheet/services';

/**
 * The privacy consent flow: `checking` while the service says whether consent is needed (with
 * queryConsent=true), `asking` while the person reads and chooses, `unsupported` for a storefront
 * where this consent does not apply, `stopped` when the account cannot give it (its kind: `error`
 * says which, and only Close is left).
 */
export type ConsentStatus = 'checking' | 'asking' | 'unsupported' | 'stopped';

export type ConsentState = {
  status: ConsentStatus;
  waiting: boolean;
  error: ErrorMessage | undefined;
};

export const initialConsentState = (): ConsentState => ({
  status: 'asking',
  waiting: false,
  error: undefined,
});

export const usePrivacyConsentStore = create<ConsentState>(initialConsentState);
