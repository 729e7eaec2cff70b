import { BridgeCallError } from '@sheet/bridge';
import { ServiceErrorKind } from '@sheet/services';
import {
  afterEmailCodeLabelKey,
  continueAfterEmailCode,
  retryCreatingAccount,
} from './code-actions';
import { useCreateAccountStore } from './create-account-store';
import { CREATED, FLOW_PATHS } from './paths';
import { submitNewAccount } from './submit-account';
import {
  fakeSheet,
  formKey,
  loadedFormState,
  networkError,
  serverField,
  servicesKey,
  storeState as state,
  type HostHandlers,
} from './test-support';

/** A host with every device fact the create request can carry. */
const HOST: HostHandlers = {
  getDeviceId: async () => ({ deviceId: 'device-1' }),
  signPayload: async () => ({ signature: 'signature-1' }),
  handOverDetails: async () => ({}),
};
const CREATED_ANSWER = { status: 0, pageUUID: 'page-2', result: { details: { dsid: '42' } } };
const VALUES = {
  firstName: 'Ana',
  acAccountName: 'ana@example.com',
  acAccountPassword: 'Secret123',
};

beforeEach(() => {
  useCreateAccountStore.setState(
    loadedFormState({
      fields: Object.keys(VALUES).map((id) => serverField(id)),
      storefront: 'USA',
      values: VALUES,
      email: { email: 'ana@example.com', clientToken: 't', sentCount: 1, verified: true },
    }),
  );
});

describe('submitNewAccount', () => {
  it('sends the host’s device id and signature, and never signs the password', async () => {
    const { calls, hostRequest } = fakeSheet({ createAccountV2: CREATED_ANSWER }, HOST);
    await submitNewAccount();
    const [signed] = hostRequest.mock.calls.filter(([name]) => name === 'signPayload');
    const { payload } = signed![1] as { payload: string };
    expect(JSON.parse(payload)).toEqual({
      pageUUID: 'page-1',
      acAccountName: 'ana@example.com',
      storefront: 'USA',
    });
    expect(payload).not.toContain('Secret123');
    expect(calls('createAccountV2').map((r) => r.form)).toEqual([
      expect.objectContaining({
        acAccountName: 'ana@example.com',
        acAccountPassword: 'Secret123',
        machineGUID: 'device-1',
        guid: 'device-1',
        xAppleActionSignature: 'signature-1',
      }),
    ]);
  });

  it('hands the result details to the host, then closes the sheet with success', async () => {
    const { hostRequest, closeSheet } = fakeSheet({ createAccountV2: CREATED_ANSWER }, HOST);
    await expect(submitNewAccount()).resolves.toBe(CREATED);
    expect(hostRequest).toHaveBeenCalledWith('handOverDetails', { details: { dsid: '42' } });
    expect(closeSheet).toHaveBeenCalledWith('success');
    const handOver = hostRequest.mock.calls.findIndex(([name]) => name === 'handOverDetails');
    expect(hostRequest.mock.invocationCallOrder[handOver]).toBeLessThan(
      closeSheet.mock.invocationCallOrder[0]!,
    );
    expect(state()).toMatchObject({ created: true, pageUUID: 'page-2' });
  });

  it('creates through address v3 on a TV', async () => {
    const { calls } = fakeSheet({ createAccountV3: CREATED_ANSWER }, HOST, 'tv');
    await expect(submitNewAccount()).resolves.toBe(CREATED);
    expect(calls('createAccountV3')).toHaveLength(1);
  });

  it('goes without device facts where the host has none', async () => {
    const { calls } = fakeSheet(
      { createAccountV2: CREATED_ANSWER },
      { handOverDetails: HOST.handOverDetails },
    );
    await expect(submitNewAccount()).resolves.toBe(CREATED);
    const form = calls('createAccountV2')[0]!.form;
    ['machineGUID', 'guid', 'xAppleActionSignature'].forEach((name) =>
      expect(form).not.toHaveProperty(name),
    );
  });

  it('sends the person back to the form with the field errors and every value kept', async () => {
    const { hostRequest, closeSheet } = fakeSheet(
      {
        createAccountV2: {
          status: -1,
          validationResults: [{ propertyName: 'acAccountPassword', errorString: 'WeakPassword' }],
        },
      },
      HOST,
    );
    await expect(submitNewAccount()).resolves.toBe(FLOW_PATHS.personal);
    expect(state().serverErrors).toEqual({
      acAccountPassword: formKey('errors.WeakPassword'),
    });
    expect(state().values).toEqual(VALUES);
    expect(state().created).toBe(false);
    expect(hostRequest).not.toHaveBeenCalledWith('handOverDetails', expect.anything());
    expect(closeSheet).not.toHaveBeenCalled();
  });
});

