import { useCreateAccountStore, type FieldValue } from '../flow/create-account-store';
import { FLOW_PATHS } from '../flow/paths';
import {
  DETAILS_FIELDS,
  fakeSheet,
  formKey,
  loadedFormState,
  networkError,
  resetCreateAccountStore,
  servicesKey,
  storeState as state,
} from '../flow/test-support';
import { continueFromPersonal } from './continue-action';
import { personalForm } from '../flow/create-account-store';

const OK = {
  validateCredentials: { status: 0 },
  validateFields: { status: 0 },
  emailCodeGenerate: { status: 0, clientToken: 'token-1' },
  phoneCodeGenerate: { status: 0, phoneId: 'phone-1' },
};
const FILLED = {
  firstName: 'Ana',
  acAccountName: 'ana@example.com',
  acAccountPassword: 'Secret123',
  birthday: '2000-01-31',
  agreedToTerms: true,
  piplAppleTermsConsent: false,
};

function formOnScreen(storefront = 'USA', values: Record<string, FieldValue> = {}) {
  useCreateAccountStore.setState(
    loadedFormState({ fields: DETAILS_FIELDS, storefront, values: { ...FILLED, ...values } }),
  );
}

beforeEach(() => {
  resetCreateAccountStore();
  personalForm.forgetCredentialsCheck();
});

