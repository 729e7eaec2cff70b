import { BridgeCallError, BridgeUnavailableError, type HostBridge } from '@sheet/bridge';
import type { ServiceDeps } from '@sheet/services';
import { agreeToPrivacyConsent, usePrivacyConsentStore } from './consent-store';

function fakeBridge(authenticate: () => Promise<{ authenticated: boolean }>): HostBridge {
  return {
    kind: 'simulator',
    request: jest.fn(async (name: string) => {
      if (name === 'authenticate') return authenticate();
      throw new Error(`unexpected ${name}`);
    }) as HostBridge['request'],
    onBack: () => () => undefined,
    on: () => () => undefined,
    dispose: () => undefined,
  };
}

function fakeServices(answer: unknown = { status: 0 }) {
  const transport = jest.fn(async () => ({ httpStatus: 200, body: answer }));
  const services: ServiceDeps = {
    bag: {
      hosts: {
        default: 'https://svc.test',
        business: '',
        education: '',
        sharedBusiness: '',
        sharedEducation: '',
      },
      paths: { privacyConsent: '/privacy/consent' },
    },
    transport,
  };
  return { services, transport };
}

describe('agreeToPrivacyConsent', () => {
  beforeEach(() => usePrivacyConsentStore.setState({ status: 'idle', error: undefined }));

  it('signs in through the host, records consent for the storefront, then closes the sheet', async () => {
    const { services, transport } = fakeServices();
    const closeSheet = jest.fn(async () => undefined);
    await agreeToPrivacyConsent({
      bridge: fakeBridge(async () => ({ authenticated: true })),
      services,
      storefront: 'CHN',
      closeSheet,
    });
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', form: { cc: 'CHN' } }),
    );
    expect(closeSheet).toHaveBeenCalledTimes(1);
    expect(usePrivacyConsentStore.getState().status).toBe('done');
  });

  it.each([
    [
      'declined in the host',
      () => Promise.reject(new BridgeCallError('authenticate', 'cancelled', 'no')),
    ],
    ['not authenticated', async () => ({ authenticated: false })],
    ['no host to sign in with', () => Promise.reject(new BridgeUnavailableError('authenticate'))],
  ])('asks to sign in when sign-in is %s, and records nothing', async (_case, authenticate) => {
    const { services, transport } = fakeServices();
    const closeSheet = jest.fn(async () => undefined);
    await agreeToPrivacyConsent({
      bridge: fakeBridge(authenticate),
      services,
      storefront: 'CHN',
      closeSheet,
    });
    expect(transport).not.toHaveBeenCalled();
    expect(closeSheet).not.toHaveBeenCalled();
    expect(usePrivacyConsentStore.getState()).toEqual({
      status: 'idle',
      error: { i18nKey: 'signInRequired', action: 'reauthenticate' },
    });
  });

  it('shows the catalogued error when the service refuses', async () => {
    const { services } = fakeServices({ status: -1, errorKey: 'Authentication' });
    await agreeToPrivacyConsent({
      bridge: fakeBridge(async () => ({ authenticated: true })),
      services,
      storefront: 'CHN',
      closeSheet: jest.fn(),
    });
    expect(usePrivacyConsentStore.getState().error).toMatchObject({ i18nKey: 'signInRequired' });
  });
});
