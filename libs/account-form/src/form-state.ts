import type { CreateAccountFields, ServerField } from '@sheet/services';
import { withMessage, type Message } from '@sheet/i18n';

export type FieldValue = string | boolean;
export type AccountType = 'email' | 'phone';

/** What a flow's query asks of the account form (spec §2, §7). */
export type AccountFormQuery = {
  context: 'create' | 'cipCarrier';
  restrictedAccountType?: string;
  simpleCarrierBundling?: boolean;
  isVideoEverywhere?: boolean;
};

/** A phone number the flow verifies by code (an account name, or China's extra number). */
export type PhoneVerification = {
  /** the number as the person typed it (or the host gave it) */
  number?: string;
  /** the number as the screens show it, in its storefront's format (spec §7) */
  display?: string;
  phoneId?: string;
  /** kept in memory only, for the create payload (spec §3) */
  phoneSecretCode?: string;
  /** changes with every successful send: restarts the resend countdown */
  sentCount: number;
  verified: boolean;
};

/**
 * The server-driven account form: its fields, what the person typed and the flags of spec §4. A
 * flow's store holds these beside its own state; only the form's actions change them.
 */
export type AccountFormState = {
  query: AccountFormQuery;
  storefront: string;
  fieldsLoaded: boolean;
  /** the form could not be loaded: what to tell the person (with a retry) */
  loadError: Message | undefined;
  fields: readonly ServerField[];
  links: CreateAccountFields['links'];
  pageUUID: string;
  captchaRequired: boolean;
  privacyConsentRequired: boolean;
  values: Readonly<Record<string, FieldValue>>;
  /** local verdicts, e.g. a required field left empty */
  clientErrors: Readonly<Record<string, Message>>;
  /** the birth date input's own verdict: an impossible or too-recent date blocks continuing */
  birthdayInvalid: boolean;
  /** the server's verdicts; reset before each submit */
  serverErrors: Readonly<Record<string, Message>>;
  /** errors of no field in particular, de-duplicated; reset before each action */
  generalErrors: readonly Message[];
  /** a call is in flight: no second submit starts meanwhile */
  waiting: boolean;
  /**
   * the fields take no input: the form is reloading, or an action's work has started (which is a
   * frame after its press: the press draws only the busy button, see runFormAction)
   */
  fieldsLocked: boolean;
  /** the form's fields and options are loading (again: its storefront select shows it busy) */
  formLoading: boolean;
};

export const initialAccountFormState = (): AccountFormState => ({
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
  fieldsLocked: false,
  formLoading: false,
});

/**
 * A flow's zustand store, seen as the account form: a store whose state holds AccountFormState
 * (and more, `S`) is one. Its hook form lets components read slices of it.
 */
export interface AccountFormStore<S extends AccountFormState = AccountFormState> {
  <T>(selector: (state: S) => T): T;
  getState(): S;
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * The form of a flow that verifies a phone number by code (an account name, or China's extra).
 * @public
 */
export type PhoneFormState = AccountFormState & { phone: PhoneVerification };

/** Adds general errors, each once (spec §4: the list is de-duplicated). */
export function withGeneralErrors(
  current: readonly Message[],
  added: readonly Message[],
): readonly Message[] {
  return added.reduce<readonly Message[]>(withMessage, current);
}
