import { shouldCheckConsentRequired } from './consent-query';

describe('shouldCheckConsentRequired', () => {
  it.each([
    ['queryConsent=true', true],
    ['queryConsent=TRUE', true],
    ['queryConsent=false', false],
    ['queryConsent=1', false],
    ['', false],
  ])('%s -> %s', (query, expected) => {
    expect(shouldCheckConsentRequired(new URLSearchParams(query))).toBe(expected);
  });
});
