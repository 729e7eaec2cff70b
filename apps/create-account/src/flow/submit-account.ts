import {
  askForMissingPassword,
  createAccountRequest,
  hostFacts,
  showFormFailure,
} from '@sheet/account-form';
import { sheetDeps } from '@sheet/flow-kit';
import { useSheetContext } from '@sheet/sheet-runtime';
import { createAccount, ServiceError, ServiceErrorKind } from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { useCreateAccountStore } from './create-account-store';
import { CREATED, FLOW_PATHS, type FlowOutcome } from './paths';

const store = useCreateAccountStore;

/**
 * Creates the account once every code is verified. Success hands the result details to the host
 * and closes the sheet with a success result. A field the service rejects sends the person back
 * to the details form, every typed value still there; any other failure stays on this screen.
 */
export async function submitNewAccount(): Promise<FlowOutcome> {
  const { services, bridge, launch } = sheetDeps();
  const state = store.getState();
  let details = state.createdDetails;
  if (!state.created || !details) {
    if (askForMissingPassword(store)) return undefined;
    const host = await hostFacts(bridge, state, launch?.device);
    const request = createAccountRequest(state, host, state.phone);
    try {
      const result = await createAccount(services, request);
      details = result.details;
      store.setState({ created: true, createdDetails: details, pageUUID: result.pageUUID });
    } catch (error) {
      const validation =
        error instanceof ServiceError &&
        error.fields.kind === ServiceErrorKind.serverValidationError;
      if (!validation) throw error;
      showFormFailure(store, error);
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
