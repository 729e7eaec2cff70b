import type { AccountFormStore, FieldValue } from './form-state';

type CheckedCredentials = { name: string; password: FieldValue | undefined };

/** The credentials last checked, per form: the same ones are not sent twice (credentials-check.ts). */
export const lastCheckedCredentials = new WeakMap<AccountFormStore, CheckedCredentials>();

/** Forgets the last credentials check (a new form, or a test). */
export function forgetCredentialsCheck(store: AccountFormStore): void {
  lastCheckedCredentials.delete(store);
}
