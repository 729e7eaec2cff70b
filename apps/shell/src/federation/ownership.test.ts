import { owningRemote } from './ownership';

describe('owningRemote', () => {
  it.each([
    ['/account/create/personal', 'create_account'],
    ['/account/create/verify-email', 'create_account'],
    ['/account/create/verify-phone', 'create_account'],
    ['/account/create/capture-phone-number', 'create_account'],
    ['/account/carrier-linking', 'carrier_linking'],
    ['/cn/subscription/link', 'channel_linking'],
    ['/channel-platform-success-china', 'channel_linking'],
    ['/channel-sms-verification', 'channel_linking'],
    ['/terms', 'terms_privacy'],
    ['/privacy-consent', 'terms_privacy'],
  ])('%s belongs to %s', (path, remote) => {
    expect(owningRemote(path)).toBe(remote);
  });

  it.each(['/', '/account', '/cn/subscription', '/unknown/page'])(
    '%s belongs to no remote',
    (path) => {
      expect(owningRemote(path)).toBeUndefined();
    },
  );
});
