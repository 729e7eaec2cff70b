import { matchesPattern } from '@sheet/reference';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * Which remote owns which part of the URL space. The shell needs this to know which remote to load
 * for a deep link before any remote is loaded; each remote defines the exact routes inside its part.
 * A remote adding a route under its own prefixes needs no shell release; a new top-level path does.
 */
const OWNED_PATHS: Record<RemoteName, readonly string[]> = {
  create_account: ['/account/create/*'],
  carrier_linking: ['/account/carrier-linking/*'],
  channel_linking: [
    '/:storefront/subscription/link/*',
    '/channel-platform-success-china/*',
    '/channel-sms-verification/*',
  ],
  terms_privacy: ['/terms/*', '/privacy-consent/*'],
};

export function owningRemote(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) =>
    OWNED_PATHS[remote].some((pattern) => matchesPattern(pattern, pathname)),
  );
}