describe('retryCreatingAccount', () => {
  it('shows a network failure as a general error and keeps the values', async () => {
    const { closeSheet, reportError } = fakeSheet({ createAccountV2: networkError }, HOST);
    useCreateAccountStore.setState({ generalErrors: [{ text: 'old' }] });
    await expect(retryCreatingAccount()).resolves.toBeUndefined();
    expect(state().generalErrors).toEqual([servicesKey('networkError')]);
    expect(state()).toMatchObject({ values: VALUES, waiting: false, created: false });
    expect(closeSheet).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('cannot create when a captcha is required and no host can show one: says so, reports it', async () => {
    const { calls, reportError } = fakeSheet({ createAccountV2: CREATED_ANSWER }, HOST);
    useCreateAccountStore.setState({ captchaRequired: true });
    await expect(retryCreatingAccount()).resolves.toBeUndefined();
    expect(calls('createAccountV2')).toHaveLength(0);
    expect(state().generalErrors).toEqual([servicesKey('captchaUnavailable')]);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: ServiceErrorKind.missingDependencies,
        message: 'missing getCaptchaData',
      }),
    );
  });

  it('sends the token of the host’s challenge when the storefront requires a captcha', async () => {
    const getCaptchaData = jest.fn(async () => ({ token: 'captcha-1' }));
    const { calls } = fakeSheet({ createAccountV2: CREATED_ANSWER }, { ...HOST, getCaptchaData });
    useCreateAccountStore.setState({ captchaRequired: true });
    await expect(retryCreatingAccount()).resolves.toBe(CREATED);
    expect(getCaptchaData).toHaveBeenCalledWith({ action: 'createAccount' });
    expect(calls('createAccountV2')[0]!.form).toMatchObject({ captchaToken: 'captcha-1' });
  });

  it.each([
    ['failed', 'captchaFailed'],
    ['cancelled', 'captchaCancelled'],
  ])('a challenge %s says so, creates nothing and keeps every value', async (code, i18nKey) => {
    const getCaptchaData = async () => {
      throw new BridgeCallError('getCaptchaData', code, 'no');
    };
    const { calls, reportError } = fakeSheet(
      { createAccountV2: CREATED_ANSWER },
      { ...HOST, getCaptchaData },
    );
    useCreateAccountStore.setState({ captchaRequired: true });
    await retryCreatingAccount();
    expect(calls('createAccountV2')).toHaveLength(0);
    expect(state().generalErrors).toEqual([servicesKey(i18nKey)]);
    expect(state().values).toEqual(VALUES);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('sends one create request when pressed twice at once', async () => {
    const { calls } = fakeSheet({ createAccountV2: CREATED_ANSWER }, HOST);
    const results = await Promise.all([retryCreatingAccount(), retryCreatingAccount()]);
    expect(results).toEqual([CREATED, undefined]);
    expect(calls('createAccountV2')).toHaveLength(1);
  });
});

describe('a retry after the account exists', () => {
  it('hands the same account over again and never creates a second one', async () => {
    let handOvers = 0;
    const { calls, closeSheet } = fakeSheet(
      { createAccountV2: CREATED_ANSWER },
      {
        ...HOST,
        handOverDetails: async () => {
          handOvers += 1;
          if (handOvers === 1) throw new Error('host busy');
          return {};
        },
      },
    );
    await expect(retryCreatingAccount()).resolves.toBeUndefined();
    expect(state()).toMatchObject({ created: true, createdDetails: { dsid: '42' } });
    await expect(retryCreatingAccount()).resolves.toBe(CREATED);
    expect(calls('createAccountV2')).toHaveLength(1);
    expect(handOvers).toBe(2);
    expect(closeSheet).toHaveBeenCalledWith('success');
  });

  it('after a China email code, the retry asks for the phone number first', async () => {
    const { calls } = fakeSheet({ createAccountV2: CREATED_ANSWER }, HOST);
    useCreateAccountStore.setState({ storefront: 'CHN' });
    await expect(continueAfterEmailCode()).resolves.toBe(FLOW_PATHS.capturePhoneNumber);
    expect(afterEmailCodeLabelKey()).toBe('personal.continue');
    expect(calls('createAccountV2')).toHaveLength(0);
  });
});
