import { BridgeCallError } from '@sheet/bridge';
import { formMessage } from '@sheet/account-form';
import {
  fakeSheet,
  networkError,
  serverField,
  checkboxField,
  servicesKey,
  type HostHandlers,
  type ServiceAnswers,
} from '@sheet/test-support';
import { retryLinking, verifyCarrierCode } from './carrier-actions';
import { carrierMessage } from './carrier-messages';
import { readCarrierQuery } from './carrier-query';
import { initialCarrierLinkingState, useCarrierLinkingStore } from './carrier-store';

const state = () => useCarrierLinkingStore.getState();
const NUMBER = '+12015550123';
const DETAILS = { dsid: '42', accountName: NUMBER, token: 'token-42' };
const CREATED = { status: 0, pageUUID: 'page-2', errors: [], result: { details: DETAILS } };
const NO_AUTHORIZATION = {
  status: -1,
  errorKey: 'MZCommerce.NoAuthorization',
  errorMessageKey: 'MZCommerce.NoAuthorization',
};
const CLAIMED = {
  status: -1,
  errorKey: 'MZCommerce.HardBundleAlreadyClaimed',
  errorMessageKey: 'MZCommerce.HardBundleAlreadyClaimed',
};

/** A host that gives its device id and signature and takes every notice; sign-in as given. */
function host(authenticate: () => Promise<unknown> = async () => ({ authenticated: true })) {
  const taken = async () => ({});
  return {
    getDeviceId: async () => ({ deviceId: 'device-1' }),
    signPayload: async () => ({ signature: 'signature-1' }),
    handOverDetails: taken,
    setCarrierStatus: taken,
    invalidateSubscriptionStatus: taken,
    authenticate,
  } satisfies HostHandlers;
}

/** Services that verify the code, create the account and answer the links one after another. */
function services(...links: unknown[]): ServiceAnswers {
  let next = 0;
  return {
    phoneCodeValidate: { status: 0 },
    createAccountV2: CREATED,
    linkCarrier: () => {
      const answer = links[Math.min(next, links.length - 1)];
      next += 1;
      if (typeof answer === 'function') return (answer as () => unknown)();
      return answer;
    },
  };
}

beforeEach(() => {
  useCarrierLinkingStore.setState({
    ...initialCarrierLinkingState(),
    fieldsLoaded: true,
    fields: [
      serverField('acAccountName'),
      serverField('acAccountPassword'),
      checkboxField('agreedToTerms'),
    ],
    storefront: 'USA',
    pageUUID: 'page-1',
    query: readCarrierQuery(new URLSearchParams()),
    values: { acAccountName: NUMBER, acAccountPassword: 'Secret123', agreedToTerms: true },
    step: 'code',
    phone: { number: NUMBER, phoneId: 'phone-1', sentCount: 1, verified: false },
  });
});

const requestNames = (hostRequest: jest.Mock) => hostRequest.mock.calls.map(([name]) => name);

