import { matchesPattern } from './path-pattern';

describe('matchesPattern', () => {
  it.each([
    ['account/create/personal', '/account/create/personal', true],
    ['/account/create/*', '/account/create/verify-email', true],
    ['/account/create/*', '/account/create', true],
    ['/:storefront/subscription/link/*', '/usa/subscription/link', true],
    [':storefront/subscription/link', '/US/Subscription/Link', true],
    ['account/create/personal', '/account/create/personal/extra', false],
    ['account/create/personal', '/account/create', false],
    ['/terms/*', '/privacy-consent', false],
    [':storefront/subscription/link', '/subscription/link', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});
