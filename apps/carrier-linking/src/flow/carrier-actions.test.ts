import { formMessage } from '@sheet/account-form';
import {
  fakeSheet,
  serverField,
  checkboxField,
  type HostHandlers,
  type ServiceAnswers,
} from '@sheet/test-support';
import { continueToCode, loadCarrierForm, resendCarrierCode } from './carrier-actions';
import { readCarrierQuery } from './carrier-query';
import { initialCarrierLinkingState, useCarrierLinkingStore } from './carrier-store';

const state = () => useCarrierLinkingStore.getState();
const FIELDS = [
  serverField('acAccountName', { label: 'Phone Number' }),
  serverField('acAccountPassword'),
  serverField('firstName'),
  checkboxField('agreedToTerms'),
];
const FORM = {
  status: 0,
  storefront: 'USA',
  pageUUID: 'page-1',
  captchaRequired: false,
  fields: FIELDS,
  links: { terms: 'https://terms.test', privacy: 'https://privacy.test' },
};
const OPTIONS = { status: 0, storefronts: [], restrictedAccountTypes: [], contactTypes: [] };
const LOADS: ServiceAnswers = { createAccountFields: FORM, createAccountOptions: OPTIONS };
const hostWithNumber = (phoneNumber: string | null): HostHandlers => ({
  getPhoneNumber: async () => ({ phoneNumber }),
});

beforeEach(() => useCarrierLinkingStore.setState(initialCarrierLinkingState()));

describe('loadCarrierForm', () => {
  const query = readCarrierQuery(new URLSearchParams());

  it('loads the restricted form and options of a carrier bundle', async () => {
    const { calls } = fakeSheet(LOADS, hostWithNumber(null));
    await loadCarrierForm(query, 'USA');
    expect(calls('createAccountFields').map((r) => r.query)).toEqual([
      expect.objectContaining({
        context: 'cipCarrier',
        restrictedAccountType: 'restrictedPhone',
        simpleCarrierBundling: true,
        addressOfficialCountryCode: 'USA',
      }),
    ]);
    expect(calls('createAccountOptions').map((r) => r.query)).toEqual([
      { restrictedAccountType: 'restrictedPhone' },
    ]);
    expect(state().fieldsLoaded).toBe(true);
  });

  it('puts the host’s phone number in as the account name', async () => {
    fakeSheet(LOADS, hostWithNumber('+12015550123'));
    await loadCarrierForm(query, 'USA');
    expect(state().values.acAccountName).toBe('+12015550123');
  });

  it.each([
    ['a host without a number', hostWithNumber(null)],
    ['a host that cannot tell', {}],
    ['no host at all', undefined],
  ])('leaves the number to the person with %s', async (_case, host) => {
    fakeSheet(LOADS, host);
    await loadCarrierForm(query, 'USA');
    expect(state().values.acAccountName).toBe('');
  });

  it('never replaces a number the person already typed', async () => {
    fakeSheet(LOADS, hostWithNumber('+12015550123'));
    useCarrierLinkingStore.setState({ values: { acAccountName: '2015550199' } });
    await loadCarrierForm(query, 'USA');
    expect(state().values.acAccountName).toBe('2015550199');
  });
});

describe('continueToCode', () => {
  const filled = (acAccountName: string) =>
    useCarrierLinkingStore.setState({
      fieldsLoaded: true,
      fields: FIELDS,
      storefront: 'USA',
      pageUUID: 'page-1',
      query: readCarrierQuery(new URLSearchParams()),
      values: {
        acAccountName,
        acAccountPassword: 'Secret123',
        firstName: 'Ana',
        agreedToTerms: true,
      },
    });
  const VALID: ServiceAnswers = {
    validateCredentials: { status: 0 },
    validateFields: { status: 0 },
    phoneCodeGenerate: { status: 0, phoneId: 'phone-1' },
  };

  it('checks the form, sends a code to the number and goes to the code step', async () => {
    const { calls } = fakeSheet(VALID);
    filled('+1 (201) 555-0123');
    await continueToCode();
    expect(calls('validateCredentials')).toHaveLength(1);
    expect(calls('validateFields').map((r) => r.form)).toEqual([
      expect.objectContaining({ context: 'cipCarrier', firstName: 'Ana' }),
    ]);
    expect(calls('phoneCodeGenerate').map((r) => r.form)).toEqual([
      expect.objectContaining({ countryDialCode: 1, phoneNumber: '2015550123' }),
    ]);
    expect(state()).toMatchObject({
      step: 'code',
      phone: { number: '+1 (201) 555-0123', phoneId: 'phone-1', sentCount: 1, verified: false },
      waiting: false,
    });
  });

  it('says a number that cannot exist is wrong, before any request', async () => {
    const { transport } = fakeSheet(VALID);
    filled('12');
    await continueToCode();
    expect(transport).not.toHaveBeenCalled();
    expect(state().clientErrors).toEqual({
      acAccountName: formMessage('errors.InvalidPhoneNumber'),
    });
    expect(state().step).toBe('details');
  });

  it('stays on the details with the server’s verdict on its field, everything typed kept', async () => {
    const { calls } = fakeSheet({
      ...VALID,
      validateCredentials: {
        status: -1,
        validationResults: [{ field: 'acAccountName', error: 'AccountNameTaken' }],
      },
    });
    filled('+12015550123');
    await continueToCode();
    expect(state().serverErrors).toEqual({
      acAccountName: formMessage('errors.AccountNameTaken'),
    });
    expect(state().values.acAccountName).toBe('+12015550123');
    expect(calls('phoneCodeGenerate')).toHaveLength(0);
    expect(state().step).toBe('details');
  });

  it('sends one code when Continue is pressed twice at once, and resends to the same number', async () => {
    const { calls } = fakeSheet(VALID);
    filled('+12015550123');
    await Promise.all([continueToCode(), continueToCode()]);
    expect(calls('phoneCodeGenerate')).toHaveLength(1);
    await resendCarrierCode();
    expect(calls('phoneCodeGenerate')).toHaveLength(2);
    expect(state().phone.sentCount).toBe(2);
  });
});
