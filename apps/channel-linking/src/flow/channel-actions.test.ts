import { fakeSheet, networkError, servicesKey, type HostHandlers } from '@sheet/test-support';
import { linkFromLanding, loadOffer } from './channel-actions';
import { channelMessage } from './channel-messages';
import { initialChannelState, useChannelStore } from './channel-store';

const OFFER = {
  carrierId: 'DEMO_TEL',
  carrierName: 'Demo Tel',
  productCode: 'PLAIN_OFFER',
  productName: 'Demo Tel Music',
  linkParams: 'offer=1007',
  isFamily: false,
};
const REQUEST = { storefront: 'usa', adamId: '1007', productCode: 'PLAIN_OFFER', token: 'tok' };
const state = () => useChannelStore.getState();
const fail = (errorKey: string, more = {}) => ({
  status: -1,
  errorKey,
  errorMessageKey: errorKey,
  ...more,
});
const HOST: HostHandlers = { invalidateSubscriptionStatus: async () => ({}) };

beforeEach(() => useChannelStore.setState(initialChannelState()));

describe('loadOffer', () => {
  it('asks for the offer with a, p, c and t, and keeps it', async () => {
    const sheet = fakeSheet({ channelOfferParams: { status: 0, offer: OFFER } });
    await loadOffer(REQUEST);
    expect(sheet.calls('channelOfferParams').map((r) => r.query)).toEqual([
      { a: '1007', p: 'PLAIN_OFFER', c: 'usa', t: 'tok' },
    ]);
    expect(state().offer).toEqual(OFFER);
  });

  it.each([
    ['an unknown offer', fail('ChannelOfferNotFound'), channelMessage('landing.offerNotFound')],
    ['an expired link', fail('MEDIA_LINK_INVALID_SESSION'), servicesKey('linkExpired')],
  ])('stops at %s, with its own message', async (_case, answer, message) => {
    fakeSheet({ channelOfferParams: answer });
    await loadOffer(REQUEST);
    expect(state().stopped).toEqual(message);
  });

  it('offers Try Again when the network fails, then loads', async () => {
    fakeSheet({ channelOfferParams: networkError });
    await loadOffer(REQUEST);
    expect(state().loadError).toEqual(servicesKey('networkError'));
    fakeSheet({ channelOfferParams: { status: 0, offer: OFFER } });
    await loadOffer(REQUEST);
    expect(state()).toMatchObject({ loadError: undefined, offer: OFFER });
  });
});

describe('linkFromLanding', () => {
  beforeEach(() => useChannelStore.setState({ offer: OFFER }));

  it('links and closes with success', async () => {
    const sheet = fakeSheet({ channelLink: { status: 0 } }, HOST);
    await expect(linkFromLanding('usa')).resolves.toEqual({ kind: 'closed' });
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('a declined sign-in says so and lets the person link again', async () => {
    fakeSheet(
      { channelLink: fail('Authentication', { errorType: 'Authentication' }) },
      { ...HOST, authenticate: async () => ({ authenticated: false }) },
    );
    await linkFromLanding('usa');
    expect(state().generalErrors).toEqual([channelMessage('errors.signInDeclined')]);
    expect(state().stopped).toBeUndefined();
  });

  it('a refusal after signing in stops with its message', async () => {
    fakeSheet(
      { channelLink: fail('Authentication', { errorType: 'Authentication' }) },
      { ...HOST, authenticate: async () => ({ authenticated: true }) },
    );
    await linkFromLanding('usa');
    expect(state().stopped).toEqual(channelMessage('errors.signInFailed'));
  });

  it('an offer claimed by another account stops with its message', async () => {
    fakeSheet({ channelLink: fail('MZCommerce.HardBundleAlreadyClaimed') }, HOST);
    await linkFromLanding('usa');
    expect(state().stopped).toEqual(servicesKey('bundleAlreadyClaimed'));
  });

  it('a server error stays on the landing as a general error', async () => {
    const sheet = fakeSheet({ channelLink: fail('InjectedFault') }, HOST);
    await linkFromLanding('usa');
    expect(state().generalErrors).toEqual([servicesKey('generalError')]);
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });
});
