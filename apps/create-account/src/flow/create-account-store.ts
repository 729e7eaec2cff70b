import { create } from 'zustand';
import {
  bindAccountForm,
  initialAccountFormState,
  type AccountFormState,
  type PhoneVerification,
} from '@sheet/account-form';
import { registerCheckpointPart } from '@sheet/sheet-runtime';
import { createAccountCheckpoint } from './checkpoint';

export type { FieldValue } from '@sheet/account-form';

type EmailVerification = {
  /** the address the code went to; a changed address needs a new code */
  email?: string;
  clientToken?: string;
  /** changes with every successful send: restarts the resend countdown */
  sentCount: number;
  verified: boolean;
};

/**
 * The create-account flow's state: the server-driven account form (spec §4 flags included) and
 * what this flow adds: the codes sent and verified, and the account once created. Screens read
 * slices of it; only the actions next to it change it.
 */
export type CreateAccountState = AccountFormState & {
  email: EmailVerification;
  phone: PhoneVerification;
  /** the account exists (a retry then only hands it over again, never creates a second one) */
  created: boolean;
  /** what the service answered for the new account, for the host */
  createdDetails: Readonly<Record<string, unknown>> | undefined;
};

export const initialCreateAccountState = (): CreateAccountState => ({
  ...initialAccountFormState(),
  email: { sentCount: 0, verified: false },
  phone: { sentCount: 0, verified: false },
  created: false,
  createdDetails: undefined,
});

export const useCreateAccountStore = create<CreateAccountState>(initialCreateAccountState);

/** The account form's screen-time actions on this flow's store. */
export const personalForm = bindAccountForm(useCreateAccountStore);

// Kept through the host after each step, so a sheet whose renderer died can resume here.
registerCheckpointPart('create_account', createAccountCheckpoint(useCreateAccountStore));
