import { splitPhoneNumber } from './phone-numbers';
import { MISSING_CAPTCHA_PROVIDER } from '../catalogue';
import { callService, requireParams, type ServiceDeps } from '../call';
import { CHINA_STOREFRONT, PHONE_DELIVERY_METHOD, PHONE_FEATURE_VERSION } from '@sheet/reference';
import { ServiceError, ServiceErrorKind } from '../service-error';
import type { Params } from '../transport';
import { formValue, formValuesToParams, type FormValues } from './form-values';

export type CaptchaData = { captchaToken: string };

export type CreateAccountRequest = {
  values: FormValues;
  accountType: 'email' | 'phone';
  /** android-tv creates through address v3, everything else through v2 (spec §7) */
  platform: 'android' | 'android-tv';
  context: 'create' | 'cipCarrier';
  storefront: string;
  /** ISO 3166-1 alpha-2 of the storefront, to read national phone numbers */
  storefrontIso2: string;
  pageUUID: string;
  captchaRequired: boolean;
  getCaptchaData?: () => Promise<CaptchaData>;
  /** a validated phone code, for phone accounts */
  phoneVerification?: { phoneId: string; phoneSecretCode: string; deliveryMethod?: number };
  device?: { machineGUID?: string; guid?: string; xAppleActionSignature?: string };
  restrictedAccountType?: string;
  simpleCarrierBundling?: boolean;
  headers?: Record<string, string>;
  query?: Params;
};

type CreateAccountResult = { pageUUID: string; details: Record<string, unknown> };

const PHONE_FIELDS = [
  'phoneNumber',
  'phoneOfficeNumber',
  'phoneId',
  'phoneSecretCode',
  'deliveryMethod',
];

/** Builds the create-account form by the rules of spec §4 and §5. */
export async function buildCreateAccountForm(request: CreateAccountRequest): Promise<Params> {
  const form: Record<string, Params[string]> = {
    ...formValuesToParams(request.values),
    accountType: request.accountType,
    context: request.context,
    addressOfficialCountryCode: request.storefront,
    storefront: request.storefront,
    restrictedAccountType: request.restrictedAccountType,
    simpleCarrierBundling: request.simpleCarrierBundling,
    paymentMethodType: 'none',
    pageUUID: request.pageUUID,
    featureVersion: PHONE_FEATURE_VERSION,
    ...request.device,
  };
  if (request.accountType === 'email') {
    PHONE_FIELDS.forEach((field) => delete form[field]);
    if (request.storefront === CHINA_STOREFRONT) {
      const office = await nationalNumber(
        String(formValue(request.values, 'phoneOfficeNumber') ?? ''),
        request.storefrontIso2,
      );
      if (!office) throw missingPhoneNumber('phoneOfficeNumber');
      form.phoneOfficeNumber = office;
    }
  } else {
    const phone = await splitPhoneNumber(
      String(formValue(request.values, 'acAccountName') ?? ''),
      request.storefrontIso2,
    );
    if (!phone) throw missingPhoneNumber('phoneNumber');
    requireParams(request.phoneVerification ?? {}, ['phoneId', 'phoneSecretCode']);
    Object.assign(form, {
      acAccountName: phone.fullNumber,
      phoneNumber: phone.nationalNumber,
      phoneId: request.phoneVerification?.phoneId,
      phoneSecretCode: request.phoneVerification?.phoneSecretCode,
      deliveryMethod: request.phoneVerification?.deliveryMethod ?? PHONE_DELIVERY_METHOD,
    });
  }
  if (request.captchaRequired) {
    if (!request.getCaptchaData) {
      throw new ServiceError(MISSING_CAPTCHA_PROVIDER, {
        kind: ServiceErrorKind.missingDependencies,
        errorKey: MISSING_CAPTCHA_PROVIDER,
      });
    }
    Object.assign(form, await request.getCaptchaData());
  }
  return form;
}

export async function createAccount(
  deps: ServiceDeps,
  request: CreateAccountRequest,
): Promise<CreateAccountResult> {
  requireParams(request, ['accountType', 'platform', 'storefront', 'pageUUID']);
  const form = await buildCreateAccountForm(request);
  const answer = await callService<{
    pageUUID: string;
    result?: { details?: Record<string, unknown> };
  }>(deps, {
    label: 'Create account',
    bagKey: request.platform === 'android-tv' ? 'createAccountV3' : 'createAccountV2',
    method: 'POST',
    form,
    headers: request.headers,
    ...(request.query ? { query: request.query } : {}),
  });
  return { pageUUID: answer.pageUUID, details: answer.result?.details ?? {} };
}

async function nationalNumber(text: string, storefrontIso2: string): Promise<string | undefined> {
  return text.trim() ? (await splitPhoneNumber(text, storefrontIso2))?.nationalNumber : undefined;
}

function missingPhoneNumber(field: string): ServiceError {
  return new ServiceError(`Missing required parameters: ${field}`, {
    kind: ServiceErrorKind.missingParameters,
  });
}
