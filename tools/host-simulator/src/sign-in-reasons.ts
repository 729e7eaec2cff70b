import { type AuthenticateReason, isAuthenticateReason } from '@sheet/bridge';

/** What the Sign In dialog says for each reason the sheet can give in `authenticate`. */
export const SIGN_IN_REASON_TEXTS: Readonly<Record<AuthenticateReason, string>> = {
  privacyConsent: 'Sign in to give your privacy consent.',
  linkCarrier: 'Sign in to link your carrier plan to your account.',
  linkChannelSubscription: 'Sign in to link your subscription.',
  acceptTerms: 'Sign in to accept the updated Terms and Conditions.',
};

/** Shown when the sheet gives no reason or one this host does not know. */
export const GENERIC_SIGN_IN_TEXT = 'The sheet asks you to sign in.';

/** A readable sentence for the sheet's sign-in reason; never the raw word. */
export function signInReasonText(reason: unknown): string {
  return isAuthenticateReason(reason) ? SIGN_IN_REASON_TEXTS[reason] : GENERIC_SIGN_IN_TEXT;
}
