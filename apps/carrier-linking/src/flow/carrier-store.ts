import { create } from 'zustand';
import {
  bindAccountForm,
  initialAccountFormState,
  type AccountFormState,
  type PhoneVerification,
} from '@sheet/account-form';
import type { Message } from '@sheet/i18n';

/** The two steps of the one screen: the account's details, then the code sent to the number. */
type CarrierStep = 'details' | 'code';

/**
 * The carrier-linking flow's state: the account form (with the flags of spec §4) and the steps of
 * spec §4's carrier linking: the code, the account once created, its hand-over to the host, and a
 * stop the person cannot get past here (a bundle that belongs to another account, a sign-in that
 * did not happen).
 */
export type CarrierLinkingState = AccountFormState & {
  step: CarrierStep;
  phone: PhoneVerification;
  /** the account exists: a retry links again, it never creates a second account */
  created: boolean;
  createdDetails: Readonly<Record<string, unknown>> | undefined;
  /** the carrier bundle to link: the host's device id, as sent with the account */
  guid: string | undefined;
  detailsHandedOver: boolean;
  stopped: { message: Message; canRetry: boolean } | undefined;
};

export const initialCarrierLinkingState = (): CarrierLinkingState => ({
  ...initialAccountFormState(),
  query: { context: 'cipCarrier' },
  step: 'details',
  phone: { sentCount: 0, verified: false },
  created: false,
  createdDetails: undefined,
  guid: undefined,
  detailsHandedOver: false,
  stopped: undefined,
});

export const useCarrierLinkingStore = create<CarrierLinkingState>(initialCarrierLinkingState);

/** The account form's screen-time actions on this flow's store. */
export const carrierForm = bindAccountForm(useCarrierLinkingStore);
