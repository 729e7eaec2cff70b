import { BridgeCallError } from '@sheet/bridge';
import { useCreateAccountStore } from '../flow/create-account-store';
import { FLOW_PATHS } from '../flow/paths';
import {
  fakeSheet,
  formKey,
  resetCreateAccountStore,
  storeState as state,
  type ServiceAnswers,
} from '../flow/test-support';
import { CAPTURED_NUMBER, prefillPhoneNumber, submitCapturedNumber } from './capture-actions';

/** A sheet with a host whose getPhoneNumber does what the test says (without it: unavailable). */
const sheetWithPhone = (
  answers: ServiceAnswers,
  getPhoneNumber?: () => Promise<{ phoneNumber: string | null }>,
) => fakeSheet(answers, getPhoneNumber ? { getPhoneNumber } : {});

const typed = (text: string) =>
  useCreateAccountStore.setState((s) => ({ values: { ...s.values, [CAPTURED_NUMBER]: text } }));

beforeEach(() => {
  resetCreateAccountStore({
    fieldsLoaded: true,
    storefront: 'CHN',
    values: { acAccountName: 'li@example.cn' },
    email: { email: 'li@example.cn', clientToken: 't', sentCount: 1, verified: true },
  });
});

describe('prefillPhoneNumber', () => {
  it('fills an empty number from the host', async () => {
    const { hostRequest } = sheetWithPhone({}, async () => ({ phoneNumber: '+86 138 0013 8000' }));
    await prefillPhoneNumber();
    expect(hostRequest).toHaveBeenCalledWith('getPhoneNumber', {});
    expect(state().values[CAPTURED_NUMBER]).toBe('+86 138 0013 8000');
    expect(state().values.acAccountName).toBe('li@example.cn');
  });

  it('never writes over what the person typed, before or while the host answers', async () => {
    const { hostRequest } = sheetWithPhone({}, async () => ({ phoneNumber: '+86 139 0000 0000' }));
    typed('138');
    await prefillPhoneNumber();
    expect(hostRequest).not.toHaveBeenCalled();
    expect(state().values[CAPTURED_NUMBER]).toBe('138');

    typed('');
    const pending = prefillPhoneNumber();
    typed('1380');
    await pending;
    expect(state().values[CAPTURED_NUMBER]).toBe('1380');
  });

  it.each([
    ['declines', () => Promise.reject(new BridgeCallError('getPhoneNumber', 'cancelled', 'no'))],
    ['has no number', async () => ({ phoneNumber: null })],
    ['has no such service', undefined],
  ])('leaves the number empty when the host %s', async (_case, getPhoneNumber) => {
    sheetWithPhone({}, getPhoneNumber);
    await expect(prefillPhoneNumber()).resolves.toBeUndefined();
    expect(state().values).not.toHaveProperty(CAPTURED_NUMBER);
  });
});

describe('submitCapturedNumber', () => {
  it.each([
    ['', 'errors.FieldRequired'],
    ['call me', 'errors.InvalidPhoneNumber'],
    ['123', 'errors.InvalidPhoneNumber'],
  ])('refuses %j before any request', async (text, i18nKey) => {
    const { transport } = sheetWithPhone({});
    typed(text);
    await expect(submitCapturedNumber()).resolves.toBeUndefined();
    expect(state().clientErrors).toEqual({ [CAPTURED_NUMBER]: formKey(i18nKey) });
    expect(transport).not.toHaveBeenCalled();
  });

  it('sends the phone code to a valid number and goes on to verify it', async () => {
    const { calls } = sheetWithPhone({ phoneCodeGenerate: { status: 0, phoneId: 'phone-1' } });
    typed('+86 138-0013-8000');
    useCreateAccountStore.setState({
      clientErrors: { [CAPTURED_NUMBER]: formKey('errors.InvalidPhoneNumber') },
    });
    await expect(submitCapturedNumber()).resolves.toBe(FLOW_PATHS.verifyPhone);
    expect(calls('phoneCodeGenerate').map((r) => r.form)).toEqual([
      {
        countryDialCode: 86,
        featureVersion: 10,
        phoneNumber: '13800138000',
        countryIso3Code: 'CHN',
      },
    ]);
    expect(state().clientErrors).toEqual({});
    expect(state().phone).toEqual({
      number: '+86 138-0013-8000',
      display: '138 0013 8000',
      phoneId: 'phone-1',
      sentCount: 1,
      verified: false,
    });
  });

  it('shows the service’s own words when the number cannot get a code', async () => {
    const message = 'This number cannot receive texts.';
    sheetWithPhone({ phoneCodeGenerate: { status: -1, errorMessage: message } });
    typed('13800138000');
    await expect(submitCapturedNumber()).resolves.toBeUndefined();
    expect(state().generalErrors).toEqual([{ text: message }]);
    expect(state().phone.phoneId).toBeUndefined();
    expect(state().waiting).toBe(false);
  });
});
