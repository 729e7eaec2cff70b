import type { HttpRequest } from '@sheet/services';
import { followStorefrontLanguage } from '@sheet/sheet-runtime';
import { personalForm, useCreateAccountStore } from '../flow/create-account-store';
import {
  DETAILS_FIELDS,
  fakeSheet,
  formKey,
  networkError,
  resetCreateAccountStore,
  serverField,
  servicesKey,
  storeState as state,
  type ServiceAnswers,
} from '../flow/test-support';

// The language a storefront brings is the sheet's business (storefront-language.test.ts); here,
// only when the form asks for it.
jest.mock('@sheet/sheet-runtime', () => ({
  ...jest.requireActual('@sheet/sheet-runtime'),
  followStorefrontLanguage: jest.fn(async () => undefined),
}));

const {
  load: loadPersonalForm,
  changeFieldValue,
  forgetCredentialsCheck,
  validateCredentialsOnLeave,
} = personalForm;

const FIELDS = [
  serverField('addressOfficialCountryCode', { fieldType: 'select' }),
  ...DETAILS_FIELDS,
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
const TYPED = {
  firstName: 'Ana',
  acAccountName: 'ana@example.com',
  acAccountPassword: 'Secret123',
  birthday: '2000-01-31',
};

async function loadedAndTyped(answers: ServiceAnswers = {}) {
  const sheet = fakeSheet({
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

/** The store's next state that `done` accepts. */
const storeReaches = (done: (next: ReturnType<typeof state>) => boolean) =>
  new Promise<void>((resolve) => {
    const stop = useCreateAccountStore.subscribe((next) => {
      if (!done(next)) return;
      stop();
      resolve();
    });
  });

/** Once the next frame is drawn (what `nextPaint` waits for). */
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A storefront chosen in the select, as a person does; once its reload is done, if it started. */
async function changeStorefront(storefront: string) {
  changeFieldValue('addressOfficialCountryCode', storefront);
  const now = state();
  if (!now.waiting || now.values.addressOfficialCountryCode !== storefront) return;
  await storeReaches((next) => !next.waiting);
}

beforeEach(() => {
  resetCreateAccountStore();
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
  it('leaves a failed load of the query on screen for the screen, and loads it again for the route', async () => {
    let reachable = false;
    const { transport } = fakeSheet({
      createAccountFields: (request: HttpRequest) =>
        reachable ? formFor(request) : networkError(),
      createAccountOptions: OPTIONS,
    });
    await loadPersonalForm({ context: 'create' }, 'USA');
    expect(state().loadError).toEqual(servicesKey('networkError'));
    const afterFailure = transport.mock.calls.length;

    reachable = true;
    await loadPersonalForm({ context: 'create' }, 'USA', { keepFailure: true });
    expect(transport).toHaveBeenCalledTimes(afterFailure);
    expect(state().loadError).toEqual(servicesKey('networkError'));

    await loadPersonalForm({ context: 'create' }, 'USA');
    expect(state()).toMatchObject({ loadError: undefined, fieldsLoaded: true });
  });
});

describe('changing the storefront', () => {
  it('reloads fields and options for it, unticks the terms and keeps what was typed', async () => {
    const { calls } = await loadedAndTyped();
    expect(state().values.agreedToTerms).toBe(true);
    changeFieldValue('addressOfficialCountryCode', 'GBR');
    // The choice shows at once and the form is busy; the select turns busy in the next frame, the
    // calls go once that one is drawn, and the fields never lock (locking them made the key take
    // twice as long on a TV-class CPU).
    expect(state()).toMatchObject({ waiting: true, fieldsLocked: false, storefront: 'USA' });
    expect(state().values.addressOfficialCountryCode).toBe('GBR');
    expect(calls('createAccountFields')).toHaveLength(1);
    // A key that lands in those frames is kept through the reload.
    changeFieldValue('firstName', 'Anaïs');
    await nextFrame();
    expect(state()).toMatchObject({ waiting: true, formLoading: true, storefront: 'USA' });
    expect(calls('createAccountFields')).toHaveLength(1);
    await nextFrame();

    expect(calls('createAccountFields')[1]!.query).toMatchObject({
      addressOfficialCountryCode: 'GBR',
    });
    expect(calls('createAccountOptions')).toHaveLength(2);
    expect(state()).toMatchObject({ storefront: 'GBR', pageUUID: 'page-GBR', waiting: false });
    expect(state().values).toEqual({
      ...TYPED,
      firstName: 'Anaïs',
      addressOfficialCountryCode: 'GBR',
      agreedToTerms: false,
      piplAppleTermsConsent: false,
    });
  });

  it('keeps the fields open while the answer is on its way, and the language follows with it', async () => {
    const { transport, calls } = await loadedAndTyped();
    const answer = transport.getMockImplementation()!;
    let answersArrive = () => {};
    const arrived = new Promise<void>((resolve) => (answersArrive = resolve));
    transport.mockImplementation(async (request) => {
      await arrived;
      return answer(request);
    });
    const followLanguage = jest.mocked(followStorefrontLanguage);
    followLanguage.mockClear();
    const languageAskedFor = new Promise<string>((resolve) =>
      followLanguage.mockImplementationOnce(async (storefront) => resolve(storefront)),
    );
    const settled = storeReaches((next) => next.storefront === 'GBR' && !next.waiting);

    changeFieldValue('addressOfficialCountryCode', 'GBR');
    await nextFrame();
    await nextFrame();
    expect(calls('createAccountFields')).toHaveLength(2);
    expect(state()).toMatchObject({ waiting: true, fieldsLocked: false, formLoading: true });
    changeFieldValue('firstName', 'Anaïs');
    // Another choice while this one loads is refused: the select is busy.
    changeFieldValue('addressOfficialCountryCode', 'CHN');
    expect(state().values.addressOfficialCountryCode).toBe('GBR');
    expect(followLanguage).not.toHaveBeenCalled();

    answersArrive();
    await settled;
    expect(state()).toMatchObject({ formLoading: false });
    expect(state().values).toMatchObject({ firstName: 'Anaïs', addressOfficialCountryCode: 'GBR' });
    expect(calls('createAccountFields')).toHaveLength(2);
    expect(await languageAskedFor).toBe('GBR');
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

  it('says why when the form cannot load, keeps the typed values and the language, and loads both on retry', async () => {
    let reachable = false;
    await loadedAndTyped({
      createAccountFields: (request: HttpRequest) =>
        reachable || request.query?.addressOfficialCountryCode !== 'CHN'
          ? formFor(request)
          : networkError(),
    });
    const followLanguage = jest.mocked(followStorefrontLanguage);
    followLanguage.mockClear();
    await changeStorefront('CHN');
    expect(state().loadError).toEqual(servicesKey('networkError'));
    expect(state().values).toMatchObject(TYPED);
    expect(state().waiting).toBe(false);
    // No fields came: the sheet keeps the language the person reads the failure in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(followLanguage).not.toHaveBeenCalled();

    reachable = true;
    await personalForm.retryLoad();
    expect(state()).toMatchObject({ loadError: undefined, storefront: 'CHN' });
    expect(state().values).toMatchObject({ ...TYPED, addressOfficialCountryCode: 'CHN' });
    expect(followLanguage.mock.calls).toEqual([['CHN']]);
  });
});

describe('field values and the credentials check on leave', () => {
  it('clears a field’s own client error when it changes', async () => {
    await loadedAndTyped();
    const required = formKey('errors.FieldRequired');
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
      acAccountName: formKey('errors.AccountNameTaken'),
    });
  });

  it.each([
    [
      'an address with a right-to-left override',
      'ana\u202E@example.com',
      'errors.InvalidCharacters',
      {},
    ],
    [
      'a 5,000-character address',
      `${'a'.repeat(5000)}@example.com`,
      'errors.TooLong',
      { max: '256' },
    ],
  ])(
    'says %s is wrong on its field, without asking the server',
    async (_case, name, key, params) => {
      const { calls } = await loadedAndTyped({ validateCredentials: { status: 0 } });
      changeFieldValue('acAccountName', name);
      await validateCredentialsOnLeave();
      expect(calls('validateCredentials')).toHaveLength(0);
      expect(state().clientErrors.acAccountName).toEqual({
        ...formKey(key),
        ...(Object.keys(params).length ? { params } : {}),
      });
      expect(state().values.acAccountName).toBe(name);
    },
  );
});
