import { useSheetContext } from '@sheet/routing';
import {
  ServiceError,
  ServiceErrorKind,
  SERVICES_NAMESPACE,
  type HttpRequest,
  type HttpResponse,
  type ServerField,
} from '@sheet/services';
import { initialCreateAccountState, useCreateAccountStore } from '../flow/create-account-store';
import { NAMESPACE } from '../namespace';
import {
  changeFieldValue,
  changeStorefront,
  forgetCredentialsCheck,
  loadPersonalForm,
  retryLoadingForm,
  validateCredentialsOnLeave,
} from './personal-form-actions';

type Reply = (request: HttpRequest) => unknown;
const keyOf = (request: HttpRequest) => new URL(request.url).pathname.slice(1);

/** The sheet's services: a bag naming each call by its bag key, answers chosen by that key. */
function fakeServices(answers: Record<string, unknown>) {
  const transport = jest.fn(async (request: HttpRequest): Promise<HttpResponse> => {
    const key = keyOf(request);
    if (!(key in answers)) throw new Error(`unexpected call ${key}`);
    const answer = answers[key];
    return {
      httpStatus: 200,
      body: typeof answer === 'function' ? (answer as Reply)(request) : answer,
    };
  });
  const paths = new Proxy({} as Record<string, string>, { get: (_t, key) => `/${String(key)}` });
  const hosts = { default: 'https://svc.test', business: '', education: '' };
  useSheetContext.setState({
    services: {
      bag: { hosts: { ...hosts, sharedBusiness: '', sharedEducation: '' }, paths },
      transport,
    },
    bridge: undefined,
  });
  const calls = (key: string) =>
    transport.mock.calls.map(([r]) => r).filter((r) => keyOf(r) === key);
  return { transport, calls };
}

const field = (id: string, fieldType: ServerField['fieldType'] = 'input'): ServerField => ({
  id,
  label: id,
  required: true,
  isActive: true,
  fieldType,
});
const FIELDS = [
  field('addressOfficialCountryCode', 'select'),
  field('firstName'),
  field('acAccountName'),
  field('acAccountPassword'),
  field('birthday'),
  field('agreedToTerms', 'checkbox'),
  field('piplAppleTermsConsent', 'checkbox'),
];
const formFor = (request: HttpRequest) => {
  const storefront = String(request.query?.addressOfficialCountryCode);
  return {
    status: 0,
    storefront,
    pageUUID: `page-${storefront}`,
    captchaRequired: false,
    fields: FIELDS,
    links: { terms: `https://terms.test/${storefront}`, privacy: 'https://privacy.test' },
  };
};
const OPTIONS = {
  status: 0,
  storefronts: [
    { code: 'USA', name: 'United States', storefrontId: 143441 },
    { code: 'CHN', name: 'China mainland', storefrontId: 143465 },
  ],
  restrictedAccountTypes: [],
  contactTypes: [],
};
const networkError = () => {
  throw new ServiceError('The service could not be reached', {
    kind: ServiceErrorKind.serverError,
    errorType: 'Network',
  });
};
const state = () => useCreateAccountStore.getState();
const TYPED = {
  firstName: 'Ana',
  acAccountName: 'ana@example.com',
  acAccountPassword: 'Secret123',
  birthday: '2000-01-31',
};

async function loadedAndTyped(answers: Record<string, unknown> = {}) {
  const sheet = fakeServices({
    createAccountFields: formFor,
    createAccountOptions: OPTIONS,
    privacyConsentRequired: { status: 0, isPiplAppleTermsConsentRequired: true },
    ...answers,
  });
  await loadPersonalForm({ context: 'create' }, 'USA');
  Object.entries(TYPED).forEach(([id, value]) => changeFieldValue(id, value));
  changeFieldValue('agreedToTerms', true);
  return sheet;
}

beforeEach(() => {
  useCreateAccountStore.setState(initialCreateAccountState());
  forgetCredentialsCheck();
});

describe('loadPersonalForm', () => {
  it('loads the fields and options for the query in the launch storefront', async () => {
    const { calls } = await loadedAndTyped();
    expect(calls('createAccountFields').map((r) => r.query)).toEqual([
      { isVideoEverywhere: false, context: 'create', addressOfficialCountryCode: 'USA' },
    ]);
    expect(calls('privacyConsentRequired')).toHaveLength(0);
    expect(state()).toMatchObject({ fieldsLoaded: true, storefront: 'USA', pageUUID: 'page-USA' });
    expect(state().fields[0]!.options).toEqual([
      { value: 'USA', label: 'United States' },
      { value: 'CHN', label: 'China mainland' },
    ]);
  });

  it('does not call the services again for the query already loaded, but does for another', async () => {
    const { transport, calls } = await loadedAndTyped();
    const before = transport.mock.calls.length;
    await loadPersonalForm({ context: 'create' }, 'GBR');
    expect(transport).toHaveBeenCalledTimes(before);
    expect(state().values).toMatchObject(TYPED);

    await loadPersonalForm({ context: 'create', restrictedAccountType: 'restrictedPhone' }, 'GBR');
    expect(calls('createAccountFields')[1]!.query).toMatchObject({
      restrictedAccountType: 'restrictedPhone',
      addressOfficialCountryCode: 'USA',
    });
    expect(calls('createAccountOptions')[1]!.query).toEqual({
      restrictedAccountType: 'restrictedPhone',
    });
  });
});

