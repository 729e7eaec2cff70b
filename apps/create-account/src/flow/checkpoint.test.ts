import {
  DETAILS_FIELDS,
  fakeSheet,
  formKey,
  loadedFormState,
  resetCreateAccountStore,
  storeState,
} from './test-support';
import { createAccountCheckpoint } from './checkpoint';
import { useCreateAccountStore } from './create-account-store';
import { verifyEmailCode } from './code-actions';

const TYPED = {
  firstName: 'Ana',
  acAccountName: 'ana@example.com',
  acAccountPassword: 'Secret123',
  birthday: '2000-01-31',
  agreedToTerms: true,
};
const FORM = {
  status: 0,
  storefront: 'USA',
  pageUUID: 'page-2',
  captchaRequired: false,
  fields: DETAILS_FIELDS,
  links: { terms: 'https://terms.test', privacy: 'https://privacy.test' },
};
const part = createAccountCheckpoint(useCreateAccountStore);

beforeEach(() => resetCreateAccountStore());

describe('the create-account checkpoint', () => {
  it('keeps the typed values and where the code went, never the password, a code or a token', () => {
    expect(part.take()).toBeUndefined();
    useCreateAccountStore.setState(
      loadedFormState({
        fields: DETAILS_FIELDS,
        storefront: 'USA',
        values: TYPED,
        email: { email: 'ana@example.com', clientToken: 'token-1', sentCount: 1, verified: false },
      }),
    );
    const kept = part.take();
    expect(kept).toEqual({
      form: {
        query: { context: 'create' },
        storefront: 'USA',
        values: {
          firstName: 'Ana',
          acAccountName: 'ana@example.com',
          birthday: '2000-01-31',
          agreedToTerms: true,
        },
      },
      email: 'ana@example.com',
      phone: undefined,
    });
    expect(JSON.stringify(kept)).not.toMatch(/Secret123|token-1/);
    useCreateAccountStore.setState({ created: true });
    expect(part.take()).toBeUndefined();
  });

  it('puts the form back (loading it, ticks kept) and asks for the password before a code is spent', async () => {
    const { calls } = fakeSheet({
      createAccountFields: FORM,
      createAccountOptions: {
        status: 0,
        storefronts: [],
        restrictedAccountTypes: [],
        contactTypes: [],
      },
      emailCodeValidate: { status: 0 },
    });
    const { acAccountPassword: _never, ...values } = TYPED;
    part.restore({
      form: { query: { context: 'create' }, storefront: 'USA', values },
      email: 'ana@example.com',
    });
    await new Promise((resolve) => {
      const stop = useCreateAccountStore.subscribe((state) => {
        if (state.fieldsLoaded && state.values.agreedToTerms === true) resolve(stop());
      });
    });
    expect(storeState().values).toMatchObject({
      firstName: 'Ana',
      agreedToTerms: true,
      acAccountPassword: '',
    });
    expect(storeState().email).toEqual({ email: 'ana@example.com', sentCount: 0, verified: false });

    await verifyEmailCode('123456');
    expect(storeState().clientErrors.acAccountPassword).toEqual(formKey('errors.FieldRequired'));
    expect(calls('emailCodeValidate')).toHaveLength(0);
  });

  it('ignores a kept part that is not one (an old or foreign checkpoint)', () => {
    part.restore({ form: { query: { context: 'other' } } });
    part.restore('text');
    expect(storeState().email.email).toBeUndefined();
  });
});
