import { BridgeUnavailableError, type HostBridge } from '@sheet/bridge';
import { useSheetContext } from '@sheet/routing';
import {
  CHINA_STOREFRONT,
  createAccount,
  ServiceError,
  ServiceErrorKind,
  type CreateAccountRequest,
} from '@sheet/services';
import { useCreateAccountStore, type CreateAccountState } from './create-account-store';
import { ACCOUNT_NAME, accountTypeOf, textValue, toFormValues, visibleFields } from './field-rules';
import { flowDeps, showFailure } from './flow-deps';
import { CREATED, FLOW_PATHS, type FlowOutcome } from './paths';
import { storefrontIso2 } from './send-codes';

const store = useCreateAccountStore;
const OFFICE_PHONE = 'phoneOfficeNumber';

/** The create-account request of spec §3 from the flow's state and what the host provides. */
export function createAccountRequest(
  state: CreateAccountState,
  host: { platform: CreateAccountRequest['platform']; device: CreateAccountRequest['device'] },
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
  if (accountType === 'email' && state.storefront === CHINA_STOREFRONT && state.phone.number) {
    values[OFFICE_PHONE] = { id: OFFICE_PHONE, value: state.phone.number };
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
    ...(accountType === 'phone' && state.phone.phoneId && state.phone.phoneSecretCode
      ? {
          phoneVerification: {
            phoneId: state.phone.phoneId,
            phoneSecretCode: state.phone.phoneSecretCode,
          },
        }
      : {}),
    device: host.device,
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
async function deviceFacts(
  bridge: HostBridge | undefined,
  state: CreateAccountState,
): Promise<CreateAccountRequest['device']> {
  if (!bridge) return {};
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
  const [device, signed] = await Promise.all([
    optional(bridge.request('getDeviceId', {})),
    optional(bridge.request('signPayload', { payload })),
  ]);
  return {
    ...(device ? { machineGUID: device.deviceId, guid: device.deviceId } : {}),
    ...(signed ? { xAppleActionSignature: signed.signature } : {}),
  };
}

/**
 * Creates the account once every code is verified. Success hands the result details to the host
 * and closes the sheet with a success result. A field the service rejects sends the person back
 * to the details form, every typed value still there; any other failure stays on this screen.
 */
export async function submitNewAccount(): Promise<FlowOutcome> {
  const { services, bridge, launch } = flowDeps();
  const state = store.getState();
  let details = state.createdDetails;
  if (!state.created || !details) {
    const device = await deviceFacts(bridge, state);
    const request = createAccountRequest(state, {
      platform: launch?.device === 'tv' ? 'android-tv' : 'android',
      device,
    });
    try {
      const result = await createAccount(services, request);
      details = result.details;
      store.setState({ created: true, createdDetails: details, pageUUID: result.pageUUID });
    } catch (error) {
      const validation =
        error instanceof ServiceError &&
        error.fields.kind === ServiceErrorKind.serverValidationError;
      if (!validation) throw error;
      showFailure(error);
      return FLOW_PATHS.personal;
    }
  }
  await bridge?.request('handOverDetails', { details: { ...details } });
  await useSheetContext.getState().closeSheet('success');
  return CREATED;
}

/** After the email code: China also asks for a phone number, everyone else is done. */
export function afterEmailVerified(): Promise<FlowOutcome> {
  const { storefront, phone } = store.getState();
  if (storefront === CHINA_STOREFRONT && !phone.verified) {
    return Promise.resolve(FLOW_PATHS.capturePhoneNumber);
  }
  return submitNewAccount();
}
