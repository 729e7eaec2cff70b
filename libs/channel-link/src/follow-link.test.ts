import { BridgeCallError } from '@sheet/bridge';
import { useSheetContext } from '@sheet/sheet-runtime';
import { fakeSheet, type HostHandlers, SMS_OFFER } from '@sheet/test-support';
import { linkOffer } from './follow-link';
import { readHandOff } from './hand-off';

const OFFER = SMS_OFFER;
const HAND_OFF = { offer: OFFER, storefront: 'usa' };
const AUTH_ERROR = { status: -1, errorType: 'Authentication', errorKey: 'Authentication' };

function host(more: HostHandlers = {}): HostHandlers {
  return {
    authenticate: async () => ({ authenticated: true }),
    invalidateSubscriptionStatus: async () => ({}),
    openUrl: async () => ({}),
    ...more,
  };
}

/** Services whose link answers come one after another (the last one repeats). */
function linkAnswers(...answers: unknown[]) {
  let next = 0;
  return {
    channelLink: () => answers[Math.min(next++, answers.length - 1)],
  };
}

async function run(answers: unknown[], handlers: HostHandlers = host()) {
  const sheet = fakeSheet(linkAnswers(...answers), handlers);
  const { services, bridge } = useSheetContext.getState();
  const outcome = await linkOffer({ services: services!, bridge }, HAND_OFF);
  return { sheet, outcome };
}

describe('linkOffer', () => {
  it('sends the offer’s link params and product code', async () => {
    const { sheet } = await run([{ status: 0 }]);
    expect(sheet.calls('channelLink').map((r) => r.json)).toEqual([
      { linkParams: 'offer=1001', productCode: 'SMS_OFFER' },
    ]);
  });

  it('goes to the SMS screen with the number and the offer in its state', async () => {
    const { outcome } = await run([
      { status: 0, action: 'verifyCarrierSms', msisdn: '15555550100' },
    ]);
    expect(outcome).toMatchObject({ kind: 'go', path: '/channel-sms-verification' });
    const state = outcome.kind === 'go' ? readHandOff(outcome.state) : undefined;
    expect(state).toEqual({ channelOffer: HAND_OFF, msisdn: '15555550100' });
  });

  it('shows a terms dialog through the host and goes to the terms with the offer', async () => {
    const dialog = {
      title: 'Accept the Terms',
      message: 'Read and accept.',
      buttons: [
        { label: 'Read Terms', action: 'termsPage' },
        { label: 'Not Now', action: 'close' },
      ],
    };
    const showDialog = jest.fn(async () => ({ buttonId: '0' }));
    const { outcome, sheet } = await run([{ status: 0, dialog }], host({ showDialog }));
    expect(showDialog).toHaveBeenCalledWith({
      title: 'Accept the Terms',
      message: 'Read and accept.',
      buttons: [
        { id: '0', label: 'Read Terms' },
        { id: '1', label: 'Not Now' },
      ],
    });
    expect(outcome).toMatchObject({ kind: 'go', path: '/terms' });
    expect(outcome.kind === 'go' && readHandOff(outcome.state)).toEqual({ channelOffer: HAND_OFF });
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it.each([
    ['Not Now on a terms dialog', '1'],
    ['OK on another dialog', '0'],
  ])('closes the sheet after %s', async (_case, buttonId) => {
    const dialog = {
      title: 'Offer',
      message: 'Not available.',
      buttons: [
        { label: 'OK', action: buttonId === '1' ? 'termsPage' : 'close' },
        { label: 'Not Now', action: 'close' },
      ],
    };
    const showDialog = async () => ({ buttonId });
    const { outcome, sheet } = await run([{ status: 0, dialog }], host({ showDialog }));
    expect(outcome).toEqual({ kind: 'closed' });
    expect(sheet.closeSheet).toHaveBeenCalledWith('cancelled');
  });

  it('linked: tells the host the subscription status is stale, then closes with success', async () => {
    const { outcome, sheet } = await run([{ status: 0 }]);
    expect(outcome).toEqual({ kind: 'closed' });
    expect(sheet.hostRequest).toHaveBeenCalledWith('invalidateSubscriptionStatus', {});
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('linked in China: the success screen, the sheet still open', async () => {
    const { outcome, sheet } = await run([{ status: 0, showChinaSuccess: true }]);
    expect(outcome).toMatchObject({ kind: 'go', path: '/channel-platform-success-china' });
    expect(sheet.hostRequest).toHaveBeenCalledWith('invalidateSubscriptionStatus', {});
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it('linked for a family: the host opens the family page, then the sheet closes', async () => {
    const url = 'https://family.test/?p=FAMILY_OFFER';
    const { sheet } = await run([{ status: 0, isFamily: true, familySuccessUrl: url }]);
    expect(sheet.hostRequest).toHaveBeenCalledWith('openUrl', { url });
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('signs in through the host once and links again when the link needs it', async () => {
    const { outcome, sheet } = await run([AUTH_ERROR, { status: 0 }]);
    expect(outcome).toEqual({ kind: 'closed' });
    expect(sheet.hostRequest).toHaveBeenCalledWith('authenticate', {
      reason: 'linkChannelSubscription',
    });
    expect(sheet.calls('channelLink')).toHaveLength(2);
  });

  it('stops after a second refusal, with one sign-in', async () => {
    const { outcome, sheet } = await run([AUTH_ERROR]);
    expect(outcome).toEqual({ kind: 'signInFailed' });
    expect(sheet.calls('channelLink')).toHaveLength(2);
    expect(sheet.hostRequest.mock.calls.filter(([name]) => name === 'authenticate')).toHaveLength(
      1,
    );
  });

  it('stops when the person declines to sign in', async () => {
    const declined = async () => {
      throw new BridgeCallError('authenticate', 'cancelled', 'no');
    };
    const { outcome, sheet } = await run([AUTH_ERROR], host({ authenticate: declined }));
    expect(outcome).toEqual({ kind: 'signInDeclined' });
    expect(sheet.calls('channelLink')).toHaveLength(1);
  });

  it('lets any other failure through to the screen', async () => {
    await expect(
      run([{ status: -1, errorKey: 'MZCommerce.HardBundleAlreadyClaimed' }]),
    ).rejects.toMatchObject({ name: 'ServiceError' });
  });
});

describe('readHandOff', () => {
  it.each([
    ['nothing', undefined],
    ['another state', { returning: true }],
    [
      'an offer missing a field',
      { channelOffer: { offer: { carrierId: 'x' }, storefront: 'usa' } },
    ],
    ['no storefront', { channelOffer: { offer: OFFER } }],
  ])('finds no hand-off in %s', (_case, state) => {
    expect(readHandOff(state)).toBeUndefined();
  });
});