describe('after a right code', () => {
  it('creates the account with the full payload, hands it over, links, says eligible and closes', async () => {
    const sheet = fakeSheet(services({ status: 0 }), host());
    await expect(verifyCarrierCode('123456')).resolves.toBe(false);
    const [create] = sheet.calls('createAccountV2');
    expect(create!.form).toEqual(
      expect.objectContaining({
        acAccountName: NUMBER,
        accountType: 'phone',
        context: 'cipCarrier',
        restrictedAccountType: 'restrictedPhone',
        simpleCarrierBundling: true,
        machineGUID: 'device-1',
        guid: 'device-1',
        xAppleActionSignature: 'signature-1',
        pageUUID: 'page-1',
        phoneId: 'phone-1',
        phoneSecretCode: '123456',
        agreedToTerms: true,
      }),
    );
    expect(sheet.calls('linkCarrier').map((r) => r.json)).toEqual([{ guid: 'device-1' }]);
    expect(sheet.hostRequest).toHaveBeenCalledWith('handOverDetails', { details: DETAILS });
    expect(sheet.hostRequest).toHaveBeenCalledWith('setCarrierStatus', { status: 'eligible' });
    expect(sheet.hostRequest).toHaveBeenCalledWith('invalidateSubscriptionStatus', {});
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
    expect(requestNames(sheet.hostRequest)).not.toContain('authenticate');
  });

  it('hands the details over before it links', async () => {
    const sheet = fakeSheet(services({ status: 0 }), host());
    await verifyCarrierCode('123456');
    const handOver = sheet.hostRequest.mock.calls.findIndex(([name]) => name === 'handOverDetails');
    const handOverOrder = sheet.hostRequest.mock.invocationCallOrder[handOver]!;
    const linkIndex = sheet.transport.mock.calls.findIndex(
      ([request]) => new URL(request.url).pathname === '/linkCarrier',
    );
    expect(handOverOrder).toBeLessThan(sheet.transport.mock.invocationCallOrder[linkIndex]!);
  });

  it('asks the host to sign in when the link needs it, then links again exactly once', async () => {
    const sheet = fakeSheet(services(NO_AUTHORIZATION, { status: 0 }), host());
    await verifyCarrierCode('123456');
    expect(sheet.hostRequest).toHaveBeenCalledWith('authenticate', { reason: 'linkCarrier' });
    expect(sheet.calls('linkCarrier')).toHaveLength(2);
    expect(sheet.calls('createAccountV2')).toHaveLength(1);
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('stops after a second refusal: no loop, one account, no close, the way out offered', async () => {
    const sheet = fakeSheet(services(NO_AUTHORIZATION), host());
    await verifyCarrierCode('123456');
    expect(requestNames(sheet.hostRequest).filter((name) => name === 'authenticate')).toHaveLength(
      1,
    );
    expect(sheet.calls('linkCarrier')).toHaveLength(2);
    expect(sheet.calls('createAccountV2')).toHaveLength(1);
    expect(sheet.closeSheet).not.toHaveBeenCalled();
    expect(state().stopped).toEqual({
      message: carrierMessage('stopped.signInFailed'),
      canRetry: false,
    });
  });

  it.each([
    ['declined', () => Promise.reject(new BridgeCallError('authenticate', 'cancelled', 'no'))],
    ['answered as not signed in', async () => ({ authenticated: false })],
  ])(
    'says so when sign-in is %s, and a retry links without creating again',
    async (_case, auth) => {
      const sheet = fakeSheet(
        services(NO_AUTHORIZATION, NO_AUTHORIZATION, { status: 0 }),
        host(auth),
      );
      await verifyCarrierCode('123456');
      expect(state().stopped).toEqual({
        message: carrierMessage('stopped.signInDeclined'),
        canRetry: true,
      });
      expect(sheet.calls('linkCarrier')).toHaveLength(1);
      expect(sheet.closeSheet).not.toHaveBeenCalled();

      sheet.hostRequest.mockClear();
      useCarrierLinkingStore.setState({ stopped: undefined });
      await retryLinking();
      expect(sheet.calls('createAccountV2')).toHaveLength(1);
      expect(requestNames(sheet.hostRequest)).not.toContain('handOverDetails');
    },
  );

  it('says a bundle that belongs to another account is theirs, and offers only Close', async () => {
    const sheet = fakeSheet(services(CLAIMED), host());
    await verifyCarrierCode('123456');
    expect(state().stopped).toEqual({
      message: carrierMessage('stopped.bundleClaimed'),
      canRetry: false,
    });
    expect(requestNames(sheet.hostRequest)).not.toContain('setCarrierStatus');
    expect(sheet.closeSheet).not.toHaveBeenCalled();
  });

  it('keeps the created account when the link fails on the network, and Try Again links it', async () => {
    const sheet = fakeSheet(services(networkError, { status: 0 }), host());
    await verifyCarrierCode('123456');
    expect(state().generalErrors).toEqual([servicesKey('networkError')]);
    expect(state()).toMatchObject({ created: true, phone: { verified: true } });
    await retryLinking();
    expect(sheet.calls('createAccountV2')).toHaveLength(1);
    expect(sheet.calls('linkCarrier')).toHaveLength(2);
    expect(sheet.closeSheet).toHaveBeenCalledWith('success');
  });

  it('sends the person back to the details when the service refuses a field', async () => {
    fakeSheet(
      {
        ...services({ status: 0 }),
        createAccountV2: {
          status: -1,
          errors: [{ propertyName: 'acAccountPassword', errorString: 'WeakPassword' }],
        },
      },
      host(),
    );
    await verifyCarrierCode('123456');
    expect(state()).toMatchObject({ step: 'details', created: false });
    expect(state().serverErrors).toEqual({ acAccountPassword: formMessage('errors.WeakPassword') });
  });
});

describe('a code the service refuses', () => {
  it('is said under the code, and the screen clears it for the next try', async () => {
    const sheet = fakeSheet(
      { phoneCodeValidate: { status: -1, errorKey: 'PhoneVerificationFailedKey' } },
      host(),
    );
    await expect(verifyCarrierCode('000000')).resolves.toBe(true);
    expect(state().serverErrors.phoneSecretCode).toEqual(servicesKey('wrongCode'));
    expect(sheet.calls('createAccountV2')).toHaveLength(0);
  });
});
