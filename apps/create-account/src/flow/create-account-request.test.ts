import {
  buildCreateAccountForm,
  ServiceErrorKind,
  type CreateAccountRequest,
} from '@sheet/services';
import type { CreateAccountState, FieldValue } from './create-account-store';
import { createAccountRequest as formRequest } from '@sheet/account-form';
import { checkboxField, loadedFormState, serverField } from './test-support';

const FIELDS = [
  serverField('firstName'),
  serverField('acAccountName'),
  serverField('acAccountPassword'),
  checkboxField('agreedToTerms'),
  checkboxField('piplAppleTermsConsent'),
];
const VALUES = {
  firstName: 'Ana',
  acAccountName: 'ana@example.com',
  acAccountPassword: 'Secret123',
  agreedToTerms: true,
  piplAppleTermsConsent: true,
};
const HOST = {
  platform: 'android',
  device: { machineGUID: 'device-1', guid: 'device-1' },
} as const;
const PHONE_FIELDS = ['phoneNumber', 'phoneOfficeNumber', 'phoneId', 'phoneSecretCode'];

function flowState(
  storefront: string,
  values: Record<string, FieldValue> = {},
  more: Partial<CreateAccountState> = {},
): CreateAccountState {
  return loadedFormState({ fields: FIELDS, storefront, values: { ...VALUES, ...values }, ...more });
}

/** The create-account request of spec §3 as this flow builds it: its phone is its own. */
const createAccountRequest = (state: CreateAccountState, host: Parameters<typeof formRequest>[1]) =>
  formRequest(state, host, state.phone);

async function formOf(state: CreateAccountState, host: Parameters<typeof formRequest>[1]) {
  const request = createAccountRequest(state, host);
  return { request, form: await buildCreateAccountForm(request) };
}

describe('createAccountRequest with buildCreateAccountForm', () => {
  it('sends an email account without any phone field', async () => {
    const verifiedPhone = {
      number: '6505550100',
      phoneId: 'p',
      phoneSecretCode: '1',
      sentCount: 1,
      verified: true,
    };
    const { request, form } = await formOf(flowState('USA', {}, { phone: verifiedPhone }), HOST);
    expect(request).toMatchObject({
      accountType: 'email',
      platform: 'android',
      storefront: 'USA',
      storefrontIso2: 'US',
      captchaRequired: false,
    });
    expect(request.phoneVerification).toBeUndefined();
    expect(form).toEqual({
      firstName: 'Ana',
      acAccountName: 'ana@example.com',
      acAccountPassword: 'Secret123',
      agreedToTerms: true,
      accountType: 'email',
      context: 'create',
      addressOfficialCountryCode: 'USA',
      storefront: 'USA',
      paymentMethodType: 'none',
      pageUUID: 'page-1',
      featureVersion: 10,
      machineGUID: 'device-1',
      guid: 'device-1',
    });
    PHONE_FIELDS.forEach((name) => expect(form).not.toHaveProperty(name));
  });

  it('sends a phone account as the full number with its national number and verified code', async () => {
    const phone = {
      number: '138 0013 8000',
      phoneId: 'phone-1',
      phoneSecretCode: '246810',
      sentCount: 1,
      verified: true,
    };
    const state = flowState('CHN', { acAccountName: '138 0013 8000' }, { phone });
    const { request, form } = await formOf(state, HOST);
    expect(request.accountType).toBe('phone');
    expect(form).toMatchObject({
      accountType: 'phone',
      acAccountName: '+8613800138000',
      phoneNumber: '13800138000',
      phoneId: 'phone-1',
      phoneSecretCode: '246810',
      deliveryMethod: 20,
      storefront: 'CHN',
    });
    expect(form).not.toHaveProperty('phoneOfficeNumber');
  });

  it('does not send a phone account whose code was never validated', async () => {
    const state = flowState('CHN', { acAccountName: '13800138000' });
    expect(createAccountRequest(state, HOST).phoneVerification).toBeUndefined();
    await expect(buildCreateAccountForm(createAccountRequest(state, HOST))).rejects.toMatchObject({
      kind: ServiceErrorKind.missingParameters,
    });
  });

  it.each(['+86 138 0013 8000', '138-0013-8000'])(
    'sends a China email account’s captured number %s as the national office number',
    async (number) => {
      const phone = {
        number,
        phoneId: 'phone-1',
        phoneSecretCode: '1',
        sentCount: 1,
        verified: true,
      };
      const state = flowState('CHN', { acAccountName: 'li@example.cn' }, { phone });
      const { request, form } = await formOf(state, HOST);
      expect(request.accountType).toBe('email');
      expect(request.values.phoneOfficeNumber).toEqual({ id: 'phoneOfficeNumber', value: number });
      expect(form.phoneOfficeNumber).toBe('13800138000');
      ['phoneNumber', 'phoneId', 'phoneSecretCode'].forEach((name) =>
        expect(form).not.toHaveProperty(name),
      );
    },
  );

  it('sends the PIPL consent only when the service requires it', async () => {
    const phone = { number: '13800138000', sentCount: 1, verified: true };
    const china = flowState('CHN', {}, { privacyConsentRequired: true, phone });
    const required = await formOf(china, HOST);
    const notRequired = await formOf(flowState('CHN', {}, { phone }), HOST);
    expect(required.form.piplAppleTermsConsent).toBe(true);
    expect(notRequired.form).not.toHaveProperty('piplAppleTermsConsent');
    expect(notRequired.request.values).not.toHaveProperty('piplAppleTermsConsent');
  });

  it('passes the context, restricted account type and carrier bundling through', async () => {
    const phone = {
      number: '(650) 555-0100',
      phoneId: 'p-1',
      phoneSecretCode: '9',
      sentCount: 1,
      verified: true,
    };
    const query = {
      context: 'cipCarrier',
      restrictedAccountType: 'restrictedPhone',
      simpleCarrierBundling: false,
    } as const;
    const state = flowState('USA', { acAccountName: '(650) 555-0100' }, { query, phone });
    const tv = { platform: 'android-tv', device: {} } as const;
    const { request, form } = await formOf(state, tv);
    expect(request).toMatchObject({ ...query, platform: 'android-tv', accountType: 'phone' });
    expect(form).toMatchObject({
      ...query,
      acAccountName: '+16505550100',
      phoneNumber: '6505550100',
    });
    expect(form).not.toHaveProperty('machineGUID');
  });

  it('leaves out what the query does not say', () => {
    const request: CreateAccountRequest = createAccountRequest(flowState('USA'), HOST);
    expect(request).not.toHaveProperty('restrictedAccountType');
    expect(request).not.toHaveProperty('simpleCarrierBundling');
    expect(request.context).toBe('create');
  });
});
