import {
  createAccountRequest as accountFormRequest,
  hostFacts,
  type HostFacts,
} from '@sheet/account-form';
import { useSheetContext } from '@sheet/sheet-runtime';
import {
  createAccount,
  ServiceError,
  ServiceErrorKind,
  type CreateAccountRequest,
} from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { useCreateAccountStore, type CreateAccountState } from './create-account-store';
import { flowDeps, showFailure } from './flow-deps';
import { CREATED, FLOW_PATHS, type FlowOutcome } from './paths';

const store = useCreateAccountStore;

/** The create-account request of spec §3 from the flow's state and what the host provides. */
export function createAccountRequest(
  state: CreateAccountState,
  host: HostFacts,
): CreateAccountRequest {
  return accountFormRequest(state, host, state.phone);
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
    const request = createAccountRequest(state, await hostFacts(bridge, state, launch?.device));
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