describe('continueFromPersonal', () => {
  it('stops at empty required fields before any request', async () => {
    const { transport } = fakeSheet(OK);
    formOnScreen('USA', { firstName: ' ', agreedToTerms: false });
    await expect(continueFromPersonal()).resolves.toBeUndefined();
    expect(transport).not.toHaveBeenCalled();
    expect(state().clientErrors).toEqual({
      firstName: formKey('errors.FieldRequired'),
      agreedToTerms: formKey('errors.TermsNotAccepted'),
    });
  });

  it('stops at over-long text and invisible marks before any request, keeping what was typed', async () => {
    const { transport } = fakeSheet(OK);
    const long = 'A'.repeat(5000);
    formOnScreen('USA', { firstName: long, acAccountName: '\u200Fana@example.com' });
    await expect(continueFromPersonal()).resolves.toBeUndefined();
    expect(transport).not.toHaveBeenCalled();
    expect(state().clientErrors).toEqual({
      firstName: { ...formKey('errors.TooLong'), params: { max: '256' } },
      acAccountName: formKey('errors.InvalidCharacters'),
    });
    expect(state().values.firstName).toBe(long);
  });

  it('asks about the credentials once when the tap on Continue is what leaves their box', async () => {
    const { calls } = fakeSheet(OK);
    formOnScreen();
    // The box loses the focus on the tap's press; Continue runs on its click, before a frame.
    const leaveCheck = personalForm.validateCredentialsOnLeave();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(continueFromPersonal()).resolves.toBe(FLOW_PATHS.verifyEmail);
    await leaveCheck;
    expect(calls('validateCredentials')).toHaveLength(1);
  });

  it('stops at a birth date the input rejected', async () => {
    const { transport } = fakeSheet(OK);
    formOnScreen();
    useCreateAccountStore.setState({ birthdayInvalid: true });
    await expect(continueFromPersonal()).resolves.toBeUndefined();
    expect(transport).not.toHaveBeenCalled();
  });

  it('checks credentials and fields apart, then sends the email code', async () => {
    const { calls } = fakeSheet(OK);
    formOnScreen();
    await expect(continueFromPersonal()).resolves.toBe(FLOW_PATHS.verifyEmail);
    expect(calls('validateCredentials').map((r) => r.form)).toEqual([
      { acAccountName: 'ana@example.com', acAccountPassword: 'Secret123', pageUUID: 'page-1' },
    ]);
    expect(calls('validateFields').map((r) => r.form)).toEqual([
      {
        firstName: 'Ana',
        birthday: '2000-01-31',
        agreedToTerms: true,
        pageUUID: 'page-1',
        context: 'create',
      },
    ]);
    expect(calls('emailCodeGenerate').map((r) => r.query)).toEqual([{ email: 'ana@example.com' }]);
    expect(state().email).toEqual({
      email: 'ana@example.com',
      clientToken: 'token-1',
      sentCount: 1,
      verified: false,
    });
    expect(state().waiting).toBe(false);
  });

  it('puts the verdicts of both validations on their fields and in the general errors', async () => {
    const { calls, reportError } = fakeSheet({
      ...OK,
      validateCredentials: {
        status: -1,
        validationResults: [{ propertyName: 'acAccountName', errorString: 'AccountNameTaken' }],
      },
      validateFields: {
        status: -1,
        errors: [
          { field: 'firstName', error: 'InvalidName' },
          { localizedMessage: 'Check the highlighted fields.' },
        ],
      },
    });
    formOnScreen();
    await expect(continueFromPersonal()).resolves.toBeUndefined();
    expect(state().serverErrors).toEqual({
      acAccountName: formKey('errors.AccountNameTaken'),
      firstName: formKey('errors.InvalidName'),
    });
    expect(state().generalErrors).toEqual([{ text: 'Check the highlighted fields.' }]);
    expect(state().values).toEqual(FILLED);
    expect(calls('emailCodeGenerate')).toHaveLength(0);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows a network failure of both validations once, and sends no code', async () => {
    const { calls } = fakeSheet({
      ...OK,
      validateCredentials: networkError,
      validateFields: networkError,
    });
    formOnScreen();
    useCreateAccountStore.setState({ generalErrors: [{ text: 'old' }] });
    await continueFromPersonal();
    expect(state().generalErrors).toEqual([servicesKey('networkError')]);
    expect(calls('emailCodeGenerate')).toHaveLength(0);
  });

  it('forgets the last server and general errors before the next submit', async () => {
    fakeSheet(OK);
    formOnScreen();
    useCreateAccountStore.setState({
      serverErrors: { acAccountName: formKey('errors.AccountNameTaken') },
      generalErrors: [{ text: 'Check the highlighted fields.' }],
    });
    await expect(continueFromPersonal()).resolves.toBe(FLOW_PATHS.verifyEmail);
    expect(state().serverErrors).toEqual({});
    expect(state().generalErrors).toEqual([]);
  });

  it('forgets the general errors even when it stops at the required fields', async () => {
    fakeSheet(OK);
    formOnScreen('USA', { firstName: '' });
    useCreateAccountStore.setState({ generalErrors: [{ text: 'old' }] });
    await continueFromPersonal();
    expect(state().generalErrors).toEqual([]);
  });

  it('sends a phone code for a Chinese phone account name', async () => {
    const { calls } = fakeSheet(OK);
    formOnScreen('CHN', { acAccountName: '138 0013 8000' });
    await expect(continueFromPersonal()).resolves.toBe(FLOW_PATHS.verifyPhone);
    expect(calls('phoneCodeGenerate').map((r) => r.form)).toEqual([
      {
        countryDialCode: 86,
        featureVersion: 10,
        phoneNumber: '13800138000',
        countryIso3Code: 'CHN',
      },
    ]);
    expect(state().phone).toEqual({
      number: '138 0013 8000',
      display: '138 0013 8000',
      phoneId: 'phone-1',
      sentCount: 1,
      verified: false,
    });
    expect(calls('emailCodeGenerate')).toHaveLength(0);
  });

  it('refuses a number that cannot exist before any request', async () => {
    const { transport } = fakeSheet(OK);
    formOnScreen('CHN', { acAccountName: '123' });
    await expect(continueFromPersonal()).resolves.toBeUndefined();
    expect(state().clientErrors).toEqual({ acAccountName: formKey('errors.InvalidPhoneNumber') });
    expect(transport).not.toHaveBeenCalled();
  });

  it('goes on to the phone number for a Chinese address already verified', async () => {
    const { calls } = fakeSheet(OK);
    formOnScreen('CHN', { acAccountName: 'li@example.cn' });
    useCreateAccountStore.setState({
      email: { email: 'li@example.cn', clientToken: 't', sentCount: 1, verified: true },
    });
    await expect(continueFromPersonal()).resolves.toBe(FLOW_PATHS.capturePhoneNumber);
    expect(calls('emailCodeGenerate')).toHaveLength(0);
  });

  it('sends each request once when Continue is pressed twice at once', async () => {
    const { calls } = fakeSheet(OK);
    formOnScreen();
    const first = continueFromPersonal();
    const second = continueFromPersonal();
    await expect(second).resolves.toBeUndefined();
    await expect(first).resolves.toBe(FLOW_PATHS.verifyEmail);
    expect(calls('validateCredentials')).toHaveLength(1);
    expect(calls('validateFields')).toHaveLength(1);
    expect(calls('emailCodeGenerate')).toHaveLength(1);
  });
});
