import {
  BridgeCallError,
  BridgeTimeoutError,
  BridgeUnavailableError,
  type HostBridge,
} from '@sheet/bridge';
import { type Device } from '@sheet/sheet-runtime';
import {
  MISSING_CAPTCHA_PROVIDER,
  ServiceError,
  ServiceErrorKind,
  type CaptchaData,
  type CreateAccountRequest,
} from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { ACCOUNT_NAME, accountTypeOf, textValue, toFormValues, visibleFields } from './field-rules';
import type { AccountFormState } from './form-state';
import { storefrontIso2 } from './storefront-country';

const OFFICE_PHONE = 'phoneOfficeNumber';

export type HostFacts = {
  platform: CreateAccountRequest['platform'];
  device: CreateAccountRequest['device'];
  /** the host's challenge, for a storefront that requires a captcha (spec §5) */
  getCaptchaData?: CreateAccountRequest['getCaptchaData'];
};

/** What a flow verified of the person's phone: the number, and the code's id and secret. */
export type VerifiedPhone = { number?: string; phoneId?: string; phoneSecretCode?: string };

/**
 * The create-account request of spec §3 from the form, what the host provides and the phone the
 * flow verified (a phone account's own number, or a China email account's extra number).
 */
export function createAccountRequest(
  state: AccountFormState,
  host: HostFacts,
  phone: VerifiedPhone = {},
): CreateAccountRequest {
  const accountType = accountTypeOf(
    textValue(state.values, ACCOUNT_NAME),
    state.query,
    state.storefront,
  );
  const values = toFormValues(
    visibleFields(state.fields, state.privacyConsentRequired),
    state.values,
  );
  // A China email account gives a phone number too (captured after the email code), sent as the
  // office phone: the request builder converts it to a national number.
  if (accountType === 'email' && state.storefront === CHINA_STOREFRONT && phone.number) {
    values[OFFICE_PHONE] = { id: OFFICE_PHONE, value: phone.number };
  }
  return {
    values,
    accountType,
    platform: host.platform,
    context: state.query.context,
    storefront: state.storefront,
    storefrontIso2: storefrontIso2(state.storefront),
    pageUUID: state.pageUUID,
    captchaRequired: state.captchaRequired,
    ...(accountType === 'phone' && phone.phoneId && phone.phoneSecretCode
      ? { phoneVerification: { phoneId: phone.phoneId, phoneSecretCode: phone.phoneSecretCode } }
      : {}),
    device: host.device,
    ...(host.getCaptchaData ? { getCaptchaData: host.getCaptchaData } : {}),
    ...(state.query.restrictedAccountType
      ? { restrictedAccountType: state.query.restrictedAccountType }
      : {}),
    ...(state.query.simpleCarrierBundling !== undefined
      ? { simpleCarrierBundling: state.query.simpleCarrierBundling }
      : {}),
  };
}

/**
 * machineGUID and guid are the host's device id; xAppleActionSignature is the host's signature of
 * the page and account name (never the password). Outside the host there is neither: the request
 * goes without them and the service decides.
 */
export async function hostFacts(
  bridge: HostBridge | undefined,
  state: AccountFormState,
  device: Device | undefined,
): Promise<HostFacts> {
  const platform = device === 'tv' ? 'android-tv' : 'android';
  if (!bridge) return { platform, device: {} };
  const getCaptchaData = () => captchaFromHost(bridge);
  const optional = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (error instanceof BridgeUnavailableError) return undefined;
      throw error;
    });
  const payload = JSON.stringify({
    pageUUID: state.pageUUID,
    acAccountName: textValue(state.values, ACCOUNT_NAME),
    storefront: state.storefront,
  });
  const [id, signed] = await Promise.all([
    optional(bridge.request('getDeviceId', {})),
    optional(bridge.request('signPayload', { payload })),
  ]);
  return {
    platform,
    getCaptchaData,
    device: {
      ...(id ? { machineGUID: id.deviceId, guid: id.deviceId } : {}),
      ...(signed ? { xAppleActionSignature: signed.signature } : {}),
    },
  };
}

/**
 * The host's own challenge (a captcha) for creating the account. A host without one is a missing
 * provider (spec §5: 'missing getCaptchaData'); a failed or dismissed challenge says so; either
 * way the person stays where they are, everything typed kept, and may try again.
 */
async function captchaFromHost(bridge: HostBridge): Promise<CaptchaData> {
  try {
    const { token } = await bridge.request('getCaptchaData', { action: 'createAccount' });
    return { captchaToken: token };
  } catch (error) {
    if (error instanceof BridgeUnavailableError) {
      throw new ServiceError(MISSING_CAPTCHA_PROVIDER, {
        kind: ServiceErrorKind.missingDependencies,
        errorKey: MISSING_CAPTCHA_PROVIDER,
      });
    }
    const failed = error instanceof BridgeCallError && error.code === 'failed';
    if (!failed && !(error instanceof BridgeCallError) && !(error instanceof BridgeTimeoutError)) {
      throw error;
    }
    throw new ServiceError(failed ? 'Captcha failed' : 'Captcha cancelled', {
      kind: ServiceErrorKind.serverError,
      errorKey: failed ? 'CaptchaFailed' : 'CaptchaCancelled',
    });
  }
}