describe('changing the storefront', () => {
  it('reloads fields and options for it, unticks the terms and keeps what was typed', async () => {
    const { calls } = await loadedAndTyped();
    expect(state().values.agreedToTerms).toBe(true);
    changeFieldValue('addressOfficialCountryCode', 'GBR');
    expect(state().waiting).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(calls('createAccountFields')[1]!.query).toMatchObject({
      addressOfficialCountryCode: 'GBR',
    });
    expect(calls('createAccountOptions')).toHaveLength(2);
    expect(state()).toMatchObject({ storefront: 'GBR', pageUUID: 'page-GBR', waiting: false });
    expect(state().values).toEqual({
      ...TYPED,
      addressOfficialCountryCode: 'GBR',
      agreedToTerms: false,
      piplAppleTermsConsent: false,
    });
  });

  it.each([true, false])(
    'asks China whether the privacy consent is required (answer %s)',
    async (required) => {
      const { calls } = await loadedAndTyped({
        privacyConsentRequired: { status: 0, isPiplAppleTermsConsentRequired: required },
      });
      await changeStorefront('CHN');
      expect(calls('privacyConsentRequired').map((r) => r.query)).toEqual([{ cc: 'CHN' }]);
      expect(state().privacyConsentRequired).toBe(required);
      expect(state().storefront).toBe('CHN');

      await changeStorefront('USA');
      expect(calls('privacyConsentRequired')).toHaveLength(1);
      expect(state().privacyConsentRequired).toBe(false);
    },
  );

  it('is ignored while a call is in flight, and for the storefront already shown', async () => {
    const { transport } = await loadedAndTyped();
    const before = transport.mock.calls.length;
    useCreateAccountStore.setState({ waiting: true });
    await changeStorefront('CHN');
    useCreateAccountStore.setState({ waiting: false });
    await changeStorefront('USA');
    expect(transport).toHaveBeenCalledTimes(before);
    expect(state().storefront).toBe('USA');
    expect(state().values.agreedToTerms).toBe(true);
  });

  it('says why when the form cannot load, keeps the typed values, and loads it on retry', async () => {
    let reachable = false;
    await loadedAndTyped({
      createAccountFields: (request: HttpRequest) =>
        reachable || request.query?.addressOfficialCountryCode !== 'CHN'
          ? formFor(request)
          : networkError(),
    });
    await changeStorefront('CHN');
    expect(state().loadError).toEqual({ ns: SERVICES_NAMESPACE, i18nKey: 'networkError' });
    expect(state().values).toMatchObject(TYPED);
    expect(state().waiting).toBe(false);

    reachable = true;
    await retryLoadingForm();
    expect(state()).toMatchObject({ loadError: undefined, storefront: 'CHN' });
    expect(state().values).toMatchObject({ ...TYPED, addressOfficialCountryCode: 'CHN' });
  });
});

describe('field values and the credentials check on leave', () => {
  it('clears a field’s own client error when it changes', async () => {
    await loadedAndTyped();
    const required = { ns: NAMESPACE, i18nKey: 'errors.FieldRequired' };
    useCreateAccountStore.setState({ clientErrors: { firstName: required, birthday: required } });
    changeFieldValue('firstName', 'Ana María');
    expect(state().clientErrors).toEqual({ birthday: required });
    expect(state().values.firstName).toBe('Ana María');
  });

  it('checks name and password once, puts the verdict on them and keeps other errors', async () => {
    const taken = { propertyName: 'acAccountName', errorString: 'AccountNameTaken' };
    const { calls } = await loadedAndTyped({
      validateCredentials: { status: -1, validationResults: [taken] },
    });
    const other = { text: 'other' };
    useCreateAccountStore.setState({ serverErrors: { firstName: other } });
    await validateCredentialsOnLeave();
    await validateCredentialsOnLeave();
    expect(calls('validateCredentials').map((r) => r.form)).toEqual([
      { acAccountName: 'ana@example.com', acAccountPassword: 'Secret123', pageUUID: 'page-USA' },
    ]);
    expect(state().serverErrors).toEqual({
      firstName: other,
      acAccountName: { ns: NAMESPACE, i18nKey: 'errors.AccountNameTaken' },
    });
  });
});
