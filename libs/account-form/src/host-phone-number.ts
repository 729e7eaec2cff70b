import type { AccountFormStore } from './form-state';
import { textValue } from './field-rules';
import { sheetDeps } from '@sheet/flow-kit';

/**
 * Puts the host's phone number in a field the person has not filled (an account name, a number
 * to verify). Without a host, or a number, the field stays as it is and the person types it.
 */
export async function prefillHostPhoneNumber(
  store: AccountFormStore,
  fieldId: string,
): Promise<void> {
  const { bridge } = sheetDeps();
  if (!bridge || textValue(store.getState().values, fieldId)) return;
  try {
    const { phoneNumber } = await bridge.request('getPhoneNumber', {});
    if (!phoneNumber || textValue(store.getState().values, fieldId)) return;
    store.setState((state) => ({ values: { ...state.values, [fieldId]: phoneNumber } }));
  } catch {
    // No number from the host (none, declined, or no host): the person types it.
  }
}
