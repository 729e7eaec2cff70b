import { create } from 'zustand';
import type { CreateAccountFields, ServerField } from '@sheet/services';
import { sameMessage, type FieldMessage } from './messages';

export type FieldValue = string | boolean;
export type AccountType = 'email' | 'phone';

/** What the personal screen's query asks for (spec §2, §7). */
export type FlowQuery = {
  context: 'create' | 'cipCarrier';
  restrictedAccountType?: string;
  simpleCarrierBundling?: boolean;
  isVideoEverywhere?: boolean;
};

export type EmailVerification = {
  /** the address the code went to; a changed address needs a new code */
  email?: string;
  clientToken?: string;
  /** changes with every successful send: restarts the resend countdown */
  sentCount: number;
  verified: boolean;
};

export type PhoneVerification = {
  /** the number as the person typed it (or the host gave it) */
  number?: string;
  phoneId?: string;
  /** kept in memory only, for the create payload (spec §3) */
  phoneSecretCode?: string;
  sentCount: number;
  verified: boolean;
};

/**
 * The create-account flow's state: the server-driven form, what the person typed and the flags of
 * spec §4. Screens read slices of it; only the actions next to it change it.
 */
export type CreateAccountState = {
  query: FlowQuery;
  storefront: string;
  fieldsLoaded: boolean;
  /** the form could not be loaded: what to tell the person (with a retry) */
  loadError: FieldMessage | undefined;
  fields: readonly ServerField[];
  links: CreateAccountFields['links'];
  pageUUID: string;
  captchaRequired: boolean;
  privacyConsentRequired: boolean;
  values: Readonly<Record<string, FieldValue>>;
  /** local verdicts, e.g. a required field left empty */
  clientErrors: Readonly<Record<string, FieldMessage>>;
  /** the birth date input's own verdict: an impossible or too-recent date blocks continuing */
  birthdayInvalid: boolean;
  /** the server's verdicts; reset before each submit */
  serverErrors: Readonly<Record<string, FieldMessage>>;
  /** errors of no field in particular, de-duplicated; reset before each action */
  generalErrors: readonly FieldMessage[];
  /** a call is in flight: no second submit starts meanwhile */
  waiting: boolean;
  email: EmailVerification;
  phone: PhoneVerification;
  /** the account exists (a retry then only hands it over again, never creates a second one) */
  created: boolean;
  /** what the service answered for the new account, for the host */
  createdDetails: Readonly<Record<string, unknown>> | undefined;
};

export const initialCreateAccountState = (): CreateAccountState => ({
  query: { context: 'create' },
  storefront: '',
  fieldsLoaded: false,
  loadError: undefined,
  fields: [],
  links: { terms: '', privacy: '' },
  pageUUID: '',
  captchaRequired: false,
  privacyConsentRequired: false,
  values: {},
  clientErrors: {},
  birthdayInvalid: false,
  serverErrors: {},
  generalErrors: [],
  waiting: false,
  email: { sentCount: 0, verified: false },
  phone: { sentCount: 0, verified: false },
  created: false,
  createdDetails: undefined,
});

export const useCreateAccountStore = create<CreateAccountState>(initialCreateAccountState);

/** Adds general errors, each once (spec §4: the list is de-duplicated). */
export function withGeneralErrors(
  current: readonly FieldMessage[],
  added: readonly FieldMessage[],
): FieldMessage[] {
  const result = [...current];
  for (const message of added) {
    if (!result.some((known) => sameMessage(known, message))) result.push(message);
  }
  return result;
}
