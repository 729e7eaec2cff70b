import { AUTHENTICATE_REASONS } from '@sheet/bridge';
import { GENERIC_SIGN_IN_TEXT, SIGN_IN_REASON_TEXTS, signInReasonText } from './sign-in-reasons';

describe('signInReasonText', () => {
  it.each(AUTHENTICATE_REASONS.map((reason) => [reason]))(
    'has a readable sentence for %s',
    (reason) => {
      const text = signInReasonText(reason);
      expect(text).toBe(SIGN_IN_REASON_TEXTS[reason]);
      expect(text).toMatch(/^Sign in to .+\.$/);
      expect(text).not.toContain(reason);
      expect(text).not.toBe(GENERIC_SIGN_IN_TEXT);
    },
  );

  it('gives every reason its own sentence and has no text for an unknown reason', () => {
    const texts = AUTHENTICATE_REASONS.map((reason) => signInReasonText(reason));
    expect(new Set(texts).size).toBe(AUTHENTICATE_REASONS.length);
    expect(Object.keys(SIGN_IN_REASON_TEXTS).sort()).toEqual([...AUTHENTICATE_REASONS].sort());
  });

  it('names the examples in plain words', () => {
    expect(signInReasonText('privacyConsent')).toBe('Sign in to give your privacy consent.');
    expect(signInReasonText('linkCarrier')).toBe(
      'Sign in to link your carrier plan to your account.',
    );
    expect(signInReasonText('linkChannelSubscription')).toBe('Sign in to link your subscription.');
    expect(signInReasonText('acceptTerms')).toBe(
      'Sign in to accept the updated Terms and Conditions.',
    );
  });

  it.each([
    ['a missing reason', undefined],
    ['an empty reason', ''],
    ['an unknown reason', 'link'],
    ['a reason in another case', 'PrivacyConsent'],
    ['a key of Object.prototype', 'toString'],
    ['a reason that is not a string', 1],
    ['null', null],
  ])('shows the generic text for %s', (_label, reason) => {
    expect(signInReasonText(reason)).toBe(GENERIC_SIGN_IN_TEXT);
  });
});
